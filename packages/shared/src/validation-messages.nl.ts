import type { VALIDATION } from './validation-messages.js';
import type { Translation } from './message-codes.js';

const plural = new Intl.PluralRules('nl-BE');
const count = (value: number, one: string, other: string) => `${value} ${plural.select(value) === 'one' ? one : other}`;

/** The Dutch messages of the validation schemas (schemas.ts) and of the server's own checks: VALIDATION's keys, in Belgian Dutch. */
export const VALIDATION_NL: Translation<typeof VALIDATION> = {
  required: 'Dit veld is verplicht.',
  partsCount: 'Geef het bedrag voor minstens één inschrijving (hoogstens 20).',
  partAmount: 'Geef voor elke inschrijving een bedrag groter dan 0.',
  text: 'Dit veld moet een tekst zijn.',
  forbiddenCharacters: 'Dit veld bevat niet-toegelaten tekens.',
  singleLine: 'Dit veld moet op één regel passen.',
  invisibleOnly: 'Dit veld bevat enkel onzichtbare tekens: maak het leeg of schrijf een tekst.',
  tooLong: (max: number) => `Dit veld mag niet langer zijn dan ${count(max, 'teken', 'tekens')}.`,
  tooShort: (min: number) =>
    min <= 1 ? 'Dit veld is verplicht.' : `Dit veld moet minstens ${count(min, 'teken', 'tekens')} bevatten.`,
  email: 'Ongeldig e-mailadres.',
  phone: 'Ongeldig telefoonnummer (bijvoorbeeld 0470 12 34 56 of +32 470 12 34 56).',
  unknownAction: 'Onbekende actie.',
  emailOrPhone: 'Geef een e-mailadres of een telefoonnummer op, om de persoon te bereiken.',
  postalCode: 'Ongeldige postcode.',
  kind: 'Ongeldig soort inschrijving: buurtbewoner of bezoeker.',
  language: 'Ongeldige taal: Frans of Nederlands.',
  neighborStreet: 'Buurtbewoners moeten in een straat van de wijk wonen.',
  acceptRules: 'U moet het reglement van de rommelmarkt aanvaarden.',
  acceptPrivacy: 'U moet het privacybeleid aanvaarden.',
  unknownFields: (keys: string[]) =>
    `${plural.select(keys.length) === 'one' ? 'Onbekend veld' : 'Onbekende velden'}: ${keys.join(', ')}.`,
  invalidBody: 'De verzonden inhoud is ongeldig.',
  passwordTooLong: (max: number) => `Het wachtwoord mag niet langer zijn dan ${count(max, 'teken', 'tekens')}.`,
  number: 'Dit veld moet een getal zijn.',
  positive: 'Dit getal moet positief zijn.',
  integer: 'Dit getal moet een geheel getal zijn.',
  tooLarge: (max: number) => `Dit getal mag niet groter zijn dan ${max}.`,
  tooSmall: (min: number) => `Dit getal moet minstens ${min} zijn.`,
  locationName: 'De naam mag enkel letters, cijfers en koppeltekens bevatten.',
  iban: 'Ongeldige IBAN: controleer de landcode, de lengte en de twee controlecijfers (bijvoorbeeld BE68 5390 0754 7034).',
  bic: 'Ongeldige BIC: 8 of 11 letters en cijfers (bijvoorbeeld GEBABEBB).',
  deadlineAfterBrocante: 'Deze datum valt na de dag van de rommelmarkt: kies een datum ervoor of op de dag zelf.',
  cents: 'Een bedrag geeft u in euro en cent (bijvoorbeeld 15 of 12,50).',
  date: 'Ongeldige datum (bijvoorbeeld 2027-04-18).',
  dateTime: 'Ongeldige datum en tijd.',
  time: 'Ongeldig uur (bijvoorbeeld 07:00).',
  arrivalOrder: 'Het einde van de aankomsten moet na het begin ervan komen.',
  closureOrder: 'De straten gaan weer open na hun afsluiting: het einduur moet na het beginuur komen.',
  closureBeforeArrivals: 'De straten moeten afgesloten zijn voor de eerste standhouders aankomen.',
  editionState: 'Ongeldige status van de editie: in voorbereiding, open, afgesloten of gearchiveerd.',
  slug: 'De slug mag enkel kleine letters, cijfers, koppeltekens en schuine strepen bevatten.',
  saleCategory: 'Deze categorie wordt voor deze rommelmarkt niet aangeboden: kies uit de lijst.',
  saleCategoryCount: (max: number) => `Kies hoogstens ${count(max, 'categorie', 'categorieën')}.`,
};
