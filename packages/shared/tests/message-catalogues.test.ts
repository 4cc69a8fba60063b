import { describe, expect, it } from 'vitest';
import {
  API_MESSAGES,
  API_MESSAGES_NL,
  messageCode,
  messageText,
  readCode,
  TEXTS,
  TEXTS_NL,
  VALIDATION,
  VALIDATION_CODES,
  VALIDATION_NL,
  type Messages,
} from '../src/messages.js';
import { fieldErrors, registrationInputSchema } from '../src/schemas.js';
import { quarterOf } from '../src/quarter.js';

const CATALOGUES: [string, Messages, Messages][] = [
  ['validation', VALIDATION, VALIDATION_NL],
  ['API', API_MESSAGES, API_MESSAGES_NL],
  ['texts', TEXTS, TEXTS_NL],
];

/** Sample values a message's function is called with: numbers that show, texts that can be found again. */
const SAMPLES: unknown[][] = [[7], [1], [0], [21, 'X'], ['«val-a»', '«val-b»'], [['champ-a', 'champ-b']], [['champ-a']]];

/** What a message put in words shows of its values: the numbers and the texts it was given, not one lost. */
function shownValues(values: unknown[]): string[] {
  return values.flat().map(String);
}

describe('the catalogues of French and Dutch messages', () => {
  it.each(CATALOGUES)('%s: the same keys in both languages, each a text or a function in both', (_, french, dutch) => {
    expect(Object.keys(dutch).sort()).toEqual(Object.keys(french).sort());
    for (const key of Object.keys(french)) expect([key, typeof dutch[key]]).toEqual([key, typeof french[key]]);
  });

  it.each(CATALOGUES)(
    '%s: a Dutch message shows the values its French one shows, and is not the French text',
    (_, french, dutch) => {
      for (const [key, entry] of Object.entries(french)) {
        const translation = dutch[key]!;
        if (typeof entry === 'string') {
          if (!['IBAN', 'BIC'].includes(entry)) expect([key, translation]).not.toEqual([key, entry]);
          continue;
        }
        const call = (message: typeof entry, values: unknown[]) => (message as (...values: unknown[]) => string)(...values);
        for (const values of SAMPLES.filter((sample) => sample.length === entry.length)) {
          let frenchText: string;
          try {
            frenchText = call(entry, values);
          } catch {
            continue; // values of another kind (a list where the message names a number)
          }
          const dutchText = call(translation as typeof entry, values);
          for (const value of shownValues(values).filter((shown) => frenchText.includes(shown)))
            expect([key, values, dutchText]).toEqual([key, values, expect.stringContaining(value)]);
          expect([key, dutchText]).not.toEqual([key, frenchText]);
        }
      }
    },
  );

  it.each(CATALOGUES)('%s: speaks of a person in French without assuming a man, quotes Dutch „so”', (_, french, dutch) => {
    const written = (catalogue: Messages) =>
      Object.values(catalogue)
        .flatMap((entry) =>
          typeof entry === 'string'
            ? [entry]
            : [[7], [1], [21, 'X'], ['A1', 'Jan', 'A2'], [['champ-a']]].map((values) => {
                try {
                  return (entry as (...values: unknown[]) => string)(...values);
                } catch {
                  return ''; // values of another kind
                }
              }),
        )
        .join('\n');
    expect(written(french)).not.toMatch(
      /\b(?:êtes|étiez|serez|être|est|était)(?: pas| déjà)? (?:venu|arrivé|inscrit|prévenu|invité)\b/i,
    );
    expect(written(dutch)).not.toMatch(/[«»]|\bde zijne\b/);
  });

  it('Dutch plurals by the language: one teken, two tekens; één standplaats, 3 standplaatsen', () => {
    expect(VALIDATION_NL.tooLong(1)).toBe('Dit veld mag niet langer zijn dan 1 teken.');
    expect(VALIDATION_NL.tooLong(60)).toBe('Dit veld mag niet langer zijn dan 60 tekens.');
    expect(API_MESSAGES_NL.pitchLimit(1)).toBe('Het comité geeft één standplaats per inschrijving.');
    expect(API_MESSAGES_NL.pitchLimit(3)).toBe('Het comité geeft hoogstens 3 standplaatsen per inschrijving.');
    expect(API_MESSAGES_NL.tooManyRequestsFor(60)).toBe('Te veel aanvragen. Probeer het over 60 seconden opnieuw.');
    expect(API_MESSAGES_NL.tooManyRequestsFor(7200)).toBe('Te veel aanvragen. Probeer het over 2 uur opnieuw.');
    expect(VALIDATION_NL.unknownFields(['a'])).toBe('Onbekend veld: a.');
    expect(VALIDATION_NL.unknownFields(['a', 'b'])).toBe('Onbekende velden: a, b.');
  });
});

describe('message codes', () => {
  it('has a code for every validation message, and no other', () => {
    expect(Object.keys(VALIDATION_CODES).sort()).toEqual(Object.keys(VALIDATION).sort());
    expect(VALIDATION_CODES.required).toBe('required');
    expect(readCode(VALIDATION_CODES.tooLong(60), VALIDATION)).toEqual({ key: 'tooLong', values: [60] });
  });

  it('puts a code in each language’s words, the French exactly as the specification has it', () => {
    expect(messageText(VALIDATION_CODES.tooLong(60), VALIDATION)).toBe('Ce champ ne peut pas dépasser 60 caractères.');
    expect(messageText(VALIDATION_CODES.tooLong(60), VALIDATION_NL)).toBe('Dit veld mag niet langer zijn dan 60 tekens.');
    expect(messageText(messageCode('householdLimit', [2]), API_MESSAGES_NL)).toContain('al 2 inschrijvingen');
  });

  it('leaves a text that is no code as it is: a message written elsewhere, an unknown key, values that are not JSON', () => {
    expect(messageText('Adresse e-mail ou mot de passe incorrect.', VALIDATION_NL)).toBe(
      'Adresse e-mail ou mot de passe incorrect.',
    );
    expect(messageText('constructor', VALIDATION_NL)).toBe('constructor');
    expect(messageText('tooLong\u001fnot json', VALIDATION_NL)).toBe('tooLong\u001fnot json');
  });

  it('gives a form’s refusals in its language, with their codes', () => {
    const schema = registrationInputSchema(
      quarterOf({
        committeeName: 'Comité du Ramier',
        quarterName: 'Quartier du Ramier',
        commune: 'Bruxelles',
        postalCodes: '1000',
        streets: [{ name: 'Rue du Ramier' }],
      }),
      [],
    );
    const refused = schema.safeParse({ kind: 'neighbor', firstName: 'x'.repeat(61), language: 'de' });
    if (refused.success) throw new Error('accepted');
    const dutch = Object.fromEntries(fieldErrors(refused.error, VALIDATION_NL).map((error) => [error.path, error]));
    expect(dutch.firstName).toEqual({
      path: 'firstName',
      message: 'Dit veld mag niet langer zijn dan 60 tekens.',
      code: 'tooLong',
      values: [60],
    });
    expect(dutch.language?.message).toBe('Ongeldige taal: Frans of Nederlands.');
    expect(dutch.email).toMatchObject({ message: 'Dit veld is verplicht.', code: 'required' });
    const french = Object.fromEntries(fieldErrors(refused.error, VALIDATION).map((error) => [error.path, error.message]));
    expect(french.firstName).toBe('Ce champ ne peut pas dépasser 60 caractères.');
    expect(french.acceptsRules).toBe('Vous devez accepter le règlement de la brocante.');
  });
});
