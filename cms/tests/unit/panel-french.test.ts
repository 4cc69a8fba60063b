import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN, CONTENT_MANAGER, FRENCH, I18N, INLINE_DEFAULTS, UPLOAD } from '../../src/admin/french';

/**
 * The panel speaks French wherever an editor looks: for each text Strapi's English gives (upload,
 * content manager, i18n, the admin core's editor-facing keys), Strapi's French or src/admin/french.ts
 * has one, and each of our texts keeps the placeholders and tags of the English it replaces. Pure:
 * reads Strapi's translation files, starts nothing.
 */

type Texts = Record<string, string>;

// cms depends on @strapi/strapi only: the panel's packages are resolved from where it stands.
const fromStrapi = createRequire(createRequire(__filename).resolve('@strapi/strapi/package.json'));
const fromAdmin = createRequire(fromStrapi.resolve('@strapi/admin/package.json'));
// The ICU parser react-intl (the panel's) formats these messages with.
const { parse, TYPE } = createRequire(fromAdmin.resolve('react-intl/package.json'))(
  '@formatjs/icu-messageformat-parser',
) as typeof import('@formatjs/icu-messageformat-parser');

const translationsOf = (pkg: string, dir: string) => {
  const root = path.dirname(fromStrapi.resolve(`${pkg}/package.json`));
  const read = (locale: string): Texts => {
    const module = fromStrapi(path.join(root, dir, `${locale}.json.js`));
    return module.default ?? module;
  };
  return { en: read('en'), fr: read('fr') };
};

/** Each source with the prefix Strapi's merge gives its keys ('' for the admin core). */
const SOURCES = {
  upload: { prefix: 'upload.', ...translationsOf('@strapi/upload', 'dist/admin/translations'), ours: UPLOAD },
  'content-manager': {
    prefix: 'content-manager.',
    ...translationsOf('@strapi/content-manager', 'dist/admin/translations'),
    ours: CONTENT_MANAGER,
  },
  i18n: { prefix: 'i18n.', ...translationsOf('@strapi/i18n', 'dist/admin/translations'), ours: I18N },
  admin: { prefix: '', ...translationsOf('@strapi/admin', 'dist/admin/admin/src/translations'), ours: ADMIN },
};

/** The admin core's keys an editor meets: menus, session, profile, fields, notifications, homepage. */
const EDITOR_ADMIN_PREFIXES = [
  'Auth.',
  'HomePage.',
  'Settings.profile.',
  'Settings.sessions.',
  'Settings.permissions.users.',
  'app.components.',
  'app.containers.',
  'app.error.',
  'app.HeaderLayout.',
  'app.links.',
  'app.page.',
  'app.session.',
  'app.utils.',
  'components.',
  'content-manager.',
  'form.',
  'global.',
  'notification.',
  'widget.',
];
/** …but not trial, upsell, Strapi Cloud, guided tours, the NPS survey nor licence seats. */
const NOT_FOR_EDITORS =
  /^(app\.components\.(FreeTrial|GuidedTour|NpsSurvey|UpsellBanner|BlockLink\.cloud|LeftMenu\.trialCountdown)|components\.premiumFeature|notification\.ee\.)/;

const editorFacing = (source: keyof typeof SOURCES, key: string) =>
  source !== 'admin' || (EDITOR_ADMIN_PREFIXES.some((p) => key.startsWith(p)) && !NOT_FOR_EDITORS.test(key));

/** A message's arguments and tags (names, nested plural/select branches included), as react-intl reads them. */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: ReturnType<typeof parse>) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      found.add(element.type === TYPE.tag ? `<${element.value}>` : `{${element.value}}`);
      if (element.type === TYPE.tag) walk(element.children);
      if (element.type === TYPE.plural || element.type === TYPE.select)
        for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(parse(message));
  return [...found].sort();
}

describe("the panel's French", () => {
  for (const [name, { prefix, en, fr, ours }] of Object.entries(SOURCES)) {
    it(`gives every ${name} text an editor can meet in French`, () => {
      const untranslated = Object.keys(en).filter(
        (key) => editorFacing(name as keyof typeof SOURCES, key) && !fr[key] && !ours[key],
      );
      expect(untranslated).toEqual([]);
    });

    it(`overrides only ${name} texts Strapi has, with their English placeholders and tags`, () => {
      const problems = Object.entries(ours).flatMap(([key, text]) => {
        if (!(key in en)) return [`${key}: no such key in Strapi's English`];
        if (/'[{}<>#|]/.test(text)) return [`${key}: a straight apostrophe quotes what follows`];
        try {
          const [mine, theirs] = [placeholders(text), placeholders(en[key])];
          return mine.join() === theirs.join() ? [] : [`${key}: ${mine.join(' ')} instead of ${theirs.join(' ')}`];
        } catch (error) {
          return [`${key}: ${(error as Error).message}`];
        }
      });
      expect(problems).toEqual([]);
      for (const key of Object.keys(ours)) expect(FRENCH[`${prefix}${key}`]).toBe(ours[key]);
    });
  }

  it('leaves the whole media library in French, under the keys Strapi looks up', () => {
    const { en, fr } = SOURCES.upload;
    for (const key of Object.keys(en)) expect(FRENCH[`upload.${key}`] ?? fr[key]).toBeTruthy();
    expect(FRENCH['upload.sidebar.title']).toBe('Médiathèque');
    expect(FRENCH['global.plugins.upload']).toBe('Médiathèque');
    expect(FRENCH['content-manager.preview.panel.title']).toBe('Aperçu');
  });

  it('adds nothing but the four sections and the inline defaults (no stray, unprefixed plugin key)', () => {
    const sections = Object.values(SOURCES).reduce((n, { ours }) => n + Object.keys(ours).length, 0);
    expect(Object.keys(FRENCH)).toHaveLength(sections + Object.keys(INLINE_DEFAULTS).length);
  });
});
