/**
 * The messages every part shows, one catalogue per language (French, the specification's texts; Dutch, the same keys).
 * Each kind has its own module, so that a page's JavaScript holds the messages it shows and no other (a form loads
 * its language's validation messages with its schemas; the schemas themselves give codes: message-codes.ts).
 */
export * from './message-codes.js';
export * from './texts.js';
export * from './texts.nl.js';
export * from './validation-codes.js';
export * from './validation-messages.js';
export * from './validation-messages.nl.js';
export * from './api-messages.js';
export * from './api-messages.nl.js';
