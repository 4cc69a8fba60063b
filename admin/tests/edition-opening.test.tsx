import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, vi } from 'vitest';
import type { EditionRecord } from '@brocante/shared';
import { EditionsList } from '../src/features/editions/components/EditionsList';
import { EDITIONS } from './edition-fixtures';
import { renderWithRouter } from './render';
import { server } from './server';

const sent: { method: string; path: string; body: unknown }[] = [];

afterEach(() => vi.unstubAllGlobals());

describe('an edition opened while no pitch is drawn', () => {
  it('asks before opening an edition while no pitch is drawn, and opens it only if the volunteer says so', async () => {
    const question =
      "Aucun emplacement n'est tracé : toutes les inscriptions de cette édition iront sur la liste d'attente. Ouvrir quand même ?";
    server.use(
      http.get('*/api/editions', () => HttpResponse.json({ data: EDITIONS })),
      http.put('*/api/editions/:date/state', async ({ request, params }) => {
        const body = (await request.json()) as { data: { state: EditionRecord['state']; withoutPitches?: boolean } };
        sent.push({ method: 'PUT', path: `/editions/${String(params.date)}/state`, body });
        if (!body.data.withoutPitches)
          return HttpResponse.json(
            {
              data: null,
              error: {
                status: 400,
                name: 'ValidationError',
                message: question,
                details: { code: 'no-pitches', errors: [{ path: ['withoutPitches'], message: question }] },
              },
            },
            { status: 400 },
          );
        return HttpResponse.json({ data: { ...EDITIONS[0]!, state: body.data.state } });
      }),
    );
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    renderWithRouter(<EditionsList />);
    const open = await screen.findByRole('button', { name: /^Ouvrir les inscriptions — édition du dimanche 16 avril 2028/ });
    await userEvent.click(open);
    expect(await screen.findByText('Édition du dimanche 16 avril 2028 laissée en préparation.')).toBeVisible();
    expect(confirm).toHaveBeenCalledWith(question);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent).toHaveLength(1);

    confirm.mockReturnValue(true);
    await userEvent.click(open);
    expect(await screen.findByText(/Édition du dimanche 16 avril 2028 ouverte/)).toBeVisible();
    expect(sent.slice(1)).toEqual([
      { method: 'PUT', path: '/editions/2028-04-16/state', body: { data: { state: 'open' } } },
      { method: 'PUT', path: '/editions/2028-04-16/state', body: { data: { state: 'open', withoutPitches: true } } },
    ]);
  });
});
