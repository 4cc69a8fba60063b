import { FRENCH } from './french';

/** Where Strapi's panel keeps the language of its screens (reducer.mjs of @strapi/admin 5.54). */
const PANEL_LANGUAGE_KEY = 'strapi-admin-language';

/**
 * Strapi's panel for the committee's editors: French beside English (English stays the fallback);
 * every panel account is created with French as its language (src/bootstrap/panel-language.ts).
 * Strapi 5.54 leaves much of its panel in English under French (the media library, the preview, the
 * profile's devices…): ./french.ts gives those texts, merged over Strapi's own French.
 */
export default {
  config: {
    locales: ['fr'],
    translations: { fr: FRENCH },
  },
  /**
   * Before anyone has signed in, Strapi shows its screens in the language this browser chose last, English
   * by default: a browser that never chose sees the sign-in page, the first administrator's form included,
   * in French. Runs before the panel's first render, which reads the choice.
   */
  register() {
    if (!localStorage.getItem(PANEL_LANGUAGE_KEY)) localStorage.setItem(PANEL_LANGUAGE_KEY, 'fr');
  },
  bootstrap() {},
};
