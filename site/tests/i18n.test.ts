import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fr } from '../src/i18n/fr';
import { nl } from '../src/i18n/nl';
import { fill, pieces, plural } from '../src/i18n/fill';
import { alternatesOf, languageOfPath, postPath, ROUTES } from '../src/i18n/routes';

/** Every text of a catalogue by its path ("registrationForm.freePitches.one"). */
function flatten(value: unknown, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (typeof entry === 'string') texts.set(at, entry);
    else for (const [inner, text] of flatten(entry, at)) texts.set(inner, text);
  }
  return texts;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the site catalogues', () => {
  const french = flatten(fr);
  const dutch = flatten(nl);

  it('have the same texts in French and in Dutch, none empty', () => {
    expect([...dutch.keys()].sort()).toEqual([...french.keys()].sort());
    for (const [key, text] of [...french, ...dutch]) expect(text.trim(), key).not.toBe('');
    // The number of strings translated (the closing note asks for it).
    expect(french.size).toBeGreaterThan(200);
  });

  it('put the same values in each language', () => {
    for (const [key, text] of french) expect(placeholders(dutch.get(key)!), key).toEqual(placeholders(text));
  });

  it('write Dutch with Belgian words and the formal « u »', () => {
    const all = [...dutch.values()].join('\n');
    for (const word of [
      'rommelmarkt',
      'inschrijving',
      'buurtbewoner',
      'bezoeker',
      'standplaats',
      'gestructureerde mededeling',
      'waarborg',
    ])
      expect(all.toLowerCase()).toContain(word);
    expect(all).not.toMatch(/\b(je|jij|jouw|jullie)\b/i);
    expect(all).not.toMatch(/\b(brocante|riverain|emplacement)\b/i);
    // Dutch quotes „so” and writes "naar" the committee.
    expect(all).not.toMatch(/[«»]|schrijf het comité/i);
  });

  it('speak to a person in French without assuming a man', () => {
    const all = [...french.values()].join('\n');
    expect(all).not.toMatch(/\b(?:êtes|étiez|serez|être|est|était)(?: pas| déjà)? (?:venu|arrivé|inscrit|prévenu|invité)\b/i);
  });

  it('fill values, cut texts at their places and count by the language’s plural rules', () => {
    expect(fill('Publié le {date}', { date: 'samedi 1 mai 2027' })).toBe('Publié le samedi 1 mai 2027');
    expect(pieces('Vous n’y habitez pas : {link}.')).toEqual([
      { text: 'Vous n’y habitez pas : ' },
      { value: 'link' },
      { text: '.' },
    ]);
    expect(plural(0, fr.registrationForm.freePitches, 'fr')).toBe('0 emplacement libre');
    expect(plural(2, fr.registrationForm.freePitches, 'fr')).toBe('2 emplacements libres');
    expect(plural(0, nl.registrationForm.freePitches, 'nl')).toBe('0 vrije standplaatsen');
    expect(plural(1, nl.registrationForm.freePitches, 'nl')).toBe('1 vrije standplaats');
  });
});

const PAGES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'pages');

/** Every page file under `directory`, relative to src/pages. */
function pageFiles(directory = PAGES): string[] {
  return readdirSync(directory).flatMap((name) => {
    const file = path.join(directory, name);
    return statSync(file).isDirectory() ? pageFiles(file) : [path.relative(PAGES, file).split(path.sep).join('/')];
  });
}

/** A page file's address: index → its folder, [...slug] → a post, 404 and feeds as they are. */
function addressOf(file: string): string {
  const route = file.replace(/\.(astro|ts)$/, '');
  if (route.endsWith('[...slug]')) return `/${route.replace('[...slug]', 'un/article')}/`;
  if (route.endsWith('.xml') || route.endsWith('404')) return `/${route}`;
  return `/${route.replace(/(^|\/)index$/, '')}/`.replace(/\/+/g, '/');
}

/** Pages with no Dutch twin: the preview of a draft (editors, in Strapi's French panel), robots.txt (one per site) and the stamp of what the site shows (read by the server's health). */
const WITHOUT_LANGUAGE = ['apercu.astro', 'robots.txt.ts', 'site-stamp.txt.ts'];

describe('the route table', () => {
  const files = pageFiles();
  const frenchPages = files.filter((file) => !file.startsWith('nl/') && !WITHOUT_LANGUAGE.includes(file));
  const dutchPages = files.filter((file) => file.startsWith('nl/'));
  const dutchAddresses = new Set(dutchPages.map(addressOf));
  const frenchAddresses = new Set(frenchPages.map(addressOf));

  it('gives every French page a Dutch one, and every Dutch page its French one', () => {
    expect(frenchPages.length).toBeGreaterThan(12);
    expect(dutchPages).toHaveLength(frenchPages.length);
    for (const file of frenchPages) {
      const alternates = alternatesOf(addressOf(file));
      expect(alternates, file).not.toBeNull();
      expect(alternates!.fr).toBe(addressOf(file));
      expect(dutchAddresses, `${file} → ${alternates!.nl}`).toContain(alternates!.nl);
      expect(alternatesOf(alternates!.nl)).toEqual(alternates);
    }
    for (const file of dutchPages) expect(frenchAddresses, file).toContain(alternatesOf(addressOf(file))!.fr);
  });

  it('puts the Dutch pages under /nl/ with Dutch paths, and the French ones where they were', () => {
    expect(ROUTES.neighborRegistration).toEqual({
      fr: '/brocante/inscription-riverain/',
      nl: '/nl/rommelmarkt/inschrijving-buurtbewoner/',
    });
    expect(alternatesOf('/blog/brocante/printemps/')).toEqual({
      fr: postPath('brocante/printemps', 'fr'),
      nl: '/nl/nieuws/brocante/printemps/',
    });
    expect(alternatesOf('/nl/privacy')).toEqual({ fr: '/confidentialite/', nl: '/nl/privacy/' });
    expect(alternatesOf('/apercu/')).toBeNull();
    for (const { nl: dutch, fr: french } of Object.values(ROUTES)) {
      expect(languageOfPath(dutch)).toBe('nl');
      expect(languageOfPath(french)).toBe('fr');
    }
  });
});
