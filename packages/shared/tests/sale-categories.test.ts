import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SALE_CATEGORIES,
  editionSettingsSchema,
  fieldErrorMap,
  nameOnPlan,
  nextEditionProposal,
  saleChoiceSchema,
  storedSaleCategories,
  VALIDATION,
  VALIDATION_NL,
  type EditionSettings,
} from '../src/index';

const offered = ['clothes', 'toys', 'books', 'records', 'furniture', 'tools'] as const;

const errorsOf = (result: ReturnType<ReturnType<typeof saleChoiceSchema>['safeParse']>, language: 'fr' | 'nl' = 'fr') =>
  result.success ? {} : fieldErrorMap(result.error, language === 'fr' ? VALIDATION : VALIDATION_NL);

describe('what an exhibitor will sell', () => {
  it('takes up to five offered categories, each once, in the catalogue’s order; nothing said is none and no name', () => {
    expect(saleChoiceSchema(offered).parse({ saleCategories: ['tools', 'toys', 'toys'] })).toEqual({
      saleCategories: ['toys', 'tools'],
      nameOnPlan: false,
    });
    expect(saleChoiceSchema(offered).parse({})).toEqual({ saleCategories: [], nameOnPlan: false });
  });

  it('refuses a category the edition does not offer, or an unknown one, in the person’s language', () => {
    const jewellery = saleChoiceSchema(offered).safeParse({ saleCategories: ['toys', 'jewellery'] });
    expect(errorsOf(jewellery)).toEqual({
      saleCategories: "Cette catégorie n'est pas proposée pour cette brocante : choisissez parmi celles de la liste.",
    });
    expect(errorsOf(saleChoiceSchema(offered).safeParse({ saleCategories: ['weapons'] }), 'nl')).toEqual({
      saleCategories: 'Deze categorie wordt voor deze rommelmarkt niet aangeboden: kies uit de lijst.',
    });
  });

  it('refuses a sixth category', () => {
    const six = saleChoiceSchema(offered).safeParse({ saleCategories: [...offered] });
    expect(errorsOf(six)).toEqual({ saleCategories: 'Choisissez au plus 5 catégories.' });
    expect(errorsOf(six, 'nl')).toEqual({ saleCategories: 'Kies hoogstens 5 categorieën.' });
  });

  it('reads what a database stored: an array, or its text on SQLite; unknown keys dropped', () => {
    expect(storedSaleCategories(['toys', 'clothes', 'weapons'])).toEqual(['clothes', 'toys']);
    expect(storedSaleCategories('["books"]')).toEqual(['books']);
    expect(storedSaleCategories(null)).toEqual([]);
    expect(storedSaleCategories('not json')).toEqual([]);
  });

  it('names an exhibitor by their first name and initial', () => {
    expect(nameOnPlan(' Marie ', 'dupont')).toBe('Marie D.');
  });
});

describe('the categories an edition offers', () => {
  const settings = {
    date: '2027-04-18',
    arrivalFrom: '07:00',
    arrivalUntil: '09:00',
    registrationPrice: 15,
    neighborPrice: null,
    deposit: 0,
    pitchesPerRegistration: 2,
    householdRegistrationLimit: 2,
    neighborRegistrationEnd: '2027-03-19T22:59:00.000Z',
    visitorRegistrationEnd: '2027-04-11T21:59:00.000Z',
    registrantCancellationEnd: null,
    unpaidGraceDays: 21,
    reminderDaysBeforeExpiry: 5,
  };

  it('are the default set when a client of before does not say them, and any keys of the catalogue otherwise', () => {
    expect(editionSettingsSchema.parse(settings).saleCategories).toEqual(DEFAULT_SALE_CATEGORIES);
    expect(editionSettingsSchema.parse({ ...settings, saleCategories: ['jewellery', 'sport'] }).saleCategories).toEqual([
      'sport',
      'jewellery',
    ]);
    expect(editionSettingsSchema.safeParse({ ...settings, saleCategories: ['weapons'] }).success).toBe(false);
  });

  it('are kept by « Préparer la prochaine édition »', () => {
    const edition = editionSettingsSchema.parse({ ...settings, saleCategories: ['books'] }) as EditionSettings;
    expect(nextEditionProposal(edition).saleCategories).toEqual(['books']);
  });
});
