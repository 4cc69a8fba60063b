/**
 * The French messages every part shows. Each kind has its own module, so that a page's JavaScript
 * holds the messages it shows and no other (a form loads the validation messages with its rules).
 */
export * from './texts.js';
export * from './validation-messages.js';
export * from './api-messages.js';
