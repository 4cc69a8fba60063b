import type { FrameSections } from './types';

/** The page's frame, in French (Belgium). */
export const frame: FrameSections = {
  layout: {
    description: 'Les nouvelles du {quarter}, la brocante et le comité de quartier.',
    rssTitle: 'Actualités — {committee}',
    rssDescription: 'Les nouvelles du {quarter}.',
    skipLink: 'Aller au contenu',
    navigationLabel: 'Navigation principale',
    home: 'Accueil',
    news: 'Actualités',
    brocante: 'Brocante',
    contact: 'Contact',
    privacy: 'Vie privée',
    otherLanguage: 'Nederlands',
  },
  content: {
    articleOnlyInFrench: 'Cet article n’existe qu’en français.',
    pageOnlyInFrench: 'Ce texte n’existe qu’en français.',
  },
  noBrocante: {
    title: "Aucune brocante n'est encore annoncée",
    text: "Le comité n'a pas encore fixé la date de la prochaine brocante. Elle sera annoncée ici, avec le prix des emplacements et l'ouverture des inscriptions.",
    newsLink: 'Les actualités du quartier',
  },
};
