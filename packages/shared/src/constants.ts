/** Constants every app shares (delays, page sizes, time zone, locale) and the API's limits. */
export const LOADING_INDICATOR_DELAY_MS = 400;
export const SEARCH_DEBOUNCE_MS = 500;
export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_PAGE = 1;
export const MAX_PAGE_SIZE = 100;
export const TEXTAREA_ROWS = 5;
export const TIME_ZONE = 'Europe/Brussels';

/** Longest password the API hashes (bcrypt reads 72 bytes; a longer one is only a way to load the server). */
export const PASSWORD_MAX_LENGTH = 128;
/** Deepest nesting of a JSON body or a query string the API reads. */
export const MAX_INPUT_DEPTH = 8;
/** A field people never see nor fill (a honeypot): a form that arrives with it filled was sent by a robot. */
export const BOT_TRAP_FIELD = 'homepage';
/** Largest insurance certificate a volunteer may file with the commune's file (a PDF, a scan or a photo), in megabytes. */
export const INSURANCE_CERTIFICATE_MAX_MEGABYTES = 5;
