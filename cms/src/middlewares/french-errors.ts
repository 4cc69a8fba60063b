import { API_MESSAGES, TEXTS, VALIDATION } from '@brocante/shared';

/**
 * Strapi, Koa and the users-permissions plugin answer some errors in English; a person reads every
 * message in French. Runs outside `strapi::errors`, on the error body that middleware wrote: known
 * messages get their French text, any other English message gets the French text of its status,
 * and so do the English field messages of a validation error.
 */
// Messages whose French says more than the French of their status (BY_STATUS below).
const FRENCH_MESSAGES: Record<string, string> = {
  'Invalid identifier or password': 'Adresse e-mail ou mot de passe incorrect.',
  'Your account has been blocked by an administrator': 'Ce compte est bloqué.',
  'Your account email is not confirmed': "L'adresse e-mail de ce compte n'est pas confirmée.",
  'Register action is currently disabled': 'La création de comptes est fermée : demandez un accès au comité.',
  'Missing refresh token': API_MESSAGES.sessionEnded,
  'Invalid refresh token': API_MESSAGES.sessionEnded,
  'Refresh token expired': API_MESSAGES.sessionEnded,
  'Passwords do not match': 'Les deux mots de passe ne correspondent pas.',
  'The provided current password is invalid': 'Le mot de passe actuel est incorrect.',
  'Your new password must be different than your current password': "Le nouveau mot de passe doit être différent de l'ancien.",
};

const BY_STATUS: Record<number, string> = {
  400: VALIDATION.invalidBody,
  401: TEXTS.accessDenied,
  403: TEXTS.accessDenied,
  404: API_MESSAGES.notFound,
  405: API_MESSAGES.methodNotAllowed,
  413: API_MESSAGES.tooLarge,
  415: API_MESSAGES.jsonOnly,
  429: API_MESSAGES.tooManyRequests,
};

/**
 * English words, outside any quoted value: a message holding one is English (ours never do, and
 * Strapi's, Koa's and yup's always do). Quoted values (`…`, "…", « … ») are what the person sent.
 */
const ENGLISH_WORDS =
  /\b(the|is|are|was|must|invalid|missing|occurred|errors?|required|expected|received|should|cannot|not|too|many|request|entity|large|forbidden|property|match|found|unauthorized|failed|unexpected|token|field|value|allowed|please|unknown|provided|exist|an|of|to|be|has|have|with|for|your|only|bad|unsupported)\b/i;
function isEnglish(message: string): boolean {
  return ENGLISH_WORDS.test(message.replace(/`[^`]*`|"[^"]*"|«[^»]*»/g, ' '));
}

function french(message: string, status: number): string {
  if (FRENCH_MESSAGES[message]) return FRENCH_MESSAGES[message];
  if (status === 400 && /JSON|Unexpected (token|end)|position \d+/.test(message)) return API_MESSAGES.notJson;
  if (!isEnglish(message)) return message;
  return BY_STATUS[status] ?? TEXTS.loadingError;
}

export default () =>
  async function frenchErrors(ctx: any, next: () => Promise<void>) {
    await next();
    // The router's own refusals (405 where only another method is routed) come with no body: Koa would
    // answer its English status text.
    if (ctx.body == null && ctx.status >= 400 && ctx.path.startsWith('/api/')) {
      const status = ctx.status;
      ctx.body = {
        data: null,
        error: { status, name: 'HttpError', message: BY_STATUS[status] ?? TEXTS.loadingError, details: {} },
      };
      ctx.status = status;
      return;
    }
    const error = ctx.body?.error;
    if (!error || typeof error.message !== 'string') return;
    const status = Number(error.status ?? ctx.status);
    error.message = french(error.message, status);
    const fields = error.details?.errors;
    if (Array.isArray(fields)) {
      for (const field of fields) {
        if (field && typeof field.message === 'string' && isEnglish(field.message)) {
          field.message = /required/i.test(field.message) ? VALIDATION.required : VALIDATION.invalidBody;
        }
      }
    }
    // A yup error of the users-permissions plugin says "2 errors occurred": its first field's message says more.
    if (error.message === VALIDATION.invalidBody && Array.isArray(fields) && typeof fields[0]?.message === 'string') {
      error.message = fields[0].message;
    }
  };
