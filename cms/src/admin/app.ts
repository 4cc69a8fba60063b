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
  bootstrap() {},
};
