import type { TEXTS } from './texts.js';
import type { Translation } from './message-codes.js';

/** TEXTS in Belgian Dutch: what a Dutch page shows where the French one shows the specification's texts. */
export const TEXTS_NL: Translation<typeof TEXTS> = {
  searchLabel: 'Zoeken',
  searchPlaceholder: 'Naam, beschrijving',
  previous: 'Vorige',
  next: 'Volgende',
  registrations: 'Reservaties',
  pitches: 'Standplaatsen',
  selectPlaceholder: 'Maak een keuze',
  accessDenied: 'Toegang geweigerd',
  loadingError: 'Er is een fout opgetreden bij het laden van de gegevens.',
  nameTaken: 'Deze naam is al in gebruik.',
};
