import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AdminLayout } from '../src/app/layouts/AdminLayout';
import { renderWithRouter } from './render';
import { server } from './server';

describe('the admin header', () => {
  it('names the committee as it published itself in the panel', async () => {
    server.use(
      http.get('*/api/committee', () =>
        HttpResponse.json({
          data: {
            committeeName: 'Comité du Parc Josaphat',
            quarterName: 'Quartier Josaphat',
            commune: 'Schaerbeek',
            postalCodes: '1030, 1140',
            streets: [{ id: 1, name: 'Rue Josaphat' }],
          },
        }),
      ),
    );
    renderWithRouter(<AdminLayout />, { url: '/', path: '*' });
    expect(await screen.findByText('Brocante — Comité du Parc Josaphat')).toBeVisible();
  });
});
