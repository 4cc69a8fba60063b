import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { ExhibitorMessageForm } from '../src/features/messages/components/ExhibitorMessageForm';
import { renderWithRouter } from './render';
import { server } from './server';

/** The French fields, not their Dutch twins (« Objet en néerlandais (facultatif) »). */
const FRENCH_SUBJECT = /^Objet(?! en néerlandais)/;
const FRENCH_BODY = /^Message(?! en néerlandais)/;

function answerSends(posted: unknown[]) {
  server.use(
    http.get('*/api/exhibitor-messages', () => HttpResponse.json({ data: [] })),
    http.get('*/api/exhibitor-messages/recipients', () => HttpResponse.json({ data: { count: 2 } })),
    http.post('*/api/exhibitor-messages', async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json({ data: { recipients: 2, queued: 2 } }, { status: 202 });
    }),
  );
}

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
      await userEvent.type(screen.getByRole('textbox', { name: FRENCH_SUBJECT }), 'Infos pratiques');
      await userEvent.type(screen.getByRole('textbox', { name: FRENCH_BODY }), 'Installation dès 7 h, merci !');
      await userEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
      expect(confirm).toHaveBeenCalledWith('Envoyer « Infos pratiques » à 4 personnes ?');
      expect(await screen.findByText('Message envoyé à 4 personnes (4 e-mails mis en file).')).toBeVisible();
      expect(posted).toEqual([
        {
          data: {
            key: expect.stringMatching(/^[0-9a-f-]{36}$/),
            subject: 'Infos pratiques',
            body: 'Installation dès 7 h, merci !',
            subjectNl: '',
            bodyNl: '',
            audience: ['paid', 'waitlist'],
            // The coming edition's exhibitors: the only edition the screen knows.
            edition: '2027-04-18',
          },
        },
      ]);
      await waitFor(() => expect(screen.getByRole('textbox', { name: FRENCH_SUBJECT })).toHaveValue(''));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('may be written in Dutch too: both Dutch fields, optional, sent beside the French', async () => {
    const posted: { data: Record<string, unknown> }[] = [];
    answerSends(posted);
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    try {
      renderWithRouter(<ExhibitorMessageForm />);
      expect(await screen.findByText('2 personnes recevront ce message.')).toBeVisible();
      const subjectNl = screen.getByRole('textbox', { name: /^Objet en néerlandais \(facultatif\)/ });
      const bodyNl = screen.getByRole('textbox', { name: /^Message en néerlandais \(facultatif\)/ });
      expect(subjectNl).not.toBeRequired();
      expect(bodyNl).not.toBeRequired();
      await userEvent.type(screen.getByRole('textbox', { name: FRENCH_SUBJECT }), 'Infos pratiques');
      await userEvent.type(screen.getByRole('textbox', { name: FRENCH_BODY }), 'Installation dès 7 h, merci !');
      await userEvent.type(subjectNl, 'Praktische info');
      await userEvent.type(bodyNl, 'Installeren vanaf 7 uur, bedankt!');
      await userEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
      await screen.findByText('Message envoyé à 2 personnes (2 e-mails mis en file).');
      expect(posted).toEqual([
        {
          data: expect.objectContaining({
            subject: 'Infos pratiques',
            body: 'Installation dès 7 h, merci !',
            subjectNl: 'Praktische info',
            bodyNl: 'Installeren vanaf 7 uur, bedankt!',
          }),
        },
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('asks for the Dutch message once a Dutch subject is written, and sends nothing until then', async () => {
    const posted: unknown[] = [];
    answerSends(posted);
    renderWithRouter(<ExhibitorMessageForm />);
    expect(await screen.findByText('2 personnes recevront ce message.')).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: FRENCH_SUBJECT }), 'Infos');
    await userEvent.type(screen.getByRole('textbox', { name: FRENCH_BODY }), 'Dès 7 h, merci !');
    const send = screen.getByRole('button', { name: 'Envoyer le message' });
    expect(send).toBeEnabled();
    await userEvent.type(screen.getByRole('textbox', { name: /^Objet en néerlandais/ }), 'Info');
    expect(send).toBeDisabled();
    await userEvent.click(screen.getByRole('textbox', { name: /^Message en néerlandais/ }));
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: /^Message en néerlandais/ })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByRole('textbox', { name: /^Message en néerlandais/ }), 'Vanaf 7 uur, bedankt!');
    expect(send).toBeEnabled();
    expect(posted).toEqual([]);
  });
});
