import type { Core, UID } from '@strapi/strapi';

/** [label, help text] of every field editors meet in Strapi's panel. */
type Fields = Record<string, [string, string]>;

const POST: Fields = {
  title: ['Titre', "Le titre de l'actualité, tel qu'il apparaît sur le site."],
  slug: [
    'Adresse (slug)',
    'La fin de son adresse : minuscules, chiffres et tirets ; une barre oblique pour un dossier (2027/brocante-de-printemps).',
  ],
  excerpt: ['Résumé', "Une ou deux phrases, montrées dans la liste des actualités et sur l'accueil."],
  body: ['Texte', "Le texte de l'actualité, en Markdown (## pour un intertitre, - pour une liste)."],
  cover: ['Image de couverture', "Facultative ; elle s'affiche en tête de l'actualité."],
  coverAlt: ["Description de l'image", "Ce que montre l'image, pour les personnes qui ne la voient pas."],
};

const CONFIGURATION: Fields = {
  date: ['Date de la brocante', 'Le jour de la brocante.'],
  registrationPrice: ["Prix d'un emplacement (€)", 'Le montant à virer pour un emplacement.'],
  householdRegistrationLimit: [
    'Inscriptions par foyer',
    "Le nombre d'inscriptions au plus pour une même adresse (rue et numéro), par édition.",
  ],
  neighborRegistrationEnd: [
    'Clôture des riverains',
    "Après cette date et cette heure (heure de Bruxelles), les riverains ne peuvent plus s'inscrire.",
  ],
  visitorRegistrationEnd: ['Clôture des visiteurs', 'Après cette date et cette heure, plus personne ne peut s’inscrire.'],
  debtorName: ['Bénéficiaire', 'Le nom du titulaire du compte du comité, tel que la banque le connaît.'],
  debtorIban: ['IBAN du comité', 'Le compte qui reçoit les virements (vérifié à l’enregistrement).'],
  debtorBic: ['BIC du comité', 'Le code de la banque du comité, par exemple GEBABEBB.'],
  unpaidGraceDays: [
    'Délai de paiement (jours)',
    'Sans paiement après ce nombre de jours, une inscription est annulée et son emplacement libéré.',
  ],
  reminderDaysBeforeExpiry: [
    'Rappel avant annulation (jours)',
    'Un rappel part ce nombre de jours avant la fin du délai de paiement.',
  ],
};

/** The configuration's edit view as an editor thinks of it: the day and price, the deadlines, the bank account, the payment delays. */
const CONFIGURATION_LAYOUT = [
  ['date', 'registrationPrice', 'householdRegistrationLimit'],
  ['neighborRegistrationEnd', 'visitorRegistrationEnd'],
  ['debtorName'],
  ['debtorIban', 'debtorBic'],
  ['unpaidGraceDays', 'reminderDaysBeforeExpiry'],
];

const PANEL: { uid: UID.ContentType; fields: Fields; layout?: string[][] }[] = [
  { uid: 'api::post.post', fields: POST },
  { uid: 'api::configuration.configuration', fields: CONFIGURATION, layout: CONFIGURATION_LAYOUT },
];

/**
 * Strapi's panel in the committee's words: a French label and help text on every field editors
 * see, and the configuration laid out by subject. Written at every start, over the panel's defaults.
 */
export async function labelPanelFields(strapi: Core.Strapi): Promise<void> {
  const contentTypes = strapi.plugin('content-manager').service('content-types');
  for (const { uid, fields, layout } of PANEL) {
    const contentType = contentTypes.findContentType(uid);
    const configuration = await contentTypes.findConfiguration(contentType);
    const metadatas = { ...configuration.metadatas };
    for (const [field, [label, description]] of Object.entries(fields)) {
      const current = metadatas[field] ?? {};
      metadatas[field] = { ...current, edit: { ...current.edit, label, description }, list: { ...current.list, label } };
    }
    const layouts = { ...configuration.layouts };
    if (layout) layouts.edit = layout.map((row) => row.map((name) => ({ name, size: 12 / row.length })));
    await contentTypes.updateConfiguration(contentType, { settings: configuration.settings, metadatas, layouts });
  }
}
