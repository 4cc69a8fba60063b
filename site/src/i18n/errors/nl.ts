import type { ErrorSections } from './types';

/** The error pages, the shared fields' words and what a failed call says, in Dutch. */
export const errors: ErrorSections = {
  notFound: {
    title: 'Pagina niet gevonden',
    text: 'Deze pagina bestaat niet of niet meer.',
    backHome: 'Terug naar de startpagina',
  },
  error: {
    title: 'Fout',
    heading: 'Er is een probleem opgetreden',
    text: 'Er is een fout opgetreden bij het laden van de gegevens. Probeer het over enkele minuten opnieuw.',
  },
  fields: { botTrap: 'Vul dit veld niet in', didYouMean: 'Bedoelde u', questionMark: '?' },
  failure: {
    accessDenied: 'Toegang geweigerd',
    loadingError: 'Er is een fout opgetreden bij het laden van de gegevens.',
    nameTaken: 'Deze naam is al in gebruik.',
  },
};
