import { describe, expect, it } from 'vitest';
import { contactMessageInputSchema, fieldErrorMap, registrationInputSchema } from '../src/schemas.js';
import { listQuerySchema } from '../src/staff-schemas.js';
import { deadlineErrors } from '../src/configuration.js';
import { VALIDATION } from '../src/messages.js';
import { quarterOf } from '../src/quarter.js';
import { DEFAULT_SALE_CATEGORIES } from '../src/sale-categories.js';

/** The committee's quarter, as the demo seeds it. */
const quarter = quarterOf({
  committeeName: 'Comité de quartier des Trois Tilleuls',
  quarterName: 'Quartier des Trois Tilleuls',
  commune: 'Watermael-Boitsfort',
  postalCodes: '1170',
  streets: [{ name: 'Avenue des Trois Tilleuls' }, { name: 'Rue du Ramier' }, { name: 'Rue de la Sapinière' }],
});
const registrationSchema = registrationInputSchema(quarter, DEFAULT_SALE_CATEGORIES);

const neighbor = {
  kind: 'neighbor',
  firstName: 'Marie',
  lastName: 'Dupont',
  email: 'marie.dupont@example.be',
  phone: '0470 12 34 56',
  street: 'Rue du Ramier',
  houseNumber: '12',
  postalCode: '1170',
  city: 'Watermael-Boitsfort',
  acceptsRules: true,
  acceptsPrivacy: true,
};

function errorsOf(input: unknown) {
  const result = registrationSchema.safeParse(input);
  expect(result.success).toBe(false);
  return result.success ? {} : fieldErrorMap(result.error, VALIDATION);
}

describe('registration rules', () => {
  it('accepts a neighbor of the quarter and trims the fields', () => {
    const result = registrationSchema.parse({ ...neighbor, firstName: '  Marie ' });
    expect(result.firstName).toBe('Marie');
    expect(result.comment).toBe('');
  });

  it('says in French what is missing or wrong', () => {
    expect(errorsOf({ ...neighbor, firstName: '' })).toEqual({ firstName: 'Ce champ est obligatoire.' });
    expect(errorsOf({ ...neighbor, email: 'marie' })).toEqual({ email: 'Adresse e-mail invalide.' });
    expect(errorsOf({ ...neighbor, phone: '12' }).phone).toMatch(/Numéro de téléphone invalide/);
    expect(errorsOf({ ...neighbor, kind: 'vip' })).toEqual({ kind: "Type d'inscription invalide : riverain ou visiteur." });
    expect(errorsOf({ ...neighbor, lastName: 'x'.repeat(61) })).toEqual({
      lastName: 'Ce champ ne peut pas dépasser 60 caractères.',
    });
    expect(errorsOf({ ...neighbor, acceptsRules: false })).toEqual({
      acceptsRules: 'Vous devez accepter le règlement de la brocante.',
    });
    expect(errorsOf({ ...neighbor, firstName: 42 })).toEqual({ firstName: 'Ce champ doit être un texte.' });
    const { email: _email, ...withoutEmail } = neighbor;
    expect(errorsOf(withoutEmail)).toEqual({ email: 'Ce champ est obligatoire.' });
  });

  it('keeps the language of the form used, French when the form says none, and no other', () => {
    expect(registrationSchema.parse(neighbor).language).toBe('fr');
    expect(registrationSchema.parse({ ...neighbor, language: 'nl' }).language).toBe('nl');
    expect(errorsOf({ ...neighbor, language: 'de' })).toEqual({ language: 'Langue invalide : français ou néerlandais.' });
  });

  it('refuses unknown fields such as a status chosen by the caller', () => {
    expect(errorsOf({ ...neighbor, status: 'paid' })).toEqual({ '': 'Champ inconnu : status.' });
  });

  it('keeps neighbors to the streets of the quarter, not visitors', () => {
    expect(errorsOf({ ...neighbor, street: 'Rue de la Loi', postalCode: '1000' })).toEqual({
      street: 'Les riverains doivent habiter une rue du quartier.',
      postalCode: 'Les riverains doivent habiter une rue du quartier.',
    });
    expect(
      registrationSchema.safeParse({ ...neighbor, kind: 'visitor', street: 'Rue de la Loi', postalCode: '1000' }).success,
    ).toBe(true);
  });

  it("follows the committee's own quarter: its streets and postal codes, as the editor typed them", () => {
    const another = registrationInputSchema(
      quarterOf({
        committeeName: 'Comité du Parc',
        quarterName: 'Quartier du Parc',
        commune: 'Schaerbeek',
        postalCodes: '1030, 1140',
        streets: [{ name: ' Avenue  des Glycines ' }, { name: 'Rue Josaphat' }],
      }),
      DEFAULT_SALE_CATEGORIES,
    );
    const glycines = { ...neighbor, street: 'Avenue des Glycines', postalCode: '1030', city: 'Schaerbeek' };
    expect(another.safeParse(glycines).success).toBe(true);
    expect(another.safeParse({ ...glycines, street: 'Rue Josaphat', postalCode: '1140' }).success).toBe(true);
    const refused = another.safeParse(neighbor);
    expect(refused.success ? {} : fieldErrorMap(refused.error, VALIDATION)).toEqual({
      street: 'Les riverains doivent habiter une rue du quartier.',
      postalCode: 'Les riverains doivent habiter une rue du quartier.',
    });
  });
});

describe('contact rules', () => {
  it('wants a message of some substance', () => {
    const result = contactMessageInputSchema.safeParse({
      name: 'Jean',
      email: 'jean@example.be',
      subject: 'Arbres',
      message: 'Court',
    });
    expect(result.success).toBe(false);
    expect(result.success ? {} : fieldErrorMap(result.error, VALIDATION)).toEqual({
      message: 'Ce champ doit contenir au moins 10 caractères.',
    });
  });
});

describe('list query', () => {
  it('defaults to page 1 of 10 with no search, status or edition', () => {
    expect(listQuerySchema.parse({})).toEqual({ q: '', status: '', edition: '', page: 1, pageSize: 10 });
    expect(listQuerySchema.parse({ edition: '2027-04-18' })).toMatchObject({ edition: '2027-04-18' });
    const refused = listQuerySchema.safeParse({ edition: '18/04/2027' });
    expect(refused.success ? {} : fieldErrorMap(refused.error, VALIDATION)).toEqual({
      edition: 'Date invalide (par exemple 2027-04-18).',
    });
    expect(listQuerySchema.parse({ page: '3', status: 'paid' })).toMatchObject({ page: 3, status: 'paid' });
    expect(listQuerySchema.safeParse({ status: 'lost' }).success).toBe(false);
  });

  it('names the row a page starts after or ends before by its documentId, and refuses anything else in French', () => {
    expect(listQuerySchema.parse({ page: '7', after: 'k2v8t0q1x9c3m5n7b4z6w2e8' })).toMatchObject({
      page: 7,
      after: 'k2v8t0q1x9c3m5n7b4z6w2e8',
    });
    const hostile = listQuerySchema.safeParse({ before: "1' OR '1'='1" });
    expect(hostile.success).toBe(false);
    expect(hostile.error?.issues[0]?.message).toBe('Page inconnue.');
  });
});

describe('what a text may hold', () => {
  it('stores accents composed (NFC), whatever the keyboard sent', () => {
    const result = registrationSchema.parse({ ...neighbor, firstName: 'Ame\u0301lie', city: 'Watermael-Boitsfort' });
    expect(result.firstName).toBe('Amélie');
    expect(result.firstName).toHaveLength(6);
  });

  it.each([
    ['NUL', 'Ma\u0000rie'],
    ['a control character', 'Marie\u001b[31m'],
    ['a lone surrogate', 'Marie\ud800'],
    ['a direction override', 'Marie\u202Eeiram'],
  ])('refuses a name holding %s', (_, firstName) => {
    expect(errorsOf({ ...neighbor, firstName }).firstName).toBe('Ce champ contient des caractères non autorisés.');
  });

  it('refuses a name of invisible characters only, and a name on two lines', () => {
    expect(errorsOf({ ...neighbor, firstName: '\u200B\u200B' }).firstName).toBe('Ce champ est obligatoire.');
    expect(errorsOf({ ...neighbor, lastName: '\u2060\u00A0\uFEFF' }).lastName).toBe('Ce champ est obligatoire.');
    expect(errorsOf({ ...neighbor, lastName: 'Dupont\nBcc: x@example.be' }).lastName).toBe('Ce champ doit tenir sur une ligne.');
  });

  it('keeps line breaks and emoji where a text has several lines', () => {
    const result = registrationSchema.parse({ ...neighbor, comment: 'Des livres\net des jouets 🧸' });
    expect(result.comment).toBe('Des livres\net des jouets 🧸');
    expect(errorsOf({ ...neighbor, comment: 'ok\u0000' }).comment).toBe('Ce champ contient des caractères non autorisés.');
  });

  it('answers a staff list asked for with an array in French', () => {
    const result = listQuerySchema.safeParse({ q: ['a'] });
    expect(result.success).toBe(false);
    expect(result.success ? '' : fieldErrorMap(result.error, VALIDATION).q).toBe('Ce champ doit être un texte.');
  });
});

describe('the deadlines of the configuration', () => {
  it('refuses a deadline after the brocante’s day, in Brussels time', () => {
    expect(
      deadlineErrors({
        date: '2027-04-18',
        neighborRegistrationEnd: '2027-03-19T22:59:00.000Z',
        // 23:30 on the day itself, in Brussels (summer time): still the day.
        visitorRegistrationEnd: '2027-04-18T21:30:00.000Z',
        // 00:30 the next day in Brussels, though the 18th in UTC.
        registrantCancellationEnd: '2027-04-18T22:30:00.000Z',
      }),
    ).toEqual([{ path: 'registrantCancellationEnd', message: VALIDATION.deadlineAfterBrocante }]);
    expect(deadlineErrors({ date: '2027-04-18', registrantCancellationEnd: null })).toEqual([]);
  });
});
