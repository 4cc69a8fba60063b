import {
  API_MESSAGES,
  API_MESSAGES_NL,
  codeParts,
  isStaffRole,
  messageCode,
  messageText,
  readCode,
  TEXTS,
  TEXTS_NL,
  VALIDATION,
  VALIDATION_NL,
  type Language,
  type Messages,
} from '@brocante/shared';
import { requestLanguage } from '../lib/request-language';

/**
 * Every error answers in the request's language (its Accept-Language: French, or Dutch), with the code of its message.
 * Runs outside `strapi::errors`, on the error body that middleware wrote. First French: Strapi, Koa and the
 * users-permissions plugin answer some errors in English; known messages get their French text, any other English
 * message the French text of its status, and so do the English field messages of a validation error. Then, for a
 * Dutch request, each message of the catalogues gets its Dutch text: by its code where it names values (a field's
 * `code`, the error's `messageCode`), by its French text otherwise.
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

function french(message: string, status: number, ctx: any): string {
  if (FRENCH_MESSAGES[message]) return FRENCH_MESSAGES[message];
  // A volunteer refused a route their role does not hold (route-roles.ts): said as such, not as a stranger's.
  if (status === 403 && message === 'Forbidden' && isStaffRole(ctx.state?.user?.role?.type)) return API_MESSAGES.roleForbids;
  if (status === 400 && /JSON|Unexpected (token|end)|position \d+/.test(message)) return API_MESSAGES.notJson;
  if (!isEnglish(message)) return message;
  return BY_STATUS[status] ?? TEXTS.loadingError;
}

/** The catalogues in French and in Dutch, by name: the error's `messageCode` is `api.…`, `texts.…` or `validation.…`. */
const CATALOGUES: Record<string, Record<Language, Messages>> = {
  validation: { fr: VALIDATION, nl: VALIDATION_NL },
  api: { fr: API_MESSAGES, nl: API_MESSAGES_NL },
  texts: { fr: TEXTS, nl: TEXTS_NL },
};

/** Each message of the catalogues that names no value, by its French text: its code (the first one's, for a text two share). */
const CODE_OF_FRENCH_TEXT = new Map<string, string>();
for (const [name, { fr }] of Object.entries(CATALOGUES)) {
  for (const [key, entry] of Object.entries(fr)) {
    if (typeof entry === 'string' && !CODE_OF_FRENCH_TEXT.has(entry)) CODE_OF_FRENCH_TEXT.set(entry, `${name}.${key}`);
  }
}

/** A code (`api.householdLimit` and its values) in a language's words; null when no catalogue has it. */
function worded(code: string, language: Language): string | null {
  const dot = code.indexOf('.');
  const catalogue = CATALOGUES[code.slice(0, dot)]?.[language];
  const inCatalogue = code.slice(dot + 1);
  return dot > 0 && catalogue && readCode(inCatalogue, catalogue) ? messageText(inCatalogue, catalogue) : null;
}

/**
 * The error's message and its fields' in the request's language; the error names its message's code
 * (`details.messageCode`, `details.messageValues`), each field keeps its own (`code`, `values`).
 */
function inLanguage(error: any, language: Language) {
  const fields: any[] = Array.isArray(error.details?.errors) ? error.details.errors.filter(Boolean) : [];
  const given: unknown = error.details?.messageCode;
  const code = typeof given === 'string' ? given : CODE_OF_FRENCH_TEXT.get(error.message);
  const codeOf = (field: any): string | undefined =>
    typeof field.code === 'string'
      ? `validation.${messageCode(field.code, Array.isArray(field.values) ? field.values : [])}`
      : field.message === error.message
        ? code
        : CODE_OF_FRENCH_TEXT.get(field.message);
  const fieldCodes = fields.map(codeOf);
  const errorCode = code ?? (fields[0]?.message === error.message ? fieldCodes[0] : undefined);
  fields.forEach((field, index) => {
    const fieldCode = fieldCodes[index];
    if (fieldCode && typeof field.message === 'string') field.message = worded(fieldCode, language) ?? field.message;
  });
  if (!errorCode) return;
  const { key, values } = codeParts(errorCode);
  error.message = worded(errorCode, language) ?? error.message;
  error.details = { ...error.details, messageCode: key, ...(values.length > 0 && { messageValues: values }) };
}

export default () =>
  async function errorLanguage(ctx: any, next: () => Promise<void>) {
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
    error.message = french(error.message, status, ctx);
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
    inLanguage(error, requestLanguage(ctx));
  };
