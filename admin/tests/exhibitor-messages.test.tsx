import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { ExhibitorMessageForm } from '../src/features/messages/components/ExhibitorMessageForm';
import { renderWithRouter } from './render';
import { server } from './server';

describe('a message to exhibitors', () => {
  it('says how many will receive it, asks, sends it once with its key, then offers a new one', async () => {
    const posted: { data: { key: string; subject: string; body: string; audience: string[] } }[] = [];
    server.use(
      http.get('*/api/exhibitor-messages', () => HttpResponse.json({ data: [] })),
      http.get('*/api/exhibitor-messages/recipients', ({ request }) =>
        HttpResponse.json({ data: { count: new URL(request.url).searchParams.get('audience')!.split(',').length * 2 } }),
      ),
      http.post('*/api/exhibitor-messages', async ({ request }) => {
        posted.push((await request.json()) as (typeof posted)[number]);
        return HttpResponse.json({ data: { recipients: 4, queued: 4 } }, { status: 202 });
      }),
    );
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    try {
      renderWithRouter(<ExhibitorMessageForm />);
      expect(await screen.findByText('2 personnes recevront ce message.')).toBeVisible();
      await userEvent.click(screen.getByRole('checkbox', { name: "Liste d'attente" }));
      expect(await screen.findByText('4 personnes recevront ce message.')).toBeVisible();
      await userEvent.type(screen.getByRole('textbox', { name: /^Objet/ }), 'Infos pratiques');
      await userEvent.type(screen.getByRole('textbox', { name: /^Message/ }), 'Installation dès 7 h, merci !');
      await userEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
      expect(confirm).toHaveBeenCalledWith('Envoyer « Infos pratiques » à 4 personnes ?');
      expect(await screen.findByText('Message envoyé à 4 personnes (4 e-mails mis en file).')).toBeVisible();
      expect(posted).toEqual([
        {
          data: {
            key: expect.stringMatching(/^[0-9a-f-]{36}$/),
            subject: 'Infos pratiques',
            body: 'Installation dès 7 h, merci !',
            audience: ['paid', 'waitlist'],
            // The coming edition's exhibitors: the only edition the screen knows.
            edition: '2027-04-18',
          },
        },
      ]);
      await waitFor(() => expect(screen.getByRole('textbox', { name: /^Objet/ })).toHaveValue(''));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
