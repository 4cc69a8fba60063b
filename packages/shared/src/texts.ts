/** Exact texts of the specification: the labels and messages every screen shows. */
export const TEXTS = {
  searchLabel: 'Recherche',
  searchPlaceholder: 'Nom, description',
  previous: 'Précédent',
  next: 'Suivant',
  registrations: 'Réservations',
  pitches: 'Emplacements',
  selectPlaceholder: 'Veuillez sélectionner',
  accessDenied: 'Accès refusé',
  loadingError: "Il s'est produit une erreur lors du chargement des données.",
  nameTaken: 'Ce nom est déjà utilisé.',
} as const;

/** 'Page X/Y - N résultats' */
export function paginationSummary(page: number, pageCount: number, total: number): string {
  return `Page ${page}/${pageCount} - ${total} résultats`;
}
