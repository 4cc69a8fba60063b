/** Gestionnaire de contenu (@strapi/content-manager): the keys Strapi leaves without French, preview included. */
export const CONTENT_MANAGER: Record<string, string> = {
  'actions.delete.label': 'Supprimer l’entrée{isLocalized, select, true { (toutes les locales)} other {}}',
  'actions.open-in-new-tab.label': 'Ouvrir dans un nouvel onglet',
  'actions.copy-documentId.label': 'Copier l’ID du document',
  'actions.copy-documentId.success': 'ID du document copié dans le presse-papiers',
  'components.DynamicZone.extra-components':
    '{number, plural, =0 {Il y a # composant supplémentaire} one {Il y a # composant supplémentaire} other {Il y a # composants supplémentaires}}',
  'components.DynamicZone.unknown-component': 'Composant inconnu',
  'components.DynamicZone.move-up': 'Monter',
  'components.DynamicZone.move-down': 'Descendre',
  'components.RelationInputModal.modal-title': 'Modifier une relation',
  'components.RelationInputModal.button-fullpage': 'Aller à l’entrée',
  'components.RelationInputModal.confirmation-message':
    'Certaines modifications n’ont pas été enregistrées. Voulez-vous vraiment fermer cette relation ? Les modifications non enregistrées seront perdues.',
  'containers.edit.information.last-published.value': '{time}{isAnonymous, select, true {} other { par {author}}}',
  'containers.edit.information.last-draft.value': '{time}{isAnonymous, select, true {} other { par {author}}}',
  'containers.edit.information.document.value': '{time}{isAnonymous, select, true {} other { par {author}}}',
  'containers.edit.information.documentId.label': 'ID du document',
  'containers.List.statusFilter.draft': 'Brouillon (jamais publié)',
  'containers.List.statusFilter.published': 'Publié (tous)',
  'containers.List.statusFilter.publishedModified': 'Publié (modifié depuis)',
  'containers.List.statusFilter.publishedUnmodified': 'Publié (non modifié)',
  'containers.list.filters.status': 'Statut',
  'containers.list.selectedEntriesModal.title': 'Publier des entrées',
  'containers.list.selectedEntriesModal.selectedCount.publish':
    '<b>{publishedCount}</b> {publishedCount, plural, =0 {entrée déjà publiée} one {entrée déjà publiée} other {entrées déjà publiées}}. <b>{draftCount}</b> {draftCount, plural, =0 {entrée prête à être publiée} one {entrée prête à être publiée} other {entrées prêtes à être publiées}}. <b>{withErrorsCount}</b> {withErrorsCount, plural, =0 {entrée en attente d’une action} one {entrée en attente d’une action} other {entrées en attente d’une action}}.',
  'containers.list.selectedEntriesModal.selectedCount.unpublish':
    '<b>{draftCount}</b> {draftCount, plural, =0 {entrée déjà dépubliée} one {entrée déjà dépubliée} other {entrées déjà dépubliées}}. <b>{publishedCount}</b> {publishedCount, plural, =0 {entrée prête à être dépubliée} one {entrée prête à être dépubliée} other {entrées prêtes à être dépubliées}}.',
  'containers.list.autoCloneModal.error.unique': 'Des valeurs identiques ne sont pas permises dans un champ unique.',
  'containers.list.autoCloneModal.error.relation': 'Dupliquer la relation pourrait la retirer de l’entrée d’origine.',
  'containers.edit-settings.modal-form.mainField.hint': 'Définir le champ affiché dans les vues d’édition et de liste',
  'containers.edit-settings.modal-form.size': 'Taille',
  'containers.SettingPage.add.relational-field': 'Insérer un autre champ lié',
  'containers.SettingPage.editSettings.relationOpenMode': 'Ouverture des relations',
  'containers.SettingPage.editSettings.relationOpenMode.description':
    'Choisissez comment s’ouvre une entrée liée sur laquelle on clique',
  'containers.SettingPage.editSettings.relationOpenMode.modal': 'Fenêtre modale (par défaut)',
  'containers.SettingPage.editSettings.relationOpenMode.newTab': 'Ouvrir dans un nouvel onglet',
  'containers.SettingPage.editSettings.relationOpenMode.page': 'Aller à la page',
  'containers.SettingPage.relations': 'Champs liés',
  'form.Input.hint.character.unit': '{maxValue, plural, one { caractère} other { caractères}}',
  'form.Input.hint.minMaxDivider': ' / ',
  'form.Input.hint.text':
    '{min, select, undefined {} other {min. {min}}}{divider}{max, select, undefined {} other {max. {max}}}{unit}{br}{description}',
  'permissions.not-allowed.locale': 'Vous n’avez pas les permissions pour accéder à ce contenu dans cette locale',
  'popUpWarning.warning.has-draft-relations.title': 'Confirmation',
  'popUpWarning.warning.has-draft-relations.message':
    'Cette entrée est liée à {count, plural, one {# entrée en brouillon} other {# entrées en brouillon}}. {count, plural, one {Cette relation ne sera pas incluse dans la version publiée.} other {Ces relations ne seront pas incluses dans la version publiée.}}',
  'popUpWarning.warning.has-draft-m2m-relations.message':
    '{count, plural, one {# entrée liée est encore en brouillon. Elle apparaîtra sur le site dès qu’elle sera publiée.} other {# entrées liées sont encore en brouillon. Elles apparaîtront sur le site dès qu’elles seront publiées.}}',
  'popUpWarning.warning.has-draft-m2m-relations.additional':
    '{count, plural, one {# lien plusieurs-à-plusieurs pointe} other {# liens plusieurs-à-plusieurs pointent}} vers des entrées en brouillon qui deviendront visibles une fois publiées.',
  'popUpwarning.warning.bulk-has-draft-relations.message':
    '<b>{count} {count, plural, one {relation} other {relations}} sur {entities} {entities, plural, one {entrée} other {entrées}}</b> {count, plural, one {n’est pas encore publiée} other {ne sont pas encore publiées}}, ce qui pourrait causer un comportement inattendu. ',
  'popUpWarning.warning.unpublish': 'Si vous ne publiez pas ce contenu, il redeviendra automatiquement un brouillon.',
  'popUpWarning.warning.unpublish-question': 'Voulez-vous vraiment ne pas le publier ?',
  'preview.panel.title': 'Aperçu',
  'preview.panel.button': 'Ouvrir l’aperçu',
  'preview.panel.button-configuration': 'Configurer l’aperçu',
  'preview.panel.button-disabled-tooltip': 'Enregistrez pour ouvrir l’aperçu',
  'preview.page-title': 'Aperçu : {contentType}',
  'preview.header.close': 'Fermer l’aperçu',
  'preview.copy.label': 'Copier le lien de l’aperçu',
  'preview.copy.success': 'Lien de l’aperçu copié',
  'preview.tabs.label': 'Version de l’aperçu',
  'preview.device.select': 'Type d’appareil',
  'preview.device.desktop': 'Ordinateur',
  'preview.device.mobile': 'Téléphone',
  'preview.info.single-click-hint': 'Double-cliquez pour modifier',
  'preview.error.invalid-field-path': 'Ce champ est introuvable dans le document actuel',
  'preview.error.relations-not-handled': 'Les relations ne se modifient pas encore dans l’aperçu.',
  'preview.error.incomplete-strapi-source': 'Il manque à ce champ des informations nécessaires à l’aperçu',
  'preview.error.different-document': 'Ce champ provient d’un autre document',
  'preview.error.script-failed':
    'Impossible de charger le script de l’aperçu en direct. La modification dans l’aperçu n’est peut-être pas disponible.',
  'relation.create': 'Créer une relation',
  'success.records.publish': 'Publication réussie.',
  'listView.validation.errors.title': 'Action requise',
  'listView.validation.errors.message':
    'Vérifiez que tous les champs sont valides avant de publier (champ obligatoire, nombre de caractères minimum ou maximum, etc.)',
  'history.sidebar.version-card.aria-label': 'Carte de version',
  'history.sidebar.versionDescription':
    '{distanceToNow}{isAnonymous, select, true {} other { par {author}}}{isCurrent, select, true { <b>(actuelle)</b>} other {}}',
  'history.version.subtitle': '{hasLocale, select, true {{subtitle}, en {locale}} other {{subtitle}}}',
  'history.content.missing-assets.title': '{number, plural, =1 {Média manquant} other {{number} médias manquants}}',
  'history.content.missing-assets.message':
    '{number, plural, =1 {Il a été supprimé de la médiathèque et ne peut pas être restauré.} other {Ils ont été supprimés de la médiathèque et ne peuvent pas être restaurés.}}',
  'history.content.missing-relations.title': '{number, plural, =1 {Relation manquante} other {{number} relations manquantes}}',
  'history.content.missing-relations.message':
    '{number, plural, =1 {Elle a été supprimée et ne peut pas être restaurée.} other {Elles ont été supprimées et ne peuvent pas être restaurées.}}',
  'validation.error.unreadable-required-field':
    'Vos permissions actuelles ne donnent pas accès à certains champs obligatoires. Demandez cet accès à un administrateur pour continuer.',
};
