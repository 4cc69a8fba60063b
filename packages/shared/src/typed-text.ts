/**
 * What a text typed by a person may hold, for the forms and for every body the API reads:
 * no NUL or other control character (tabs and line breaks only where a text has several lines),
 * no lone surrogate (half of a character), no direction override (text that reads other than it is
 * stored), and something visible, not only spaces or zero-width characters.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this rule refuses
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_BREAK_OR_TAB = /[\t\n\r\u2028\u2029]/;
const LONE_SURROGATE = /\p{Cs}/u;
const DIRECTION_OVERRIDE = /[\u202A-\u202E\u2066-\u2069]/;
// eslint-disable-next-line no-misleading-character-class -- lone combining and variation marks are what this rule finds
const INVISIBLE_ONLY = /^[\s\p{Cf}\p{Zs}\u034F\u115F\u1160\u180B-\u180F\u2800\u3164\uFE00-\uFE0F\uFFA0]*$/u;

/** A character no text of ours may hold; `multiline` texts may hold tabs and line breaks. */
export function hasForbiddenCharacters(value: string, { multiline = true } = {}): boolean {
  return (
    CONTROL.test(value) ||
    LONE_SURROGATE.test(value) ||
    DIRECTION_OVERRIDE.test(value) ||
    (!multiline && LINE_BREAK_OR_TAB.test(value))
  );
}

/** Empty, or nothing a reader would see. */
export function isInvisible(value: string): boolean {
  return INVISIBLE_ONLY.test(value);
}
