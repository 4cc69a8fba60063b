import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API_MESSAGES, API_MESSAGES_NL, type CheckInExhibitor, type HelperPhone } from '@brocante/shared';
import { HelperPhones } from '../src/features/check-in/components/HelperPhones';
import { PairPhone } from '../src/features/check-in/components/PairPhone';
import { renderWithRouter } from './render';
import { server } from './server';

const KEY = 'Kq3v_-9xZb2LwT8sYp4RmN1cD6fHjG0aUeQiOoPl7Ck';
const EXHIBITORS = [{ documentId: 'reg-1', name: 'Peeters Jean', pitches: ['A3'] }] as CheckInExhibitor[];
const TOM: HelperPhone = {
  id: 7,
  name: 'Tom',
  edition: '2020-04-18',
  pairedAt: '2020-04-18T05:10:00.000Z',
  until: '2099-04-20T00:00:00.000Z',
  lastSyncAt: '2020-04-18T06:02:00.000Z',
  revokedAt: '2020-04-18T07:30:00.000Z',
  refusedTaps: [
    {
      tap: { registration: 'reg-1', action: 'undo-arrival', at: '2020-04-18T07:41:00.000Z' },
      refusedAt: '2020-04-18T07:45:00.000Z',
    },
  ],
};

/** The server's phones, to which `paired` adds one once the code has been asked for. */
function servePhones() {
  let phones: HelperPhone[] = [TOM];
  const revoked: string[] = [];
  server.use(
    http.post('*/api/helper-pairings', () =>
      HttpResponse.json(
        {
          data: {
            key: KEY,
            expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
            edition: '2020-04-18',
            until: TOM.until,
          },
        },
        { status: 201 },
      ),
    ),
    http.get('*/api/helper-phones', () => HttpResponse.json({ data: phones })),
    http.post('*/api/helper-phones/:id/revocation', ({ params }) => {
      revoked.push(String(params.id));
      phones = phones.map((phone) =>
        String(phone.id) === params.id ? { ...phone, revokedAt: new Date().toISOString() } : phone,
      );
      return HttpResponse.json({ data: phones.find((phone) => String(phone.id) === params.id) });
    }),
  );
  const paired = (name: string) => {
    phones = [
      { ...TOM, id: 8, name, pairedAt: new Date().toISOString(), lastSyncAt: null, revokedAt: null, refusedTaps: [] },
      ...phones,
    ];
  };
  return { paired, revoked };
}

describe('the day helpers’ phones, on the coordinator’s check-in screen', () => {
  it('shows a QR code of the pairing link until a phone takes it, then offers another', async () => {
    const { paired } = servePhones();
    renderWithRouter(<HelperPhones exhibitors={EXHIBITORS} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Associer un téléphone' }));
    expect(await screen.findByRole('img', { name: "Code QR d'association d'un téléphone" })).toBeVisible();
    expect(screen.getByText(`${window.location.origin}/admin/pair#${KEY}`)).toBeVisible();
    paired('Julie');
    // The list is read again every 3 s while a code is shown.
    expect(await screen.findByRole('button', { name: 'Associer un autre téléphone' }, { timeout: 4_000 })).toBeVisible();
    expect(screen.queryByRole('img', { name: "Code QR d'association d'un téléphone" })).toBeNull();
    expect(screen.getByText('Julie')).toBeVisible();
  }, 10_000);

  it('lists what a revoked phone sent after, by the exhibitor’s name, and revokes a phone after a question', async () => {
    const { paired, revoked } = servePhones();
    paired('Julie');
    renderWithRouter(<HelperPhones exhibitors={EXHIBITORS} />);
    const tom = (await screen.findByText('Tom')).closest('li') as HTMLElement;
    expect(within(tom).getByText(/^Retiré à/)).toBeVisible();
    expect(within(tom).getByText('1 geste refusé après son retrait : à vérifier')).toBeVisible();
    expect(within(tom).getByText(/arrivée annulée de Peeters Jean \(A3\)/, { ignore: 'summary' })).toBeInTheDocument();
    expect(within(tom).queryByRole('button')).toBeNull();

    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Retirer le téléphone de Julie' }));
    expect(confirm).toHaveBeenCalledWith(
      "Retirer le téléphone de Julie ? Il ne voit plus rien et ce qu'il envoie n'est plus enregistré.",
    );
    expect(revoked).toEqual(['8']);
    expect(await screen.findByRole('button', { name: 'Associer un téléphone' })).toBeVisible();
    await screen.findAllByText(/^Retiré à/).then((states) => expect(states).toHaveLength(2));
    confirm.mockRestore();
  });
});

describe('the helper’s phone', () => {
  it('takes the code with a first name, signs in and opens the check-in screen', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/helper-pairing-acceptances', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          { data: { identifier: 'telephone-8-a1b2c3@accueil.invalid', password: 'p'.repeat(43), until: TOM.until } },
          { status: 201 },
        );
      }),
      http.post('*/api/auth/local', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ jwt: 'jeton' });
      }),
    );
    renderWithRouter(<PairPhone pairingKey={KEY} />, { url: '/pair', path: '*' });
    expect(screen.getByRole('heading', { name: "Aider à l'accueil de la brocante" })).toBeVisible();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Votre prénom/ }), 'Julie');
    await user.click(screen.getByRole('button', { name: "Ouvrir l'accueil" }));
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent('/check-in'));
    expect(sent).toEqual([
      { data: { key: KEY, firstName: 'Julie' } },
      { identifier: 'telephone-8-a1b2c3@accueil.invalid', password: 'p'.repeat(43) },
    ]);
  });

  it('says in Dutch, on a Dutch phone, that a spent code or a link cut short pairs nothing', async () => {
    const language = vi.spyOn(navigator, 'language', 'get').mockReturnValue('nl-BE');
    server.use(
      http.post('*/api/helper-pairing-acceptances', () =>
        HttpResponse.json({ error: { status: 400, message: API_MESSAGES_NL.pairingInvalid } }, { status: 400 }),
      ),
    );
    const { unmount } = renderWithRouter(<PairPhone pairingKey={KEY} />, { url: '/pair', path: '*' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Uw voornaam/ }), 'Lotte');
    await user.click(screen.getByRole('button', { name: 'Het onthaal openen' }));
    expect(await screen.findByText(API_MESSAGES_NL.pairingInvalid)).toBeVisible();
    unmount();
    language.mockReturnValue('fr-BE');
    renderWithRouter(<PairPhone pairingKey={KEY.slice(0, 20)} />, { url: '/pair', path: '*' });
    expect(screen.getByText(API_MESSAGES.pairingInvalid)).toBeVisible();
    language.mockRestore();
  });
});
