import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach } from 'vitest';
import type { CommitteeAccountSettings, SettingsChangeRecord } from '@brocante/shared';
import { CommitteeAccountForm } from '../src/features/editions/components/CommitteeAccountForm';
import { SettingsChanges } from '../src/features/editions/components/SettingsChanges';
import { renderWithRouter } from './render';
import { server } from './server';

const sent: { method: string; path: string; body: unknown }[] = [];

beforeEach(() => {
  sent.length = 0;
});

describe("the committee's account", () => {
  const account: CommitteeAccountSettings = {
    debtorName: 'Comité de quartier',
    debtorIban: 'BE68539007547034',
    debtorBic: 'GKCCBEBB',
    statementDelayWorkingDays: 2,
  };
  const changes: SettingsChangeRecord[] = [
    {
      at: '2027-01-10T09:30:00.000Z',
      by: 'tresoriere@example.be',
      subject: 'compte du comité',
      field: 'debtorIban',
      from: 'BE71096123456769',
      to: 'BE68539007547034',
    },
    {
      at: '2027-01-09T08:00:00.000Z',
      by: 'benevole@example.be',
      subject: '2027-04-18',
      field: 'state',
      from: 'preparation',
      to: 'open',
    },
  ];

  beforeEach(() => {
    server.use(
      http.get('*/api/committee-account', () => HttpResponse.json({ data: account })),
      http.get('*/api/settings-changes', () => HttpResponse.json({ data: changes })),
      http.put('*/api/committee-account', async ({ request }) => {
        const body = (await request.json()) as { data: CommitteeAccountSettings };
        sent.push({ method: 'PUT', path: '/committee-account', body });
        return HttpResponse.json({ data: body.data });
      }),
    );
  });

  it('refuses a wrong IBAN before sending, warns that every change is announced, and saves a right one', async () => {
    renderWithRouter(<CommitteeAccountForm />);
    const form = within(await screen.findByRole('form', { name: 'Le compte où vont les paiements' }));
    expect(screen.getByRole('form')).toHaveAccessibleDescription(/Chaque changement est annoncé par e-mail à tous les bénévoles/);
    const iban = form.getByRole('textbox', { name: 'IBAN' });
    expect(iban).toHaveValue('BE68 5390 0754 7034');
    await userEvent.clear(iban);
    await userEvent.type(iban, 'BE68 5390 0754 7035');
    await userEvent.tab();
    expect(await form.findByText(/IBAN invalide/, { selector: '.field-error' })).toBeVisible();
    expect(form.getByRole('button', { name: 'Enregistrer le compte' })).toBeDisabled();
    expect(form.getByRole('link', { name: 'IBAN' })).toBeVisible();
    expect(sent).toEqual([]);

    await userEvent.clear(iban);
    await userEvent.type(iban, 'be71 0961 2345 6769');
    await userEvent.click(form.getByRole('button', { name: 'Enregistrer le compte' }));
    expect(await screen.findByText(/Compte enregistré. Tous les bénévoles en sont avertis par e-mail./)).toBeVisible();
    expect(sent).toEqual([
      { method: 'PUT', path: '/committee-account', body: { data: { ...account, debtorIban: 'BE71096123456769' } } },
    ]);
  });

  it("says the payer's bank checks the name, shows it as the QR code and e-mails carry it, and refuses one the QR would cut", async () => {
    renderWithRouter(<CommitteeAccountForm />);
    const form = within(await screen.findByRole('form', { name: 'Le compte où vont les paiements' }));
    const name = form.getByRole('textbox', { name: 'Titulaire du compte' });
    expect(name).toHaveAccessibleDescription(/vérification du bénéficiaire/);
    expect(name).toHaveAccessibleDescription(/Exactement comme votre banque l'écrit/);
    await userEvent.clear(name);
    await userEvent.type(name, '  Comité de quartier des Trois Tilleuls ASBL  ');
    expect(form.getByText(/Dans le code QR et les e-mails, le bénéficiaire sera/)).toHaveTextContent(
      'Dans le code QR et les e-mails, le bénéficiaire sera : Comité de quartier des Trois Tilleuls ASBL (42 caractères sur 70).',
    );
    await userEvent.clear(name);
    await userEvent.type(name, 'Comité de quartier des Trois Tilleuls, de la place et des rues voisines ASBL');
    await userEvent.tab();
    expect(await form.findByText('Ce champ ne peut pas dépasser 70 caractères.', { selector: '.field-error' })).toBeVisible();
    expect(form.getByText(/le bénéficiaire sera/)).toHaveTextContent('(76 caractères sur 70)');
    expect(form.getByRole('button', { name: 'Enregistrer le compte' })).toBeDisabled();
    expect(sent).toEqual([]);
  });

  it('starts a first account from the usual statement delay, so that the name, IBAN and BIC are enough to save it', async () => {
    server.use(http.get('*/api/committee-account', () => HttpResponse.json({ data: null })));
    renderWithRouter(<CommitteeAccountForm />);
    const form = within(await screen.findByRole('form', { name: 'Le compte où vont les paiements' }));
    expect(form.getByRole('textbox', { name: /Délai des extraits/ })).toHaveValue('3');
    const save = form.getByRole('button', { name: 'Enregistrer le compte' });
    expect(save).toBeDisabled();
    await userEvent.type(form.getByRole('textbox', { name: /Titulaire|Nom/ }), 'Comité de quartier');
    await userEvent.type(form.getByRole('textbox', { name: 'IBAN' }), 'BE68539007547034');
    await userEvent.type(form.getByRole('textbox', { name: 'BIC' }), 'GKCCBEBB');
    expect(save).toBeEnabled();
    await userEvent.click(save);
    expect(await screen.findByText(/Compte enregistré/)).toBeVisible();
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/committee-account',
        body: {
          data: {
            debtorName: 'Comité de quartier',
            debtorIban: 'BE68539007547034',
            debtorBic: 'GKCCBEBB',
            statementDelayWorkingDays: 3,
          },
        },
      },
    ]);
  });

  it('shows the history of changes: when, who, what, from and to', async () => {
    renderWithRouter(<SettingsChanges />);
    const table = await screen.findByRole('table', { name: /Historique des changements/ });
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      expect.stringMatching(/^10 janvier 2027 .*10:30$/),
      'tresoriere@example.be',
      'Compte du comité : IBAN',
      'BE71 0961 2345 6769',
      'BE68 5390 0754 7034',
    ]);
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      expect.stringMatching(/^9 janvier 2027/),
      'benevole@example.be',
      'Édition du dimanche 18 avril 2027 : État',
      'En préparation',
      'Ouverte',
    ]);
  });
});
