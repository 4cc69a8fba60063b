import { describe, expect, it } from 'vitest';
import { EMAIL_WORDS } from '../../src/emails/words';
import * as emails from '../../src/emails/templates';
import { formatEuro } from '@brocante/shared';

/** Every key of a module of words, nested ones as "a.b", with what it is (text or function of n values). */
function shape(words: object, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(words).flatMap(([key, value]) =>
      typeof value === 'object' && value !== null
        ? Object.entries(shape(value as object, `${prefix}${key}.`))
        : [[`${prefix}${key}`, typeof value === 'function' ? `function(${(value as () => string).length})` : typeof value]],
    ),
  );
}

/** Each text of a module, functions called with markers in place of their values. */
function texts(words: object, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(words).flatMap(([key, value]) => {
      if (typeof value === 'object' && value !== null) return Object.entries(texts(value as object, `${prefix}${key}.`));
      if (typeof value !== 'function') return [[`${prefix}${key}`, String(value)]];
      const markers = Array.from({ length: (value as () => string).length }, (_, index) => `⟨${index}⟩`);
      return [[`${prefix}${key}`, (value as (...values: string[]) => string)(...markers)]];
    }),
  );
}

describe("the e-mails' words", () => {
  it('have the same keys, each of the same kind, in French and in Dutch', () => {
    expect(Object.keys(shape(EMAIL_WORDS.nl)).sort()).toEqual(Object.keys(shape(EMAIL_WORDS.fr)).sort());
    expect(shape(EMAIL_WORDS.nl)).toEqual(shape(EMAIL_WORDS.fr));
  });

  it('put every value they are given in both languages (none forgotten in a translation)', () => {
    const french = texts(EMAIL_WORDS.fr);
    const dutch = texts(EMAIL_WORDS.nl);
    for (const [key, text] of Object.entries(french)) {
      // A flag chooses words; it is not written (moved.confirmed's first value).
      const written = (value: string) => [...value.matchAll(/⟨\d+⟩/g)].map(([marker]) => marker).sort();
      expect([key, written(dutch[key]!)]).toEqual([key, written(text)]);
    }
  });

  it('write Dutch as Brussels reads it: no French word left, the formal "u"', () => {
    const dutch = Object.values(texts(EMAIL_WORDS.nl)).join('\n');
    for (const french of [/\bBonjour\b/, /\bbrocante\b/i, /\bemplacement/, /\bcaution\b/, /\bvirement\b/, /\bcommunication\b/])
      expect(dutch).not.toMatch(french);
    expect(dutch).not.toMatch(/\b(je|jij|jouw|jullie)\b/i);
    expect(dutch).not.toMatch(/ :/);
    expect(dutch).not.toMatch(/[«»]/);
  });

  it('speak to a person in French without assuming a man', () => {
    const french = Object.values(texts(EMAIL_WORDS.fr)).join('\n');
    expect(french).not.toMatch(/\b(?:êtes|étiez|serez|être|est|était)(?: pas| déjà)? (?:venu|arrivé|inscrit|prévenu|invité)\b/i);
  });
});

const ACCOUNT = {
  date: '2027-04-18',
  arrivalFrom: '07:00',
  arrivalUntil: '09:30',
  debtorName: 'Comité de quartier',
  debtorIban: 'BE21001234567803',
  debtorBic: 'GEBABEBB',
};
const REGISTRATION = {
  documentId: 'abc',
  firstName: 'Jan',
  lastName: 'Peeters',
  email: 'jan@example.be',
  amount: 12.5,
  paymentReference: '123456789002',
  pitchCount: 1,
  deposit: 0,
  locations: [{ name: 'A3', street: 'Rue du Ramier', number: '3' }],
};

describe('the templates in the registration language', () => {
  it('write a Dutch registration received in Dutch, dates and amounts in nl-BE', () => {
    const email = emails.registrationReceived({ ...REGISTRATION, language: 'nl' }, ACCOUNT, null);
    expect(email.subject).toBe('Rommelmarkt: inschrijving ontvangen');
    expect(email.text).toContain('Beste Jan,');
    expect(email.text).toContain('We hebben uw inschrijving voor de rommelmarkt van zondag 18 april 2027 goed ontvangen.');
    expect(email.text).toContain('Uw standplaats: A3, Rue du Ramier (voor nr. 3), voor u gereserveerd');
    expect(email.text).toContain(`Bedrag: 1 standplaats × ${formatEuro(12.5, 'nl')} = ${formatEuro(12.5, 'nl')}.`);
    expect(email.text).toContain('Gestructureerde mededeling: +++123/4567/89002+++');
    expect(email.text).toContain(
      `Uw inschrijving online (bekijken, betalen, uw telefoonnummer verbeteren, annuleren): ${emails.PRIVATE_LINK}`,
    );
    // nl-BE writes the sign first: "€ 12,50".
    expect(formatEuro(12.5, 'nl')).toMatch(/^€\s12,50$/);
    expect(email.html).toContain('<html lang="nl-BE">');
    expect(email.attachments).toEqual([
      expect.objectContaining({ cid: 'qr-virement', filename: 'overschrijving-rommelmarkt.png' }),
    ]);
    expect(email.text).not.toMatch(/Bonjour|Montant|emplacement/);
  });

  it('keep a registration without a language, or in French, in French as before', () => {
    for (const registration of [REGISTRATION, { ...REGISTRATION, language: 'fr' as const }]) {
      const email = emails.registrationReceived(registration, ACCOUNT, null);
      expect(email.subject).toBe('Brocante : inscription reçue');
      expect(email.text).toContain('Nous avons bien reçu votre inscription à la brocante du dimanche 18 avril 2027.');
      expect(email.text).toContain(`Montant : 1 emplacement × ${formatEuro(12.5)} = ${formatEuro(12.5)}.`);
      expect(email.html).toContain('<html lang="fr-BE">');
    }
  });

  it('write a Dutch pass with the hours as Dutch writes them', () => {
    const email = emails.paymentReceived({ ...REGISTRATION, language: 'nl', status: 'paid', paidAmount: 12.5 }, ACCOUNT);
    expect(email.subject).toBe('Rommelmarkt: betaling ontvangen');
    expect(email.text).toContain(
      'Uw inschrijving is bevestigd. Uw toegangsbewijs: op zondag 18 april 2027 kunt u zich installeren tussen 7 uur en 9.30 uur. Uw standplaats: A3, Rue du Ramier (voor nr. 3).',
    );
    expect(email.attachments).toEqual([expect.objectContaining({ cid: 'laissez-passer', filename: 'toegangsbewijs.png' })]);
  });

  it('name the changed fields and the reminder deadline in Dutch', () => {
    expect(emails.registrantChanged({ ...REGISTRATION, language: 'nl' }, ['phone', 'comment']).text).toContain(
      'Uw inschrijving is gewijzigd (telefoonnummer, opmerking)',
    );
    expect(emails.registrantChanged(REGISTRATION, ['phone']).text).toContain('Votre inscription est modifiée (téléphone)');
    const reminder = emails.expiryReminder({ ...REGISTRATION, language: 'nl' }, ACCOUNT, new Date('2027-03-31T21:59:00Z'), 3);
    expect(reminder.text).toContain('Is ze op 31 maart 2027 om 23:59 niet betaald');
    expect(reminder.text).toContain('van de 3 werkdagen na die datum');
  });

  it('write an exhibitor message in Dutch to a Dutch registrant when the volunteers wrote it, in French otherwise', () => {
    const message = { subject: 'Infos', body: 'Dès 7 h.\n\nMerci !', subjectNl: 'Info', bodyNl: 'Vanaf 7 uur.\n\nBedankt!' };
    const dutch = emails.exhibitorMessage({ ...REGISTRATION, language: 'nl' }, message);
    expect(dutch.subject).toBe('Rommelmarkt: Info');
    expect(dutch.text).toContain('Beste Jan,\n\nVanaf 7 uur.\n\nBedankt!');
    const french = emails.exhibitorMessage({ ...REGISTRATION, language: 'fr' }, message);
    expect(french.subject).toBe('Brocante : Infos');
    expect(french.text).toContain('Bonjour Jan,\n\nDès 7 h.\n\nMerci !');
    const untranslated = emails.exhibitorMessage({ ...REGISTRATION, language: 'nl' }, { ...message, subjectNl: '', bodyNl: '' });
    expect(untranslated.subject).toBe('Brocante : Infos');
    expect(untranslated.text).toContain('Bonjour Jan,\n\nDès 7 h.');
  });

  it('invite in the language of the last registration, to the forms in that language', () => {
    const edition = {
      date: '2028-04-16',
      neighborRegistrationEnd: '2028-03-31T21:59:00Z',
      visitorRegistrationEnd: '2028-04-10T21:59:00Z',
    };
    const dutch = emails.invitation('jan@example.be', edition, 'https://example.be/', 'https://example.be/x#t', 'nl');
    expect(dutch.subject).toBe('Rommelmarkt van zondag 16 april 2028: de inschrijvingen zijn geopend');
    expect(dutch.text).toContain(
      'Buurtbewoners kunnen zich inschrijven tot 31 maart 2028 om 23:59 (https://example.be/nl/rommelmarkt/inschrijving-buurtbewoner/)',
    );
    const french = emails.invitation('jan@example.be', edition, 'https://example.be/', 'https://example.be/x#t', null);
    expect(french.subject).toBe('Brocante du dimanche 16 avril 2028 : les inscriptions sont ouvertes');
  });
});
