import { LOCALES, type Language } from '@brocante/shared';
import type { Plural } from './types';

/** A catalogue's text with its `{name}` values put in. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A count in words, as the language's plural rules choose (French: 0 and 1 singular; Dutch: 1 only). */
export function plural(count: number, forms: Plural, language: Language): string {
  const form = new Intl.PluralRules(LOCALES[language]).select(count) === 'one' ? forms.one : forms.other;
  return fill(form, { count });
}

/** A text cut at its `{name}` values: the pieces in reading order, each a text or the name of a value to put there. */
export function pieces(text: string): ({ text: string } | { value: string })[] {
  return text
    .split(/(\{\w+\})/)
    .filter(Boolean)
    .map((piece) => (/^\{\w+\}$/.test(piece) ? { value: piece.slice(1, -1) } : { text: piece }));
}
