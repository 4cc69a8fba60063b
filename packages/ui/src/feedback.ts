/**
 * What a form shows only once it is sent: the error banner and the loading clock (with the icons they
 * draw). Importable alone, so that a page can fetch them apart from the form's first paint.
 */
export { ErrorBanner } from './ErrorBanner';
export { LoadingClock } from './LoadingClock';
