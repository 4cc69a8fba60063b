import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, vi } from 'vitest';
import { passCode, type CheckInExhibitor, type CheckInList } from '@brocante/shared';
import { CheckIn } from '../src/features/check-in/components/CheckIn';
import { renderWithRouter } from './render';
import { server } from './server';

const exhibitor = (id: string, name: string, pitches: string[], reference: string): CheckInExhibitor => ({
  documentId: id,
  name,
  pitches,
  paymentReference: reference,
  status: 'paid',
  arrivedAt: null,
  street: pitches[0]!.startsWith('R') ? 'Rue des Tilleuls' : 'Avenue des Aulnes',
  due: 0,
  phone: null,
});

const LIST: CheckInList = {
  date: '2027-04-18',
  arrivalFrom: '07:00',
  arrivalUntil: '09:00',
  exhibitors: [
    exhibitor('a', 'Dupont Hélène', ['A1', 'A2'], '123456789002'),
    exhibitor('b', 'Peeters Jean', ['R4'], '500000000174'),
  ],
  freePitches: [],
  waiting: [],
  pricing: { registrationPrice: 15, neighborPrice: null, deposit: 0, pitchesPerRegistration: 1 },
  noShowRefund: false,
};

let sent: unknown[];
let networkDown: boolean;
/** How many times the screen read the list. */
let listReads: number;
/** The server's list, changed by what it is sent. */
let stored: CheckInList;

beforeEach(() => {
  sent = [];
  networkDown = false;
  listReads = 0;
  stored = structuredClone(LIST);
  server.use(
    http.get('*/api/check-in', () => {
      listReads += 1;
      return networkDown ? HttpResponse.error() : HttpResponse.json({ data: stored });
    }),
    http.post('*/api/check-in', async ({ request }) => {
      if (networkDown) return HttpResponse.error();
      const body = (await request.json()) as { data: { actions: { registration: string; action: string; at: string }[] } };
      sent.push(body);
      for (const action of body.data.actions)
        stored.exhibitors = stored.exhibitors.map((one) =>
          one.documentId !== action.registration
            ? one
            : action.action === 'pay'
              ? { ...one, status: 'paid', due: 0 }
              : { ...one, arrivedAt: action.action === 'arrive' ? action.at : null },
        );
      return HttpResponse.json({ data: { exhibitors: [], refused: [] } });
    }),
  );
});

// IndexedDB and two network rounds take their time on a busy machine: those tests wait up to 20 s.
const card = (name: string) => within(screen.getByText(name).closest('li')!);

describe('check-in on a phone', () => {
  it('finds an exhibitor by name, pitch or scanned pass, and marks them arrived with one tap', async () => {
    renderWithRouter(<CheckIn />);
    const search = await screen.findByRole('searchbox', { name: 'Chercher un exposant' });
    await userEvent.type(search, 'r4');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining('Peeters Jean')]);
    await userEvent.clear(search);
    await userEvent.type(search, passCode('123456789002'));
    expect(screen.getByText('Dupont Hélène')).toBeVisible();
    await userEvent.click(card('Dupont Hélène').getByRole('button', { name: 'Arrivée de Dupont Hélène' }));
    await waitFor(() =>
      expect(sent).toEqual([{ data: { actions: [{ registration: 'a', action: 'arrive', at: expect.any(String) }] } }]),
    );
    expect(card('Dupont Hélène').getByText(/Arrivée à \d\d:\d\d/)).toBeVisible();
    expect(await screen.findByText('Tout est envoyé.')).toBeVisible();
  }, 20_000);

  it('keeps the taps on the phone while the network is down, and sends them when it comes back', async () => {
    renderWithRouter(<CheckIn />);
    await screen.findByText('Peeters Jean');
    networkDown = true;
    await userEvent.click(card('Peeters Jean').getByRole('button', { name: 'Arrivée de Peeters Jean' }));
    expect(
      await screen.findByText(
        /^Hors ligne depuis \d\d:\d\d\. 1 arrivée à envoyer, en attente sur ce téléphone jusqu'au retour du réseau\.$/,
      ),
    ).toBeVisible();
    expect(card('Peeters Jean').getByText(/Arrivée à/)).toBeVisible();
    expect(sent).toEqual([]);
    networkDown = false;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(await screen.findByText('Tout est envoyé.')).toBeVisible();
  }, 20_000);

  it('offers to call an exhibitor not yet there, when the server gives their phone (as the committee allows)', async () => {
    stored.exhibitors[1] = { ...stored.exhibitors[1]!, phone: '0470 12 34 56' };
    renderWithRouter(<CheckIn />);
    const call = await screen.findByRole('link', { name: 'Appeler 0470 12 34 56' });
    expect(call).toHaveAttribute('href', 'tel:0470123456');
    expect(card('Dupont Hélène').queryByRole('link')).toBeNull();
    await userEvent.click(card('Peeters Jean').getByRole('button', { name: 'Arrivée de Peeters Jean' }));
    // There: no one needs to call them. (The tap sent before the test ends: it would land in the next test's server.)
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Appeler/ })).toBeNull());
    expect(await screen.findByText('Tout est envoyé.')).toBeVisible();
    expect(sent).toEqual([{ data: { actions: [{ registration: 'b', action: 'arrive', at: expect.any(String) }] } }]);
  }, 20_000);

  it('draws 40 exhibitors of a long list and says how many a search reaches', async () => {
    stored.exhibitors = Array.from({ length: 45 }, (_, index) =>
      exhibitor(`x${index}`, `Exposant${String(index).padStart(2, '0')} Banc`, [`B${index}`], String(800000000000 + index)),
    );
    renderWithRouter(<CheckIn />);
    expect(
      await screen.findByText('Et 5 autres exposants : cherchez un nom, un emplacement ou une communication.'),
    ).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'Exposants' })).getAllByRole('listitem')).toHaveLength(40);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Chercher un exposant' }), 'exposant44');
    expect(within(screen.getByRole('list', { name: 'Exposants' })).getAllByRole('listitem')).toHaveLength(1);
  }, 20_000);

  it('takes the rest of a payment on the spot with the network down, after a question, then lets the exhibitor in', async () => {
    stored.exhibitors.push({ ...exhibitor('c', 'Janssens Sofie', ['A10'], '000000000097'), status: 'pending', due: 5 });
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    try {
      renderWithRouter(<CheckIn />);
      await screen.findByText('Janssens Sofie');
      networkDown = true;
      await userEvent.click(card('Janssens Sofie').getByRole('button', { name: /^Payé sur place : 5,00\s€$/ }));
      expect(confirm).toHaveBeenCalledWith(expect.stringMatching(/^5,00\s€ reçus de Janssens Sofie sur place \?$/));
      // Paid on the phone at once: the arrival can be tapped, both wait for the network.
      await userEvent.click(await card('Janssens Sofie').findByRole('button', { name: 'Arrivée de Janssens Sofie' }));
      expect(await screen.findByText(/1 arrivée et 1 paiement à envoyer, en attente sur ce téléphone/)).toBeVisible();
      expect(sent).toEqual([]);
      networkDown = false;
      window.dispatchEvent(new Event('online'));
      await waitFor(() =>
        expect(sent).toEqual([
          {
            data: {
              actions: [
                { registration: 'c', action: 'pay', at: expect.any(String) },
                { registration: 'c', action: 'arrive', at: expect.any(String) },
              ],
            },
          },
        ]),
      );
      expect(await screen.findByText('Tout est envoyé.')).toBeVisible();
    } finally {
      vi.unstubAllGlobals();
    }
  }, 20_000);

  it('says what another phone changed since the last synchronisation', async () => {
    renderWithRouter(<CheckIn />);
    await screen.findByText('Peeters Jean');
    await waitFor(() => expect(listReads).toBeGreaterThanOrEqual(1));
    // Another phone marks Jean arrived; this one taps Hélène, and learns of Jean with its answer.
    stored.exhibitors = stored.exhibitors.map((one) =>
      one.documentId === 'b' ? { ...one, arrivedAt: '2027-04-18T05:40:00.000Z' } : one,
    );
    await userEvent.click(card('Dupont Hélène').getByRole('button', { name: 'Arrivée de Dupont Hélène' }));
    const changes = within(await screen.findByRole('region', { name: 'Changé par un autre téléphone' }));
    expect(changes.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'R4 (Peeters Jean) : arrivée notée par un autre téléphone à 07:40',
    ]);
    await userEvent.click(changes.getByRole('button', { name: 'Vu' }));
    expect(screen.queryByRole('region', { name: 'Changé par un autre téléphone' })).toBeNull();
  }, 20_000);

  it('prints the day by street and pitch, with who has paid and a box to tick', async () => {
    stored.exhibitors.push({ ...exhibitor('c', 'Janssens Sofie', ['A10'], '000000000097'), status: 'pending', due: 15 });
    let printed: string[][] = [];
    const print = vi.fn(() => {
      const paper = screen.getByRole('region', { name: 'Liste du jour à imprimer' });
      printed = within(paper)
        .getAllByRole('row')
        .map((row) =>
          within(row)
            .queryAllByRole('cell')
            .map((cell) => cell.textContent ?? ''),
        );
      window.dispatchEvent(new Event('afterprint'));
    });
    vi.stubGlobal('print', print);
    try {
      renderWithRouter(<CheckIn />);
      await screen.findByText('Janssens Sofie');
      expect(screen.queryByRole('region', { name: 'Liste du jour à imprimer' })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Imprimer la liste du jour' }));
      expect(print).toHaveBeenCalledOnce();
      expect(printed.slice(1)).toEqual([
        ['Avenue des Aulnes', 'A1, A2', 'Dupont Hélène', 'payé', '☐'],
        ['Avenue des Aulnes', 'A10', 'Janssens Sofie', 'à payer', '☐'],
        ['Rue des Tilleuls', 'R4', 'Peeters Jean', 'payé', '☐'],
      ]);
      // Drawn for the printer only, then gone again.
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Liste du jour à imprimer' })).toBeNull());
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
