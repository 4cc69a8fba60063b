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

describe("the admin header in the committee's colours", () => {
  it('shows the logo and wears the accent colour the committee gave in the panel', async () => {
    server.use(
      http.get('*/api/committee', () =>
        HttpResponse.json({
          data: {
            committeeName: 'Comité du Parvis',
            quarterName: '',
            commune: '',
            postalCodes: '',
            streets: [],
            logo: { url: '/uploads/logo_parvis_4f2a.png', alternativeText: null },
            accentColor: '#1a5e3a',
          },
        }),
      ),
    );
    renderWithRouter(<AdminLayout />, { url: '/', path: '*' });
    const title = await screen.findByText('Brocante — Comité du Parvis');
    expect(title.querySelector('img')).toHaveAttribute('src', '/uploads/logo_parvis_4f2a.png');
    const header = screen.getByRole('banner');
    expect(header.style.getPropertyValue('--leaf-dark')).toBe('#1a5e3a');
    expect(header.style.getPropertyValue('--leaf')).toBe('#1a5e3a');
  });
});
