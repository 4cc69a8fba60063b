/**
 * The address a person most likely meant when the domain they typed is one letter or two away from a
 * common one (`gmial.com` → `gmail.com`): a suggestion the forms offer, never a refusal (a person may
 * really use an unusual domain). Nothing leaves the browser.
 *
 * Our own few lines rather than a library: mailcheck (1.5 KB gzip, last released in 2015) and
 * @zootools/email-spell-checker (about 4 KB gzip with its list) know neither Belgian providers nor
 * our forms' budget (75 KB of JavaScript for the registration page, 0.5 KB left), and each needs its
 * list replaced anyway. This is a restricted Damerau-Levenshtein distance (a swap of two neighboring
 * letters counts one, as a typo does) against a short list, loaded with the form's schema.
 */

/** Providers people in the quarter use, Belgian ones first, then the international ones; the first of equals wins. */
export const COMMON_EMAIL_DOMAINS = [
  'gmail.com',
  'hotmail.com',
  'hotmail.be',
  'hotmail.fr',
  'outlook.com',
  'outlook.be',
  'outlook.fr',
  'live.be',
  'live.com',
  'live.fr',
  'msn.com',
  'skynet.be',
  'telenet.be',
  'proximus.be',
  'scarlet.be',
  'voo.be',
  'yahoo.fr',
  'yahoo.com',
  'yahoo.be',
  'icloud.com',
  'me.com',
  'mail.com',
  'gmx.com',
  'gmx.be',
  'gmx.fr',
  'orange.fr',
  'free.fr',
  'laposte.net',
  'protonmail.com',
  'proton.me',
] as const;

/**
 * Country and generic endings people really use: `hotmail.nl` or `gmx.de` is a provider's other
 * country, not a typo of `hotmail.be` or `gmx.be` (whereas `gmail.con` or `gmail.co` is).
 */
const REAL_ENDINGS = [
  'com',
  'net',
  'org',
  'be',
  'fr',
  'nl',
  'de',
  'lu',
  'uk',
  'it',
  'es',
  'pt',
  'ch',
  'eu',
  'ca',
  'us',
  'pl',
  'ro',
  'ma',
];

const beforeEnding = (domain: string) => domain.slice(0, domain.lastIndexOf('.') + 1);

/** Edits from `a` to `b`: insertions, deletions, substitutions, and swaps of two neighboring letters. */
export function editDistance(a: string, b: string): number {
  // Three rows of the classic table suffice: the swap looks two rows back.
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, beforePrevious[j - 2]! + 1);
      current.push(best);
    }
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The address with the common domain it most likely meant, or null: when the domain is already one
 * of the list, is too far from all of them, or the address has no domain yet. One edit away for
 * short domains, two for domains of eight letters or more (`hotmial.con`), so that a real short
 * domain (`ulb.be`, `kul.be`) is not taken for a typo; the same provider under another real ending is left as typed.
 */
export function suggestEmail(address: string): string | null {
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at).trim();
  const domain = address
    .slice(at + 1)
    .trim()
    .toLowerCase();
  if (at < 1 || !local || !domain || (COMMON_EMAIL_DOMAINS as readonly string[]).includes(domain)) return null;
  const allowed = domain.length >= 8 ? 2 : 1;
  const ending = domain.slice(domain.lastIndexOf('.') + 1);
  let closest: { domain: string; distance: number } | null = null;
  for (const common of COMMON_EMAIL_DOMAINS) {
    if (beforeEnding(common) === beforeEnding(domain) && REAL_ENDINGS.includes(ending)) continue;
    const distance = editDistance(domain, common);
    if (distance <= allowed && (!closest || distance < closest.distance)) closest = { domain: common, distance };
  }
  return closest ? `${local}@${closest.domain}` : null;
}
