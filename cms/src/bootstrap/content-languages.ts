import type { Core } from '@strapi/strapi';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@brocante/shared';

/** What editors write in French and, when they wish, in Dutch: the news and the committee's pages (site: the same page per language). */
export const LOCALIZED_CONTENT = ['api::post.post', 'api::rules-page.rules-page', 'api::privacy-page.privacy-page'] as const;

const LOCALE_NAMES: Record<Language, string> = { fr: 'Français (fr)', nl: 'Nederlands (nl)' };

/**
 * The panel's languages are the site's: French, the default, and Dutch. Strapi starts with English: what was written
 * before the content had languages (no locale, or English) is French, then English goes; editors and authors write
 * both languages (Strapi gives a newly localized type's permissions its default locale only).
 */
export async function contentLanguages(strapi: Core.Strapi): Promise<void> {
  const locales = strapi.plugin('i18n').service('locales');
  for (const code of LANGUAGES) {
    if (!(await locales.findByCode(code))) await locales.create({ code, name: LOCALE_NAMES[code] });
  }
  if ((await locales.getDefaultLocale()) !== DEFAULT_LANGUAGE) await locales.setDefaultLocale({ code: DEFAULT_LANGUAGE });
  for (const uid of LOCALIZED_CONTENT) {
    await strapi.db
      .connection(strapi.getModel(uid).collectionName!)
      .where((rows) => rows.whereNull('locale').orWhereNotIn('locale', [...LANGUAGES]))
      .update({ locale: DEFAULT_LANGUAGE });
  }
  for (const other of await locales.find({ code: { $notIn: [...LANGUAGES] } })) await locales.delete({ id: other.id });

  const permissions: { id: number; properties: Record<string, unknown> | null }[] = await strapi.db
    .query('admin::permission')
    .findMany({ where: { subject: { $in: [...LOCALIZED_CONTENT] } }, select: ['id', 'properties'] });
  for (const permission of permissions) {
    const held = permission.properties?.locales;
    if (Array.isArray(held) && LANGUAGES.every((code) => held.includes(code)) && held.length === LANGUAGES.length) continue;
    await strapi.db
      .query('admin::permission')
      .update({ where: { id: permission.id }, data: { properties: { ...permission.properties, locales: [...LANGUAGES] } } });
  }
}
