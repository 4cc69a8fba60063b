import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { PlanPitch } from '@brocante/shared';
import { FR, NL } from './texts';
import { configuration, pricing, quarter, routes } from './support/island-fixtures';
import { fillRegistration, introduction, liveSettings } from './support/registration-form';
import RegistrationForm from '../src/components/islands/RegistrationForm';
import PitchMap from '../src/components/islands/PitchMap';

/** What is sold where: the form's fieldset, and the filter beside the public plan on the data of the build. */
describe('what an exhibitor will sell, on the registration form', () => {
  const form = (language: 'fr' | 'nl' = 'fr') =>
    render(
      <RegistrationForm
        language={language}
        texts={language === 'fr' ? FR : NL}
        kind="neighbor"
        quarter={quarter}
        builtConfiguration={configuration}
        builtPricing={pricing}
        introduction={introduction}
      />,
    );

  it('offers the edition’s categories as checkboxes in a fieldset, and sends those ticked with the name opt-in', async () => {
    const fetchMock = routes({
      ...liveSettings(),
      '/api/registrations': [
        201,
        { data: { status: 'pending', amount: null, transfer: null, locations: [], waitlistPosition: 1 } },
      ],
    });
    vi.stubGlobal('fetch', fetchMock);
    form();
    // An optional step: its checkboxes come when it is opened.
    await userEvent.click(await screen.findByText('Ce que vous vendrez (facultatif)', { selector: 'summary' }));
    const sold = within(await screen.findByRole('group', { name: 'Ce que vous vendrez (facultatif)' }));
    // Its title is said once, by what opens it; the fieldset is named by it, not titled again.
    expect(screen.getAllByText(/Ce que vous vendrez/)).toHaveLength(1);
    expect(sold.getAllByRole('checkbox').map((box) => box.getAttribute('name'))).toEqual([
      ...pricing.saleCategories.map((key) => `saleCategories-${key}`),
      'nameOnPlan',
    ]);
    const name = sold.getByRole('checkbox', { name: 'Afficher mon nom sur le plan public' });
    expect(name).not.toBeChecked();
    await fillRegistration();
    await userEvent.click(sold.getByRole('checkbox', { name: 'jouets' }));
    await userEvent.click(sold.getByRole('checkbox', { name: 'livres' }));
    await userEvent.click(screen.getByRole('button', { name: "Je m'inscris" }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url.endsWith('/api/registrations'))).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([url]) => url.endsWith('/api/registrations'))!;
    expect(JSON.parse(String(init!.body)).data).toMatchObject({ saleCategories: ['toys', 'books'], nameOnPlan: false });
  });

  it('refuses a sixth category in the page’s language before sending', async () => {
    vi.stubGlobal('fetch', routes(liveSettings()));
    form('nl');
    await userEvent.click(await screen.findByText('Wat u zult verkopen (facultatief)', { selector: 'summary' }));
    const sold = within(await screen.findByRole('group', { name: 'Wat u zult verkopen (facultatief)' }));
    expect(screen.getAllByText(/Wat u zult verkopen/)).toHaveLength(1);
    // The schema loads when the person reaches the form.
    await userEvent.click(sold.getByRole('checkbox', { name: 'kleding' }));
    for (const label of ['speelgoed', 'boeken', "platen en cd's", 'meubelen', 'gereedschap'])
      await userEvent.click(sold.getByRole('checkbox', { name: label }));
    await userEvent.tab();
    expect(await sold.findByRole('alert')).toHaveTextContent('Kies hoogstens 5 categorieën.');
  });

  it('asks nothing when the edition offers no category', async () => {
    const none = { ...pricing, saleCategories: [] };
    vi.stubGlobal('fetch', routes(liveSettings(configuration, none)));
    render(
      <RegistrationForm
        language="fr"
        texts={FR}
        kind="visitor"
        quarter={quarter}
        builtConfiguration={configuration}
        builtPricing={none}
        introduction={introduction}
      />,
    );
    await screen.findByRole('button', { name: "Je m'inscris" });
    expect(screen.queryByText(/Ce que vous vendrez/)).toBeNull();
  });
});

const pitch = (name: string, street: string, overrides: Partial<PlanPitch> = {}): PlanPitch => ({
  name,
  street,
  number: null,
  meters: 3,
  side: null,
  position: null,
  state: 'taken',
  categories: [],
  exhibitor: null,
  ...overrides,
});

/** The plan as the site was built with it: two pitches of toys, one of books, one taken without a word, one free. */
const BUILT: PlanPitch[] = [
  pitch('A1', 'Avenue des Trois Tilleuls', { categories: ['toys', 'books'], exhibitor: 'Zoé L.' }),
  pitch('A2', 'Avenue des Trois Tilleuls', { categories: ['books'] }),
  pitch('B1', 'Rue du Ramier', { categories: ['toys'] }),
  pitch('B2', 'Rue du Ramier'),
  pitch('B3', 'Rue du Ramier', { state: 'free' }),
];

describe('the list and filter beside the public plan', () => {
  it('filters the built pitches by category while the API is down, and says how many it shows', async () => {
    const down = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', down);
    render(<PitchMap builtPitches={BUILT} language="fr" texts={FR.pitchPlan} saleTexts={FR.salePlan} />);
    const list = within(screen.getByRole('region', { name: 'Qui vend quoi, emplacement par emplacement' }));
    const rows = () =>
      list
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent);
    expect(rows()).toEqual([
      'A1Avenue des Trois Tilleulsjouets, livres — tenu par Zoé L.',
      'A2Avenue des Trois Tilleulslivres',
      'B1Rue du Ramierjouets',
      'B2Rue du Ramierpas encore précisé',
    ]);
    await waitFor(() => expect(down).toHaveBeenCalled());
    const filter = within(list.getByRole('group', { name: 'Ce qui se vend' }));
    // Only what some pitch sells is offered as a filter, with how many pitches sell it, read as such.
    expect(filter.getAllByRole('checkbox').map((box) => box.closest('label')!.textContent!.trim())).toEqual([
      'jouets (2)',
      'livres (2)',
    ]);
    expect(filter.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'))).toEqual([
      'jouets, 2 emplacements',
      'livres, 2 emplacements',
    ]);
    await userEvent.click(filter.getByRole('checkbox', { name: 'jouets, 2 emplacements' }));
    expect(rows()).toEqual(['A1Avenue des Trois Tilleulsjouets, livres — tenu par Zoé L.', 'B1Rue du Ramierjouets']);
    expect(list.getByRole('status')).toHaveTextContent('2 emplacements montrés');
    // Built data only: the plan is still drawn, every pitch on it saying what is sold there, those left out faded.
    expect(screen.getAllByRole('img', { name: /^(A1|A2|B1|B2|B3),/ })).toHaveLength(5);
    expect(screen.getByRole('img', { name: 'A2, en bout de rue, côté impair, 3 m : pris — livres' })).toHaveClass('faded');
    expect(screen.getByRole('img', { name: 'B1, en bout de rue, côté impair, 3 m : pris — jouets' })).not.toHaveClass('faded');
    await userEvent.click(filter.getByRole('checkbox', { name: 'jouets, 2 emplacements' }));
    expect(rows()).toHaveLength(4);
  });

  it('counts each category on the plan of the moment once the API answers', async () => {
    const live = [...BUILT.slice(0, 4), pitch('B3', 'Rue du Ramier', { categories: ['toys', 'clothes'] })];
    vi.stubGlobal('fetch', routes({ '/api/pitch-map': [200, { data: live }] }));
    render(<PitchMap builtPitches={BUILT} language="fr" texts={FR.pitchPlan} saleTexts={FR.salePlan} />);
    const filter = within(screen.getByRole('group', { name: 'Ce qui se vend' }));
    expect(await filter.findByRole('checkbox', { name: 'jouets, 3 emplacements' })).toBeInTheDocument();
    expect(filter.getByText('vêtements').closest('label')).toHaveTextContent('vêtements (1)');
    expect(filter.getByRole('checkbox', { name: 'vêtements, 1 emplacement' })).not.toBeChecked();
  });

  it('works from the keyboard, in Dutch', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    render(<PitchMap builtPitches={BUILT} language="nl" texts={NL.pitchPlan} saleTexts={NL.salePlan} />);
    const list = within(screen.getByRole('region', { name: 'Wie verkoopt wat, standplaats per standplaats' }));
    const filter = within(list.getByRole('group', { name: 'Wat er verkocht wordt' }));
    expect(filter.getByText('speelgoed').closest('label')).toHaveTextContent('speelgoed (2)');
    const books = list.getByRole('checkbox', { name: 'boeken, 2 standplaatsen' });
    books.focus();
    await userEvent.keyboard(' ');
    expect(books).toBeChecked();
    expect(list.getByRole('status')).toHaveTextContent('2 standplaatsen getoond');
    expect(
      list
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.firstChild!.textContent),
    ).toEqual(['A1', 'A2']);
  });
});
