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

/** The rules and the privacy notice: a page of the site each. */
const PAGE: Fields = {
  title: ['Titre', 'Le titre de la page, en tête de la page et dans l’onglet du navigateur.'],
  description: ['Description', 'Une phrase qui résume la page, montrée par les moteurs de recherche.'],
  body: ['Texte', 'Le texte de la page, en Markdown (## pour un intertitre, - ou 1. pour une liste, **gras**).'],
};

const PRIVACY_PAGE: Fields = {
  ...PAGE,
  body: [
    'Texte',
    'Le texte de la page, en Markdown. Les durées de conservation sont ajoutées par le site, d’après les règles de conservation : ne les écrivez pas ici.',
  ],
};

const COMMITTEE: Fields = {
  committeeName: ['Nom du comité', 'En tête de chaque page du site, au bas des e-mails et dans l’administration des bénévoles.'],
  quarterName: ['Nom du quartier', 'En tête de chaque page du site, au-dessus du nom du comité.'],
  commune: [
    'Commune',
    'La commune du quartier : dans le titre du site, et déjà remplie pour les riverains dans le formulaire d’inscription.',
  ],
  postalCodes: [
    'Code(s) postal(aux)',
    'Le code postal des riverains, par exemple 1170 ; s’il y en a plusieurs, séparez-les par une virgule : 1170, 1160.',
  ],
  streets: [
    'Rues des riverains',
    'Les rues du quartier : un riverain qui habite l’une d’elles s’inscrit en priorité. Écrivez chaque nom comme sur les plaques (les emplacements portent le même).',
  ],
  homeIntroduction: ["Introduction de l'accueil", "Le texte sous le titre de la page d'accueil, en Markdown."],
  contactIntroduction: ['Introduction de la page Contact', 'Une ou deux phrases au-dessus du formulaire de contact.'],
  email: ['E-mail du comité', 'Montré sur la page Contact ; facultatif.'],
  phone: ['Téléphone du comité', 'Montré sur la page Contact, par exemple +32 2 555 01 70 ; facultatif.'],
  postalAddress: ['Adresse postale', 'Montrée sur la page Contact, une ligne par ligne d’adresse ; facultative.'],
  footerLinks: [
    'Liens du pied de page',
    'Six au plus, après Actualités et Contact : la page Facebook du comité, par exemple. Adresse en https:// ou commençant par /.',
  ],
  logo: ['Logo du comité', 'En tête de chaque page du site et de l’administration des bénévoles ; facultatif.'],
  accentColor: [
    'Couleur d’accent',
    'La couleur des liens, des boutons et des en-têtes du site et de l’administration, écrite #RRGGBB (par exemple #1a5e3a) ; assez foncée pour se lire sur du blanc (un contraste de 4,5:1 au moins). Vide : le vert du site.',
  ],
};

const STREET: Fields = {
  name: ['Nom de la rue', 'Par exemple « Rue du Ramier », comme sur les plaques de la rue.'],
};

const LINK: Fields = {
  label: ['Texte du lien', 'Ce que le lien dit, par exemple « Page Facebook du comité ».'],
  labelNl: [
    'Texte du lien en néerlandais',
    'Ce que le lien dit sur les pages en néerlandais, par exemple « Facebookpagina van het comité ». Vide : le texte français.',
  ],
  url: ['Adresse', 'Une adresse en https://, ou une page du site commençant par /.'],
};

const COMMITTEE_LAYOUT = [
  ['committeeName', 'quarterName'],
  ['commune', 'postalCodes'],
  ['streets'],
  ['homeIntroduction'],
  ['contactIntroduction'],
  ['email', 'phone'],
  ['postalAddress'],
  ['footerLinks'],
];

const PANEL: { uid: UID.ContentType; fields: Fields; layout?: string[][] }[] = [
  { uid: 'api::post.post', fields: POST },
  { uid: 'api::rules-page.rules-page', fields: PAGE },
  { uid: 'api::privacy-page.privacy-page', fields: PRIVACY_PAGE },
  { uid: 'api::committee.committee', fields: COMMITTEE, layout: COMMITTEE_LAYOUT },
];

/**
 * Strapi's panel in the committee's words: a French label and help text on every field editors
 * see, and the committee's details laid out by subject. Written at every start, over the panel's defaults.
 */
export async function labelPanelFields(strapi: Core.Strapi): Promise<void> {
  const contentTypes = strapi.plugin('content-manager').service('content-types') as ModelsService & {
    findContentType(uid: string): unknown;
  };
  for (const { uid, fields, layout } of PANEL) await label(contentTypes, contentTypes.findContentType(uid), fields, layout);
  const components = strapi.plugin('content-manager').service('components') as ModelsService & {
    findComponent(uid: string): unknown;
  };
  await label(components, components.findComponent('site.link'), LINK);
  await label(components, components.findComponent('quarter.street'), STREET);
}

type ModelsService = {
  findConfiguration(model: unknown): Promise<any>;
  updateConfiguration(model: unknown, configuration: unknown): Promise<unknown>;
};

async function label(service: ModelsService, model: unknown, fields: Fields, layout?: string[][]) {
  const configuration = await service.findConfiguration(model);
  const metadatas = { ...configuration.metadatas };
  for (const [field, [label, description]] of Object.entries(fields)) {
    const current = metadatas[field] ?? {};
    metadatas[field] = { ...current, edit: { ...current.edit, label, description }, list: { ...current.list, label } };
  }
  const layouts = { ...configuration.layouts };
  if (layout) layouts.edit = layout.map((row) => row.map((name) => ({ name, size: 12 / row.length })));
  await service.updateConfiguration(model, { settings: configuration.settings, metadatas, layouts });
}
