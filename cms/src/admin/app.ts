/** Where Strapi's panel keeps the language of its screens (reducer.mjs of @strapi/admin 5.54). */
const PANEL_LANGUAGE_KEY = 'strapi-admin-language';

/**
 * Strapi's panel for the committee's editors: French beside English (English stays the fallback);
 * every panel account is created with French as its language (src/bootstrap/panel-language.ts).
 * Strapi 5.54 leaves its preview's words untranslated in French: they are given here.
 */
export default {
  config: {
    locales: ['fr'],
    translations: {
      fr: {
        'content-manager.preview.panel.title': 'Aperçu',
        'content-manager.preview.panel.button': "Ouvrir l'aperçu",
        'content-manager.preview.panel.button-disabled-tooltip': "Enregistrez pour ouvrir l'aperçu",
        'content-manager.preview.page-title': 'Aperçu : {contentType}',
        'content-manager.preview.header.close': "Fermer l'aperçu",
        'content-manager.preview.copy.label': "Copier le lien de l'aperçu",
        'content-manager.preview.copy.success': "Lien de l'aperçu copié",
        'content-manager.preview.tabs.label': "Version de l'aperçu",
        'content-manager.preview.device.select': "Type d'appareil",
        'content-manager.preview.device.desktop': 'Ordinateur',
        'content-manager.preview.device.mobile': 'Téléphone',
      },
    },
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
