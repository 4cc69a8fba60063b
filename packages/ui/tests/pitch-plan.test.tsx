import { render, screen, within } from '@testing-library/react';
import { PLAN_TEXTS, PLAN_TEXTS_NL, type PlanPitch } from '@brocante/shared';
import { PitchPlan } from '../src/PitchPlan';

const pitch = (name: string, street: string, number: string | null, overrides: Partial<PlanPitch> = {}): PlanPitch => ({
  name,
  street,
  number,
  meters: 3,
  side: null,
  position: null,
  state: 'free',
  ...overrides,
});

const PITCHES = [
  pitch('R1', 'Rue du Ramier', '1', { state: 'confirmed', holder: { documentId: 'reg-1', name: 'Dupont Marie' } }),
  pitch('R2', 'Rue du Ramier', '2', { state: 'arrived', holder: { documentId: 'reg-2', name: 'Peeters Jean' } }),
  pitch('R9', 'Rue du Ramier', null),
  pitch('A1', 'Avenue des Trois Tilleuls', '1', {
    state: 'awaiting-payment',
    holder: { documentId: 'reg-3', name: 'Martin Léa' },
  }),
];

describe('the plan of the pitches', () => {
  it('draws each street with its pitches described, the held ones leading to their registration', () => {
    render(
      <PitchPlan
        pitches={PITCHES}
        legend={['free', 'awaiting-payment', 'confirmed', 'arrived']}
        texts={PLAN_TEXTS}
        linkFor={(one) => (one.holder ? `/admin/registrations/${one.holder.documentId}` : null)}
      />,
    );
    const ramier = screen.getByRole('group', { name: 'Rue du Ramier — 3 emplacements, 1 libre' });
    expect(
      within(ramier).getByRole('link', { name: 'R1, devant le n° 1, côté impair, 3 m : payé (Dupont Marie)' }),
    ).toHaveAttribute('href', '/admin/registrations/reg-1');
    expect(within(ramier).getByRole('img', { name: 'R9, en bout de rue, côté impair, 3 m : libre' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Avenue des Trois Tilleuls — 1 emplacement, 0 libre' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Légende' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual(['libre', 'en attente de paiement', 'payé', 'exposant arrivé']);
  });

  it('lists every pitch in a table too, for whoever does not see the drawing', () => {
    render(<PitchPlan pitches={PITCHES} legend={['free', 'taken']} texts={PLAN_TEXTS} />);
    const rows = within(screen.getByRole('table'))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'EmplacementOùLongueurÉtat',
      'Avenue des Trois Tilleuls',
      'A1devant le n° 1, côté impair3 men attente de paiement — Martin Léa',
      'Rue du Ramier',
      'R1devant le n° 1, côté impair3 mpayé — Dupont Marie',
      'R9en bout de rue, côté impair3 mlibre',
      'R2devant le n° 2, côté pair3 mexposant arrivé — Peeters Jean',
    ]);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says it all in Dutch on a Dutch page, the streets keeping the names the committee gave them', () => {
    render(<PitchPlan pitches={PITCHES} legend={['mine', 'taken', 'free']} texts={PLAN_TEXTS_NL} />);
    const ramier = screen.getByRole('group', { name: 'Rue du Ramier — 3 standplaatsen, 1 vrij' });
    expect(
      within(ramier).getByRole('img', { name: 'R9, aan het einde van de straat, onpare kant, 3 m: vrij' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Avenue des Trois Tilleuls — 1 standplaats, 0 vrij' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Legende' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual(['uw standplaats', 'bezet', 'vrij']);
    const rows = within(screen.getByRole('table'))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows[0]).toBe('StandplaatsWaarLengteStatus');
    expect(rows).toContain('R2voor nr. 2, pare kant3 mstandhouder aangekomen — Peeters Jean');
  });
});
