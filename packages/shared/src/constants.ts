/** Constants of the specification (section 9) and of the committee's limits. */
export const LOADING_INDICATOR_DELAY_MS = 400;
export const SEARCH_DEBOUNCE_MS = 500;
export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_PAGE = 1;
export const MAX_PAGE_SIZE = 100;
export const TEXTAREA_ROWS = 5;
export const TIME_ZONE = 'Europe/Brussels';
export const LOCALE = 'fr-BE';
