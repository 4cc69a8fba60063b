import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckInAction, CheckInList } from '@brocante/shared';
import { CheckIn } from '../src/features/check-in/components/CheckIn';
import { renderWithRouter } from './render';
import { server } from './server';

/** 18 April 2027, arrivals until 08:00 in Brussels (06:00 UTC): a no-show, a pitch free, two people waiting. */
const MORNING: CheckInList = {
  date: '2027-04-18',
  arrivalFrom: '07:00',
  arrivalUntil: '08:00',
  exhibitors: [
    {
      documentId: 'a',
      name: 'Dupont Hélène',
      pitches: ['A1'],
      paymentReference: '123456789002',
      status: 'paid',
      arrivedAt: '2027-04-18T05:10:00.000Z',
      street: 'Avenue des Aulnes',
      due: 0,
      phone: null,
    },
    {
      documentId: 'b',
      name: 'Peeters Jean',
      pitches: ['A2'],
      paymentReference: '500000000174',
      status: 'paid',
      arrivedAt: null,
      street: 'Avenue des Aulnes',
      due: 0,
      phone: null,
    },
  ],
  freePitches: [{ name: 'A3', street: 'Avenue des Aulnes' }],
  waiting: [
    { documentId: 'w', name: 'Janssens An', pitchCount: 1, paymentReference: '000000000097', paidInAdvance: false, due: 15 },
  ],
  pricing: { registrationPrice: 15, neighborPrice: null, deposit: 0, pitchesPerRegistration: 2 },
  noShowRefund: false,
};

let networkDown: boolean;
let sent: CheckInAction[];
let refusing: { registration: string; message: string }[];

beforeEach(() => {
  networkDown = false;
  sent = [];
  refusing = [];
  server.use(
    http.get('*/api/check-in', () => (networkDown ? HttpResponse.error() : HttpResponse.json({ data: MORNING }))),
    http.post('*/api/check-in', async ({ request }) => {
      if (networkDown) return HttpResponse.error();
      sent.push(...((await request.json()) as { data: { actions: CheckInAction[] } }).data.actions);
      return HttpResponse.json({ data: { exhibitors: [], refused: refusing } });
    }),
  );
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.stubGlobal(
    'confirm',
    vi.fn(() => true),
  );
});

const morning = () => within(screen.getByRole('region', { name: 'Emplacements du matin' }));

describe('the empty pitches of the morning', () => {
  it('lists no pitch as releasable before the end of arrivals', async () => {
    vi.setSystemTime(new Date('2027-04-18T05:59:00Z'));
    renderWithRouter(<CheckIn />);
    await screen.findByRole('heading', { name: 'Accueil des exposants' });
    expect(screen.queryByRole('region', { name: /Libérables/ })).toBeNull();
    // The pitch free all along may already be given.
    expect(morning().getByRole('button', { name: 'Donner A3' })).toBeVisible();
  });

  it('offline at 08:05, releases a no-show’s pitch and registers a walk-in who pays in cash, sent once back online', async () => {
    vi.setSystemTime(new Date('2027-04-18T06:05:00Z'));
    renderWithRouter(<CheckIn />);
    const releasable = within(await screen.findByRole('region', { name: 'Libérables : aucune arrivée à 08:00' }));
    expect(releasable.getByText("Rien n'est remboursé, comme le prévoit le règlement.")).toBeVisible();
    networkDown = true;
    await userEvent.click(releasable.getByRole('button', { name: 'Libérer A2' }));
    expect(window.confirm).toHaveBeenCalledWith(expect.stringContaining('Aucune arrivée pour Peeters Jean : libérer A2 ?'));
    // On the phone at once: A2 is free to give, the no-show gone from the list.
    await userEvent.click(await morning().findByRole('button', { name: 'Donner A2' }));
    const walkIn = within(screen.getByRole('form', { name: 'Exposant de passage sur A2' }));
    await userEvent.type(walkIn.getByRole('textbox', { name: /Prénom/ }), 'Ana');
    await userEvent.type(walkIn.getByRole('textbox', { name: /^Nom/ }), 'Lopes');
    // Neither an e-mail nor a phone: said beside the e-mail once left, and the form cannot be sent.
    await userEvent.click(walkIn.getByRole('textbox', { name: /E-mail/ }));
    await userEvent.tab();
    expect(walkIn.getByRole('button', { name: 'Inscrire et encaisser' })).toBeDisabled();
    expect(
      await walkIn.findByText('Donnez une adresse e-mail ou un numéro de téléphone, pour joindre la personne.'),
    ).toBeVisible();
    await userEvent.type(walkIn.getByRole('textbox', { name: /Téléphone/ }), '0470 12 34 56');
    // Two pitches from A2 (A2, A3) or one: the price follows.
    await userEvent.selectOptions(walkIn.getByRole('combobox', { name: /Emplacements/ }), 'A2, A3');
    expect(walkIn.getByText(/^30,00\s€$/)).toBeVisible();
    await userEvent.selectOptions(walkIn.getByRole('combobox', { name: /Emplacements/ }), 'A2');
    await userEvent.selectOptions(walkIn.getByRole('combobox', { name: /Paiement reçu/ }), 'En espèces');
    await userEvent.click(walkIn.getByRole('button', { name: 'Inscrire et encaisser' }));
    expect(window.confirm).toHaveBeenLastCalledWith(expect.stringMatching(/^15,00\s€ reçus de Ana Lopes pour A2 \?$/));
    const status = await screen.findByText(/1 emplacement libéré et 1 inscription sur place à envoyer/);
    expect(status).toBeVisible();
    const card = within(screen.getByText('Lopes Ana').closest('li')!);
    expect(card.getByText(/Arrivée à/)).toBeVisible();
    expect(sent).toEqual([]);

    networkDown = false;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(sent.map((tap) => tap.action)).toEqual(['release', 'walk-in']), { timeout: 20_000 });
    expect(sent[1]).toMatchObject({
      action: 'walk-in',
      edition: '2027-04-18',
      pitches: ['A2'],
      at: '2027-04-18T06:05:00.000Z',
      walkIn: { firstName: 'Ana', lastName: 'Lopes', email: '', phone: '0470 12 34 56', language: 'fr', payment: 'cash' },
    });
    await screen.findByText('Tout est envoyé.');
    expect(sent).toHaveLength(2);
  }, 30_000);

  it('gives a free pitch to someone of the waiting list who is there', async () => {
    vi.setSystemTime(new Date('2027-04-18T06:05:00Z'));
    renderWithRouter(<CheckIn />);
    await screen.findByRole('region', { name: 'Emplacements du matin' });
    await userEvent.click(morning().getByRole('button', { name: 'Donner A3' }));
    expect(morning().getByText(/15,00\s€ à payer sur place/)).toBeVisible();
    networkDown = true;
    await userEvent.click(morning().getByRole('button', { name: 'Donner A3 à Janssens An' }));
    // Given at the gate, offline: there at once, paying on the spot, never offered to release.
    const card = within((await screen.findByText('Janssens An')).closest('li')!);
    expect(card.getByText(/Arrivée à 08:05/)).toBeVisible();
    expect(card.getByRole('button', { name: /Payé sur place : 15,00\s€/ })).toBeVisible();
    const releasable = within(screen.getByRole('region', { name: /^Libérables/ }));
    expect(releasable.getByRole('button', { name: 'Libérer A2' })).toBeVisible();
    expect(releasable.queryByRole('button', { name: 'Libérer A3' })).toBeNull();
    networkDown = false;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(sent).toMatchObject([{ registration: 'w', action: 'give', pitches: ['A3'] }]), {
      timeout: 20_000,
    });
  }, 30_000);

  it('says a tap the server refused with the pitch and the person it was for', async () => {
    vi.setSystemTime(new Date('2027-04-18T06:05:00Z'));
    refusing = [{ registration: 'w', message: "L'inscription de cette personne est annulée." }];
    renderWithRouter(<CheckIn />);
    await screen.findByRole('region', { name: 'Emplacements du matin' });
    await userEvent.click(morning().getByRole('button', { name: 'Donner A3' }));
    await userEvent.click(morning().getByRole('button', { name: 'Donner A3 à Janssens An' }));
    expect(await screen.findByRole('alert', {}, { timeout: 20_000 })).toHaveTextContent(
      "A3 (Janssens An) : L'inscription de cette personne est annulée.",
    );
  }, 30_000);

  it('says, beside the greyed walk-in button, what is still missing', async () => {
    vi.setSystemTime(new Date('2027-04-18T06:05:00Z'));
    renderWithRouter(<CheckIn />);
    await screen.findByRole('region', { name: 'Emplacements du matin' });
    await userEvent.click(morning().getByRole('button', { name: 'Donner A3' }));
    const walkIn = within(screen.getByRole('form', { name: 'Exposant de passage sur A3' }));
    const register = walkIn.getByRole('button', { name: 'Inscrire et encaisser' });
    expect(register).toBeDisabled();
    expect(register).toHaveAccessibleDescription(
      'Pour inscrire et encaisser, il manque le prénom, le nom, un e-mail ou un téléphone et le paiement reçu.',
    );
    expect(
      walkIn.getByText('Pour inscrire et encaisser, il manque le prénom, le nom, un e-mail ou un téléphone et le paiement reçu.'),
    ).toBeVisible();
    await userEvent.type(walkIn.getByRole('textbox', { name: /Prénom/ }), 'Ana');
    await userEvent.type(walkIn.getByRole('textbox', { name: /^Nom/ }), 'Lopes');
    await userEvent.type(walkIn.getByRole('textbox', { name: /Téléphone/ }), '12');
    expect(register).toHaveAccessibleDescription(
      'Pour inscrire et encaisser, il manque un téléphone valide et le paiement reçu.',
    );
    await userEvent.clear(walkIn.getByRole('textbox', { name: /Téléphone/ }));
    await userEvent.type(walkIn.getByRole('textbox', { name: /Téléphone/ }), '0470 12 34 56');
    await userEvent.selectOptions(walkIn.getByRole('combobox', { name: /Paiement reçu/ }), 'En espèces');
    expect(register).toBeEnabled();
    expect(register).not.toHaveAttribute('aria-describedby');
    expect(walkIn.queryByText(/il manque/)).toBeNull();
  });
});
