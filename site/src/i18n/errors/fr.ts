import type { ErrorSections } from './types';

/** The error pages, the shared fields' words and what a failed call says, in French (Belgium). */
export const errors: ErrorSections = {
  notFound: {
    title: 'Page introuvable',
    text: "Cette page n'existe pas ou n'existe plus.",
    backHome: "Retour à l'accueil",
  },
  error: {
    title: 'Erreur',
    heading: 'Un problème est survenu',
    text: "Il s'est produit une erreur lors du chargement des données. Réessayez dans quelques minutes.",
  },
  fields: { botTrap: 'Ne remplissez pas ce champ', didYouMean: 'Vouliez-vous dire', questionMark: ' ?' },
  failure: {
    accessDenied: 'Accès refusé',
    loadingError: "Il s'est produit une erreur lors du chargement des données.",
    nameTaken: 'Ce nom est déjà utilisé.',
  },
};
