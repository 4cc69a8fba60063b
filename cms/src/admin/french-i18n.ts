/** Internationalisation (@strapi/i18n): its locale picker and dialogs sit in the content manager. */
export const I18N: Record<string, string> = {
  'actions.delete.label': 'Supprimer l’entrée ({locale})',
  'actions.delete.dialog.title': 'Confirmation',
  'actions.delete.dialog.body': 'Voulez-vous vraiment supprimer cette locale ?',
  'actions.delete.error': 'Une erreur s’est produite lors de la suppression de la locale du document.',
  'CMEditViewCopyLocale.cancel-text': 'Non, annuler',
  'CMEditViewCopyLocale.dialog.title': 'Confirmation',
  'CMEditViewCopyLocale.dialog.body': 'Votre contenu actuel sera effacé et remplacé par le contenu de la locale choisie :',
  'CMEditViewCopyLocale.dialog.field.label': 'Locale',
  'CMEditViewCopyLocale.dialog.field.placeholder': 'Choisissez une locale…',
  'CMEditViewBulkLocale.publish-title': 'Publier plusieurs locales',
  'CMEditViewBulkLocale.unpublish-title': 'Dépublier plusieurs locales',
  'CMEditViewBulkLocale.status': 'Statut',
  'CMEditViewBulkLocale.publication-status': 'Statut de publication',
  'CMEditViewBulkLocale.draft-relation-warning':
    'Certaines locales sont liées à des entrées en brouillon. Les publier pourrait laisser des liens cassés sur le site.',
  'CMEditViewBulkLocale.continue-confirmation': 'Voulez-vous vraiment continuer ?',
  'CMEditViewAITranslation.status-aria-label': 'État de la traduction par l’IA',
  'CMEditViewAITranslation.status-title':
    '{enabled, select, true {Traduction par l’IA activée} false {Traduction par l’IA désactivée} other {Traduction par l’IA désactivée}}',
  'CMEditViewAITranslation.status-description':
    'Notre IA traduit le contenu dans toutes les locales chaque fois que vous enregistrez une modification dans la locale par défaut.',
  'CMEditViewAITranslation.settings-link':
    '{enabled, select, true {La désactiver dans les paramètres} false {L’activer dans les paramètres} other {L’activer dans les paramètres}}',
  'CMEditViewAITranslation.job-completed': 'Traduction par l’IA terminée !',
  'CMEditViewAITranslation.job-failed': 'La traduction par l’IA a échoué. Veuillez réessayer.',
  'CMEditViewLocalePicker.locale.create': 'Créer la locale <bold>{locale}</bold>',
  'CMEditViewLocalePicker.locale.ai-translations': 'Traductions par l’IA :',
  'CMListView.popover.display-locales.more': '{locales} + {count} autres',
  'Settings.list.actions.publishAdditionalInfos':
    'Les versions des locales actives seront publiées <em>(Internationalisation)</em>',
  'Settings.list.actions.unpublishAdditionalInfos':
    'Les versions des locales actives seront dépubliées <em>(Internationalisation)</em>',
  'Settings.aiLocalizations.label': 'Traductions par l’IA',
  'Settings.aiLocalizations.description':
    'Chaque fois que vous enregistrez dans le Gestionnaire de contenu, notre IA traduit automatiquement toutes les autres locales à partir de la locale par défaut.',
  'Settings.locales.modal.create.code.error': 'Veuillez choisir une locale',
  'Settings.locales.modal.create.name.error.min': 'Le nom affiché de la locale doit compter moins de 50 caractères.',
  'Settings.locales.modal.create.name.error.required': 'Veuillez donner un nom affiché à la locale',
  'list-view.table.header.label': 'Disponible en',
};
