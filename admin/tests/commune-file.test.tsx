import { cleanup, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';
import { CommuneFile } from '../src/features/dashboard/components/CommuneFile';
import { Dashboard } from '../src/features/dashboard/components/Dashboard';
import { editionRecord, editionsHandler } from './edition-fixtures';
import { renderWithRouter } from './render';
import { server } from './server';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const card = () => within(screen.getByRole('region', { name: 'Dossier pour la commune' }));

describe("the commune's file on the dashboard", () => {
  it('says the last day ten working days before a spring brocante, Easter Monday not counted, and the working days left', () => {
    // Sunday 11 April 2027: ten working days back across Easter Monday (29 March) is Friday 26 March.
    render(<CommuneFile edition={editionRecord('2027-04-11')} today="2027-03-15" />);
    expect(card().getByText(/À déposer au plus tard le/)).toHaveTextContent(
      'À déposer au plus tard le vendredi 26 mars 2027, 10 jours ouvrables avant la brocante ; jour férié non compté : Lundi de Pâques (lundi 29 mars 2027).',
    );
    // 16 to 19 March, 22 to 26 March.
    expect(card().getByText('Encore 9 jours ouvrables.')).toBeVisible();
  });

  it('says the last day is today, then that it has passed, until the brocante; nothing after it, or when no notice is asked', () => {
    const edition = editionRecord('2027-04-18', { communeNoticeWorkingDays: 10 });
    render(<CommuneFile edition={edition} today="2027-04-05" />);
    expect(card().getByText("C'est aujourd'hui le dernier jour.")).toBeVisible();
    cleanup();
    render(<CommuneFile edition={edition} today="2027-04-06" />);
    expect(card().getByText(/La commune le voulait au plus tard le/)).toHaveTextContent(
      'La commune le voulait au plus tard le lundi 5 avril 2027, 10 jours ouvrables avant la brocante.',
    );
    expect(card().getByText(/vérifiez que le dossier a bien été déposé/)).toBeVisible();
    cleanup();
    render(<CommuneFile edition={edition} today="2027-04-18" />);
    expect(screen.queryByRole('region', { name: 'Dossier pour la commune' })).toBeNull();
    render(<CommuneFile edition={{ ...edition, communeNoticeWorkingDays: 0 }} today="2027-01-10" />);
    expect(card().queryByText(/au plus tard/)).toBeNull();
    expect(card().getByRole('button', { name: 'Télécharger le dossier en français' })).toBeEnabled();
  });

  it('counts next year as this one: an autumn brocante of 2028 across the Armistice and All Saints', () => {
    // Sunday 19 November 2028: back from Friday 17 over Friday 10 (Armistice is Saturday 11) and Wednesday 1 November.
    render(<CommuneFile edition={editionRecord('2028-11-19', { communeNoticeWorkingDays: 15 })} today="2028-10-02" />);
    expect(card().getByText(/À déposer au plus tard le/)).toHaveTextContent(
      'À déposer au plus tard le vendredi 27 octobre 2028, 15 jours ouvrables avant la brocante ; jour férié non compté : Toussaint (mercredi 1 novembre 2028).',
    );
  });

  it('shows on the dashboard for the chosen edition still ahead', async () => {
    server.use(
      editionsHandler([editionRecord('2099-04-19', { state: 'preparation' })]),
      http.get('*/api/dashboard', () =>
        HttpResponse.json({
          data: {
            pitches: { total: 0, free: 0, awaitingPayment: 0, paid: 0, arrived: 0 },
            money: { expected: 0, received: 0, cash: 0, refundsDue: 0 },
            waitingList: 0,
            kinds: { neighbor: 0, visitor: 0 },
            perDay: [],
            undeliveredEmails: [],
          },
        }),
      ),
    );
    renderWithRouter(<Dashboard />);
    const region = within(await screen.findByRole('region', { name: 'Dossier pour la commune' }));
    // Sunday 19 April 2099: Easter Monday is 13 April; ten working days back is Friday 3 April.
    expect(region.getByText(/À déposer au plus tard le/)).toHaveTextContent('vendredi 3 avril 2099');
  });

  it('downloads the file in Dutch on A4, then in French on A3, and says in French what the server refused', async () => {
    const asked: string[] = [];
    let fails = false;
    server.use(
      http.get('*/api/editions/2027-04-18/commune-file', ({ request }) => {
        asked.push(new URL(request.url).search);
        if (fails)
          return HttpResponse.json(
            { error: { status: 404, name: 'NotFoundError', message: 'Édition introuvable.' } },
            { status: 404 },
          );
        return new HttpResponse('%PDF-1.3', { headers: { 'content-type': 'application/pdf' } });
      }),
    );
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:dossier');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    render(<CommuneFile edition={editionRecord('2027-04-18')} today="2027-03-01" />);
    await userEvent.click(card().getByRole('button', { name: 'Télécharger le dossier en néerlandais' }));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalledOnce());
    expect(asked).toEqual(['?language=nl&paper=a4']);
    expect(createObjectURL.mock.calls[0]![0].type).toBe('application/pdf');
    fails = true;
    await userEvent.selectOptions(card().getByRole('combobox', { name: 'Format du papier' }), 'a3');
    await userEvent.click(card().getByRole('button', { name: 'Télécharger le dossier en français' }));
    expect(await card().findByRole('alert')).toHaveTextContent('Édition introuvable.');
    expect(asked).toEqual(['?language=nl&paper=a4', '?language=fr&paper=a3']);
  });
});
