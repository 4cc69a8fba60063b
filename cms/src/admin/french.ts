/**
 * The panel's French where Strapi 5.54 leaves English: every text an editor of the committee can meet.
 *
 * Strapi merges `config.translations.fr` (src/admin/app.ts) over its own French: admin core keys as they
 * are, a plugin's keys prefixed with its id ('upload.…', 'content-manager.…', 'i18n.…'), which
 * `prefixed` adds here. Sections, a file each beside this one: the whole media library (upload plugin:
 * french-upload-files.ts, french-upload-library.ts), the content manager's and i18n's missing texts
 * (french-content-manager.ts, french-i18n.ts), and the admin core's texts an editor sees (french-admin.ts:
 * menus, sign-in and session, profile, notifications, field errors, tables and filters, homepage widgets,
 * banners). Left English on purpose: settings only an administrator opens (tokens, roles, audit logs,
 * SSO, webhooks), trial, upsell, Strapi Cloud, guided tours and the NPS survey.
 *
 * ICU messages: placeholders ({count}, {count, plural, …}, <b>…</b>) are kept as Strapi writes them.
 * Apostrophes are typographic (’): in ICU a straight one before { } < > # opens a quoted literal.
 * tests/unit/panel-french.test.ts checks that nothing an editor sees is left without French.
 */
import { ADMIN } from './french-admin';
import { CONTENT_MANAGER } from './french-content-manager';
import { I18N } from './french-i18n';
import { UPLOAD_FILES } from './french-upload-files';
import { UPLOAD_LIBRARY } from './french-upload-library';

export { ADMIN, CONTENT_MANAGER, I18N };

type Texts = Record<string, string>;

const prefixed = (pluginId: string, texts: Texts): Texts =>
  Object.fromEntries(Object.entries(texts).map(([key, text]) => [`${pluginId}.${key}`, text]));

/** Médiathèque (@strapi/upload): every key Strapi leaves without French. */
export const UPLOAD: Texts = { ...UPLOAD_FILES, ...UPLOAD_LIBRARY };

/** Texts Strapi gives in its code only, as English default messages of keys no translation file has. */
export const INLINE_DEFAULTS: Texts = {
  // The main menu's link to the content manager (@strapi/content-manager's admin entry, addMenuLink).
  'content-manager.plugin.name': 'Gestionnaire de contenu',
};

/** Everything `config.translations.fr` adds to Strapi's French, keys as Strapi's merge expects them. */
export const FRENCH: Texts = {
  ...INLINE_DEFAULTS,
  ...ADMIN,
  ...prefixed('content-manager', CONTENT_MANAGER),
  ...prefixed('i18n', I18N),
  ...prefixed('upload', UPLOAD),
};
