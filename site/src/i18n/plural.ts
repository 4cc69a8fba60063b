/** A count's text, chosen by Intl.PluralRules for the language: `{count}` is the number. */
export interface Plural {
  one: string;
  other: string;
}
