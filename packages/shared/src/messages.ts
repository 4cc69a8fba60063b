/** Exact texts of the specification, and the French messages every part shows. */
export const TEXTS = {
  searchLabel: 'Recherche',
  searchPlaceholder: 'Nom, description',
  previous: 'Précédent',
  next: 'Suivant',
  registrations: 'Réservations',
  locations: 'Emplacements',
  selectPlaceholder: 'Veuillez sélectionner',
  accessDenied: 'Accès refusé',
  loadingError: "Il s'est produit une erreur lors du chargement des données.",
  nameTaken: 'Ce nom est déjà utilisé.',
} as const;

/** 'Page X/Y - N résultats' */
export function paginationSummary(page: number, pageCount: number, total: number): string {
  return `Page ${page}/${pageCount} - ${total} résultats`;
}

export const VALIDATION = {
  required: 'Ce champ est obligatoire.',
  text: 'Ce champ doit être un texte.',
  tooLong: (max: number) => `Ce champ ne peut pas dépasser ${max} caractères.`,
  tooShort: (min: number) =>
    min <= 1 ? 'Ce champ est obligatoire.' : `Ce champ doit contenir au moins ${min} caractères.`,
  email: 'Adresse e-mail invalide.',
  phone: 'Numéro de téléphone invalide (par exemple 0470 12 34 56 ou +32 470 12 34 56).',
  postalCode: 'Code postal invalide.',
  kind: "Type d'inscription invalide : riverain ou visiteur.",
  neighborStreet: 'Les riverains doivent habiter une rue du quartier.',
  acceptRules: 'Vous devez accepter le règlement de la brocante.',
  acceptPrivacy: 'Vous devez accepter la politique de confidentialité.',
  unknownFields: (keys: string[]) => `Champ${keys.length > 1 ? 's' : ''} inconnu${keys.length > 1 ? 's' : ''} : ${keys.join(', ')}.`,
  invalidBody: 'Le contenu envoyé est invalide.',
  number: 'Ce champ doit être un nombre.',
  positive: 'Ce nombre doit être positif.',
  integer: 'Ce nombre doit être entier.',
  tooLarge: (max: number) => `Ce nombre ne peut pas dépasser ${max}.`,
  tooSmall: (min: number) => `Ce nombre doit valoir au moins ${min}.`,
  locationName: 'Le nom ne peut contenir que des lettres, des chiffres et des tirets.',
  slug: 'Le slug ne peut contenir que des minuscules, des chiffres, des tirets et des barres obliques.',
} as const;

export const API_MESSAGES = {
  neighborRegistrationClosed:
    'Les inscriptions des riverains sont clôturées. Vous pouvez encore vous inscrire comme visiteur si les inscriptions des visiteurs sont ouvertes.',
  visitorRegistrationClosed: 'Les inscriptions des visiteurs sont clôturées.',
  notFound: "Cette page ou cette donnée n'existe pas.",
  forbiddenTransition: (from: string, to: string) =>
    `Une inscription « ${from} » ne peut pas passer à « ${to} ».`,
  locationTaken: 'Cet emplacement est déjà attribué à une autre inscription.',
  locationNotFound: "Cet emplacement n'existe pas.",
  locationHeld: 'Cet emplacement est attribué à une inscription : libérez-le avant de le supprimer.',
  noLocationOnInactive: "On ne peut pas attribuer d'emplacement à une inscription annulée.",
  tooManyRequests: 'Trop de demandes. Réessayez dans quelques minutes.',
  configurationMissing: "La brocante n'est pas encore configurée.",
} as const;
