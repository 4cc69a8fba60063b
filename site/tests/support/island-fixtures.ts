import { vi } from 'vitest';
import { quarterOf, type PublicPricing } from '@brocante/shared';

/** The configuration the site was built with: registrations open for a day (neighbors) and two (visitors). */
export const configuration = {
  count: 12,
  date: '2027-04-18',
  registrationPrice: 15,
  debtorName: 'Comité de quartier des Trois Tilleuls ASBL',
  debtorIban: 'BE21001234567803',
  debtorBic: 'GEBABEBB',
  neighborRegistrationEnd: new Date(Date.now() + 86_400_000).toISOString(),
  visitorRegistrationEnd: new Date(Date.now() + 2 * 86_400_000).toISOString(),
};

/** The quarter the committee published when the site was built. */
export const quarter = quarterOf({
  committeeName: 'Comité de quartier des Trois Tilleuls',
  quarterName: 'Quartier des Trois Tilleuls',
  commune: 'Watermael-Boitsfort',
  postalCodes: '1170',
  streets: [{ name: 'Avenue des Trois Tilleuls' }, { name: 'Rue du Ramier' }, { name: 'Rue de la Sapinière' }],
});

export const pricing: PublicPricing = {
  registrationPrice: 15,
  neighborPrice: null,
  deposit: 0,
  pitchesPerRegistration: 1,
  registrationsClosed: false,
  saleCategories: ['clothes', 'toys', 'books', 'records', 'furniture', 'tools'],
};

/** The API by address: each path answers its own [status, body]; the calls are kept to be read (the network is mocked at fetch). */
export function routes(answers: Record<string, [number, unknown]>) {
  return vi.fn(async (url: string, _init?: RequestInit) => {
    const [status, body] = Object.entries(answers).find(([path]) => url.endsWith(path))?.[1] ?? [404, null];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
}
