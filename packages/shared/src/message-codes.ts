/**
 * A message as the schemas and the server state it: a code (the message's key in the catalogues, with the values it
 * names) that each language's catalogue puts in words. The forms translate codes with their own language's catalogue,
 * the server with the request's: no message is lost between two languages, and a page loads its own language only.
 */

/** A catalogue: each message a text, or a function of the values it names. */
export type Messages = { readonly [key: string]: string | ((...values: never[]) => string) };

/** The same catalogue in another language: the same keys, each taking the same values (a key missing is a type error). */
export type Translation<Catalogue extends Messages> = {
  readonly [Key in keyof Catalogue]: Catalogue[Key] extends (...values: infer Values) => string
    ? (...values: Values) => string
    : string;
};

/** Which messages name values, by key: what the codes of a catalogue are made from, without its texts. */
export type CodeShape<Catalogue extends Messages> = {
  readonly [Key in keyof Catalogue]: Catalogue[Key] extends string ? 'text' : 'values';
};

/** Between a code's key and its values: a character no message may hold (typed-text.ts refuses control characters). */
const VALUES = '\u001f';

/** The code of a message: its key, then its values (JSON) when it names some. */
export function messageCode(key: string, values: readonly unknown[] = []): string {
  return values.length === 0 ? key : `${key}${VALUES}${JSON.stringify(values)}`;
}

/** The codes of a catalogue's messages, made from its shape: `codes.tooLong(60)` is the code the schemas give. */
export function codesOf<Catalogue extends Messages>(shape: CodeShape<Catalogue>): Translation<Catalogue> {
  return Object.fromEntries(
    Object.entries(shape).map(([key, kind]) => [
      key,
      kind === 'text' ? messageCode(key) : (...values: unknown[]) => messageCode(key, values),
    ]),
  ) as Translation<Catalogue>;
}

/** A code's key and values (none when they are not a list in JSON): `tooLong␟[60]` is tooLong and [60]. */
export function codeParts(code: string): { key: string; values: unknown[] } {
  const cut = code.indexOf(VALUES);
  if (cut === -1) return { key: code, values: [] };
  let values: unknown;
  try {
    values = JSON.parse(code.slice(cut + 1));
  } catch {
    values = null;
  }
  return { key: code.slice(0, cut), values: Array.isArray(values) ? values : [] };
}

/** A code read back: its key and values; null for a message that is no code of the catalogue (a text written elsewhere). */
export function readCode(message: string, catalogue: Messages): { key: string; values: unknown[] } | null {
  const parts = codeParts(message);
  const valuesReadable = !message.includes(VALUES) || parts.values.length > 0;
  return Object.hasOwn(catalogue, parts.key) && valuesReadable ? parts : null;
}

/** A message in a catalogue's language: a code put in its words; any other text as it is. */
export function messageText(message: string, catalogue: Messages): string {
  const code = readCode(message, catalogue);
  if (!code) return message;
  const entry = catalogue[code.key]!;
  return typeof entry === 'string' ? entry : (entry as (...values: unknown[]) => string)(...code.values);
}
