import { API_MESSAGES, TEXTS } from '@brocante/shared';

/**
 * Strapi and its plugins answer some errors in English; a person reads every message in French.
 * Runs outside `strapi::errors`, on the error body that middleware wrote.
 */
const FRENCH_MESSAGES: Record<string, string> = {
  Forbidden: TEXTS.accessDenied,
  'Forbidden access': TEXTS.accessDenied,
  'Missing or invalid credentials': TEXTS.accessDenied,
  Unauthorized: TEXTS.accessDenied,
  'Not Found': API_MESSAGES.notFound,
  'Invalid identifier or password': 'Adresse e-mail ou mot de passe incorrect.',
  'Your account has been blocked by an administrator': 'Ce compte est bloqué.',
  'Your account email is not confirmed': "L'adresse e-mail de ce compte n'est pas confirmée.",
  'Register action is currently disabled': "La création de comptes est fermée : demandez un accès au comité.",
  'Too many requests, please try again later.': API_MESSAGES.tooManyRequests,
  'Internal Server Error': TEXTS.loadingError,
};

const NOT_JSON = "Le contenu envoyé n'est pas du JSON valide.";

export default () =>
  async function frenchErrors(ctx: any, next: () => Promise<void>) {
    await next();
    const error = ctx.body?.error;
    if (!error || typeof error.message !== 'string') return;
    if (FRENCH_MESSAGES[error.message]) error.message = FRENCH_MESSAGES[error.message];
    else if (error.status === 400 && /JSON|Unexpected (token|end)/.test(error.message)) error.message = NOT_JSON;
  };
