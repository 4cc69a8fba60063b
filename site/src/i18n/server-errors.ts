import { API_MESSAGES, API_MESSAGES_NL, type Language } from '@brocante/shared';

/** What one of nginx's own error pages says in one language: its title, and its message (the API's answer too). */
export interface ServerErrorText {
  title: string;
  message: string;
}

/**
 * nginx's own errors (deploy/nginx/error-pages.conf), by the page that answers them under /erreur-serveur/, in both
 * languages: the page shows both, one under the other; the API answers the message in the request's language.
 */
export const SERVER_ERRORS = {
  // 502, 504: Strapi stopped, or too slow (and 503 on a page: error-pages.conf).
  indisponible: {
    fr: {
      title: 'Momentanément indisponible',
      message: "Le serveur du comité ne répond pas pour l'instant. Réessayez dans quelques minutes.",
    },
    nl: {
      title: 'Tijdelijk niet beschikbaar',
      message: 'De server van het comité antwoordt momenteel niet. Probeer het over enkele minuten opnieuw.',
    },
  },
  // 503: an upgrade's window (deploy/lib/upgrade.sh), nginx answering for Strapi with Retry-After; the site's forms
  // send again by themselves (site/src/lib/api.ts), so a person reads this only when the upgrade outlasts their patience.
  'mise-a-jour': {
    fr: {
      title: 'Mise à jour en cours',
      message:
        'Le site du comité se met à jour et sera de retour dans un instant. Ce que vous avez écrit est gardé : envoyez-le à nouveau dans une minute.',
    },
    nl: {
      title: 'Update bezig',
      message:
        'De site van het comité wordt bijgewerkt en is zo terug. Wat u hebt ingevuld blijft bewaard: verstuur het over een minuut opnieuw.',
    },
  },
  // 413: a body over client_max_body_size.
  'trop-volumineux': {
    fr: { title: 'Envoi trop volumineux', message: `${API_MESSAGES.tooLarge} Envoyez un fichier plus petit.` },
    nl: { title: 'Te grote zending', message: `${API_MESSAGES_NL.tooLarge} Verstuur een kleiner bestand.` },
  },
  // 400, 405, 408, 414: a request nginx cannot read or take (a broken address, headers too large, a form sent to a page).
  'demande-illisible': {
    fr: {
      title: 'Demande illisible',
      message: "Le serveur n'a pas pu lire cette demande. Réessayez depuis la page d'accueil.",
    },
    nl: {
      title: 'Onleesbaar verzoek',
      message: 'De server kon dit verzoek niet lezen. Probeer het opnieuw vanaf de startpagina.',
    },
  },
  // 401: the panel's password not given (deploy/nginx/panel-access.conf).
  'acces-reserve': {
    fr: {
      title: 'Accès réservé',
      message:
        "Le panneau du comité demande le nom d'utilisateur et le mot de passe que le comité vous a donnés. Rechargez la page pour les saisir.",
    },
    nl: {
      title: 'Toegang voorbehouden',
      message:
        'Het paneel van het comité vraagt de gebruikersnaam en het wachtwoord die u van het comité hebt gekregen. Laad de pagina opnieuw om ze in te vullen.',
    },
  },
  // 403: a folder without a page.
  'acces-refuse': {
    fr: { title: 'Accès refusé', message: "Cette adresse ne s'ouvre pas." },
    nl: { title: 'Geen toegang', message: 'Dit adres kan niet worden geopend.' },
  },
  // 500: nginx itself failed.
  'erreur-interne': {
    fr: {
      title: 'Erreur du serveur',
      message: 'Le serveur du comité a rencontré une erreur. Réessayez dans quelques minutes.',
    },
    nl: {
      title: 'Serverfout',
      message: 'De server van het comité heeft een fout ondervonden. Probeer het over enkele minuten opnieuw.',
    },
  },
} satisfies Record<string, Record<Language, ServerErrorText>>;

export type ServerErrorPage = keyof typeof SERVER_ERRORS;

/** The link to the site's home in each language, under each message. */
export const SERVER_ERROR_HOME: Record<Language, string> = {
  fr: "Aller à l'accueil du site",
  nl: 'Naar de startpagina van de site',
};

/**
 * The errors nginx can answer on /api, with the name Strapi gives them (the clients read `error.name`,
 * packages/shared/src/api-error.ts): deploy/nginx/brocante.conf sends each its JSON, in the request's language.
 */
export const API_ERROR_NAMES: Partial<Record<ServerErrorPage, string>> = {
  indisponible: 'ServiceUnavailableError',
  'mise-a-jour': 'ServiceUnavailableError',
  'trop-volumineux': 'PayloadTooLargeError',
  'demande-illisible': 'BadRequestError',
  'erreur-interne': 'InternalServerError',
};
