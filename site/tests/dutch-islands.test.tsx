import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import ContactForm from '../src/components/islands/ContactForm';
import RegistrationForm from '../src/components/islands/RegistrationForm';
import { NL } from './texts';
import { configuration as builtConfiguration, pricing as builtPricing, quarter, routes as api } from './support/island-fixtures';

/** A Dutch page's form: no pitch registered yet, a deposit to show. */
const configuration = { ...builtConfiguration, count: 0 };
const pricing = { ...builtPricing, deposit: 5 };

const live = {
  '/api/configuration': [200, { data: configuration }] as [number, unknown],
  '/api/pricing': [200, { data: pricing }] as [number, unknown],
};

const receipt = {
  status: 'waitlist',
  amount: { pitchCount: 1, pitchPrice: 15, deposit: 5, total: 20 },
  transfer: {
    beneficiary: 'Comité de quartier des Trois Tilleuls ASBL',
    iban: 'BE21001234567803',
    bic: 'GEBABEBB',
    amount: 20,
    structuredCommunication: '123456789002',
  },
  locations: [],
  waitlistPosition: 3,
};

function renderDutchNeighborForm() {
  render(
    <RegistrationForm
      language="nl"
      texts={NL}
      kind="neighbor"
      quarter={quarter}
      builtConfiguration={configuration}
      builtPricing={pricing}
      introduction={<p>Woont u in een straat van de wijk?</p>}
    />,
  );
}

describe('the Dutch registration form', () => {
  it('speaks Dutch: labels, prices, counts and dates in nl-BE', async () => {
    vi.stubGlobal('fetch', api(live));
    renderDutchNeighborForm();
    expect(screen.getByRole('group', { name: 'Uw gegevens' })).toBeVisible();
    for (const label of ['Voornaam', 'Familienaam', 'E-mailadres', 'Telefoon', 'Huisnummer', 'Postcode', 'Gemeente'])
      expect(screen.getByRole('textbox', { name: label })).toBeVisible();
    const street = screen.getByRole('combobox', { name: 'Straat' });
    expect(street.querySelector('option')).toHaveTextContent('Maak een keuze');
    expect(screen.getByText(/Inschrijvingen open tot/)).toHaveTextContent(
      /^Inschrijvingen open tot .+ 20\d\d om \d\d:\d\d\. Prijs: € 15,00 per standplaats, plus een waarborg van € 5,00 per inschrijving, .+; nog 0 vrije standplaatsen: u komt op de wachtlijst\.$/,
    );
    expect(screen.getByText(/Te betalen via overschrijving/)).toHaveTextContent(
      'Te betalen via overschrijving: 1 standplaats × € 15,00 + waarborg € 5,00 = € 20,00.',
    );
    expect(screen.getByRole('checkbox', { name: /Ik aanvaard het reglement van de rommelmarkt/ })).toBeVisible();
    expect(screen.getByRole('link', { name: 'reglement van de rommelmarkt' })).toHaveAttribute(
      'href',
      '/nl/rommelmarkt/reglement/',
    );
    expect(screen.getByRole('link', { name: 'privacyverklaring' })).toHaveAttribute('href', '/nl/privacy/');
    expect(screen.getByRole('button', { name: 'Ik schrijf me in' })).toBeDisabled();
    expect(document.body).not.toHaveTextContent(/emplacement|Prénom|Veuillez/);
  });

  it('checks with the Dutch validation messages', async () => {
    vi.stubGlobal('fetch', api(live));
    renderDutchNeighborForm();
    const email = screen.getByRole('textbox', { name: 'E-mailadres' });
    await userEvent.type(email, 'marie@');
    await userEvent.tab();
    await waitFor(() => expect(email).toHaveAccessibleDescription(/Ongeldig e-mailadres\./));
  });

  it('asks the API in Dutch and sends the registration with language nl, then shows the transfer in Dutch', async () => {
    const fetchMock = api({ ...live, '/api/registrations': [201, { data: receipt }] });
    vi.stubGlobal('fetch', fetchMock);
    renderDutchNeighborForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Voornaam' }), 'Marie');
    await userEvent.type(screen.getByRole('textbox', { name: 'Familienaam' }), 'Peeters');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mailadres' }), 'marie@example.be');
    await userEvent.type(screen.getByRole('textbox', { name: 'Telefoon' }), '0470 12 34 56');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Straat' }), 'Rue du Ramier');
    await userEvent.type(screen.getByRole('textbox', { name: 'Huisnummer' }), '5');
    await userEvent.click(screen.getByRole('checkbox', { name: /Ik aanvaard het/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Ik heb de privacyverklaring gelezen/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Ik schrijf me in' }));

    expect(await screen.findByRole('heading', { name: 'Inschrijving geregistreerd' })).toBeVisible();
    expect(screen.getByText(/niet genoeg vrije standplaatsen/)).toHaveTextContent(
      'Er zijn niet genoeg vrije standplaatsen: u staat op nr. 3 van de wachtlijst. We schrijven u zodra er een standplaats vrijkomt; u kunt nu al betalen of op ons bericht wachten.',
    );
    expect(
      screen.getByRole('heading', { name: 'Betaling via overschrijving (zodra u een standplaats toegewezen krijgt)' }),
    ).toBeVisible();
    expect(screen.getByText('Gestructureerde mededeling')).toBeVisible();
    expect(screen.getByRole('button', { name: 'IBAN kopiëren' })).toBeVisible();
    expect(screen.getByRole('img', { name: /QR-code voor de overschrijving/ })).toBeVisible();

    for (const [, init] of fetchMock.mock.calls) expect(new Headers(init!.headers).get('accept-language')).toBe('nl');
    const [, sent] = fetchMock.mock.calls.find(([url]) => url.endsWith('/api/registrations'))!;
    expect(JSON.parse(String(sent!.body)).data).toMatchObject({ language: 'nl', street: 'Rue du Ramier', kind: 'neighbor' });
  });

  it('sends a French page’s registration in French', async () => {
    const { FR } = await import('./texts');
    const fetchMock = api(live);
    vi.stubGlobal('fetch', fetchMock);
    render(
      <RegistrationForm
        language="fr"
        texts={FR}
        kind="visitor"
        quarter={quarter}
        builtConfiguration={configuration}
        builtPricing={pricing}
        introduction={null}
      />,
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    for (const [, init] of fetchMock.mock.calls) expect(new Headers(init!.headers).get('accept-language')).toBe('fr');
  });

  it('goes to the Dutch error page when the configuration cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderDutchNeighborForm();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/nl/error/'));
  });
});

describe('the Dutch contact form', () => {
  it('speaks Dutch, and says a network failure in Dutch', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    render(<ContactForm language="nl" texts={NL} />);
    expect(screen.getByText('Alle velden zijn verplicht.')).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'Uw naam' }), 'Jan');
    await userEvent.type(screen.getByRole('textbox', { name: 'Uw e-mailadres' }), 'jan@example.be');
    await userEvent.type(screen.getByRole('textbox', { name: 'Onderwerp' }), 'Bomen');
    await userEvent.type(screen.getByRole('textbox', { name: 'Bericht' }), 'Er is een boom omgevallen.');
    await userEvent.click(screen.getByRole('button', { name: 'Bericht versturen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Er is een fout opgetreden bij het laden van de gegevens.');
  });
});
