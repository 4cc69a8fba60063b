import { describe, expect, it } from 'vitest';
import { parseStatement } from '../src/bank-statements.js';
import { essentials, EXPECTED, sample } from './statement-samples';

// The formats Belgian banks export as they are: CODA, each bank's CSV and MT940. ISO 20022 (camt) is read in
// camt-statements.test.ts, a CSV of a bank not known here in generic-csv-statements.test.ts.
describe('bank statements', () => {
  it('reads CODA: movements, signs, structured and free communications, counterparties', () => {
    const parsed = parseStatement(sample('statement.coda'));
    expect(parsed).toMatchObject({ kind: 'parsed', format: 'coda' });
    if (parsed.kind !== 'parsed') return;
    expect(essentials(parsed.lines)).toEqual(EXPECTED);
    expect(parsed.lines[0]).toMatchObject({
      bankReference: '001/0001/0000/EBA0000000000000001',
      counterpartyAccount: 'BE71096123456769',
      structuredCommunication: '123456789002',
    });
    expect(parsed.lines[1]!.structuredCommunication).toBeNull();
  });

  it("reads BNP Paribas Fortis' CSV export", () => {
    const parsed = parseStatement(sample('bnp-paribas-fortis.csv'));
    expect(parsed).toMatchObject({ kind: 'parsed', format: 'bnp-paribas-fortis' });
    if (parsed.kind === 'parsed') expect(essentials(parsed.lines)).toEqual(EXPECTED);
  });

  it("reads KBC's CSV export in Windows-1252, with quoted cells holding ';'", () => {
    const text = sample('kbc.csv');
    expect(text).toContain('Numéro de compte');
    const parsed = parseStatement(text);
    expect(parsed).toMatchObject({ kind: 'parsed', format: 'kbc' });
    if (parsed.kind !== 'parsed') return;
    expect(essentials(parsed.lines)).toEqual(EXPECTED);
    expect(parsed.lines[0]!.structuredCommunication).toBe('123456789002');
  });

  it("reads CODA's globalised movements: the details are paid, the total is not counted twice", () => {
    const parsed = parseStatement(sample('statement-globalised.coda'));
    if (parsed.kind !== 'parsed') throw new Error('non lu');
    expect(essentials(parsed.lines)).toEqual([
      ...EXPECTED,
      { date: '2027-04-05', amount: 15, name: 'ANNE LEROY', references: ['100000000135'] },
      { date: '2027-04-05', amount: 15, name: 'BRUNO CLAES', references: ['100000000236'] },
      { date: '2027-04-05', amount: 15, name: 'CHLOE DUBOIS', references: ['100000000337'] },
    ]);
    expect(parsed.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(15 + 15 - 425 + 10 + 45);
    expect(new Set(parsed.lines.map((line) => line.bankReference)).size).toBe(parsed.lines.length);
  });

  it("reads Belfius' CSV export in Windows-1252, its table below the query's lines", () => {
    const text = sample('belfius.csv');
    expect(text).toContain('Date de début');
    const parsed = parseStatement(text);
    expect(parsed).toMatchObject({ kind: 'parsed', format: 'belfius' });
    if (parsed.kind !== 'parsed') return;
    expect(essentials(parsed.lines)).toEqual(EXPECTED);
    expect(parsed.lines[0]).toMatchObject({ lineNumber: 8, bankReference: '00001', counterpartyAccount: 'BE71096123456769' });
  });

  it("reads ING's CSV export, the payer's words in its message or its details", () => {
    const parsed = parseStatement(sample('ing.csv'));
    expect(parsed).toMatchObject({ kind: 'parsed', format: 'ing' });
    if (parsed.kind !== 'parsed') return;
    expect(essentials(parsed.lines)).toEqual(EXPECTED);
    expect(parsed.lines[1]!.communication).toContain('Brocante 500/0000/00174 Paul');
  });

  it("skips ING's notices among the movements, and finds the payer's IBAN in the details when the column has the old number", () => {
    const parsed = parseStatement(
      [
        'Numéro de compte;Nom du compte;Compte partie adverse;Numéro de mouvement;Date comptable;Date valeur;Montant;Devise;Libellés;Détails du mouvement;Message',
        'BE21 0012 3456 7803;COMITE;363-0123456-78;2027/00041;02/04/2027;02/04/2027;15,00;EUR;MARIE DUPONT;Virement européen de MARIE DUPONT IBAN: BE71 0961 2345 6769 BIC: GKCCBEBB;+++123/4567/89002+++',
        'BE21 0012 3456 7803;COMITE;;;;;;;Avis;Nouveau tarif à partir du 1er mai : consultez ing.be;',
        'BE21 0012 3456 7803;COMITE;BE68 5390 0754 7034;2027/00042;03/04/2027;03/04/2027;15,00;USD;PAUL MARTIN;Virement de PAUL MARTIN;',
      ].join('\r\n'),
    );
    if (parsed.kind !== 'parsed') throw new Error('non lu');
    expect(parsed.lines.map((line) => [line.lineNumber, line.notice ? 'avis' : (line.skipped ?? 'lue')])).toEqual([
      [2, 'lue'],
      [3, 'avis'],
      [4, 'Montant en USD : seuls les euros sont importés.'],
    ]);
    expect(parsed.lines[0]).toMatchObject({ amount: 15, counterpartyAccount: 'BE71096123456769' });
  });

  it('reads MT940: its movements, the payer and their words from the SWIFT codes of :86:', () => {
    const parsed = parseStatement(sample('mt940/belgian.sta'));
    expect(parsed).toMatchObject({ kind: 'parsed', format: 'mt940' });
    if (parsed.kind !== 'parsed') return;
    expect(essentials(parsed.lines)).toEqual(EXPECTED);
    expect(parsed.lines[0]).toMatchObject({
      counterpartyAccount: 'BE71096123456769',
      structuredCommunication: '123456789002',
      bankReference: '15/1@270401/1/EBA0000000000000001',
    });
    expect(parsed.lines[1]!.communication).toBe('Brocante 500/0000/00174 Paul');
    expect(new Set(parsed.lines.map((line) => line.bankReference)).size).toBe(4);
  });

  // Other banks' MT940, from wolph/mt940's test data (MIT; fixtures/mt940/README.md): every movement,
  // its day (the booking date, in the value date's year), its sign and amount, and what :86: says.
  it.each([
    [
      'rabobank-iban.sta',
      [
        ['2013-01-01', -25, 'CONTRA ACCOUNT HOLDER', 'NL70ABNA0987654321'],
        ['2013-01-02', -10, 'JOHN DOE', 'P001234567'],
        ['2013-01-08', -25, 'CONTRA ACCOUNT HOLDER', 'NL70ABNA0987654321'],
        ['2013-01-09', -10, 'JOHN DOE', 'P001234567'],
      ],
    ],
    [
      'triodos.sta',
      [
        ['2011-01-01', -15.7, '', '0390123456'],
        ['2011-01-25', -700, '', ''],
      ],
    ],
    [
      'abnamro.sta',
      [
        ['2011-05-24', -9, '', ''],
        ['2011-05-23', -11.59, '', ''],
        ['2011-05-23', -11.63, '', ''],
        ['2011-05-23', -11.8, '', ''],
        ['2011-05-23', -13.45, '', ''],
        ['2011-05-23', -15.49, '', ''],
        ['2011-05-23', -107, '', ''],
        ['2011-05-23', -141.48, '', ''],
        ['2011-05-24', -9.49, '', ''],
        ['2011-05-24', -15, '', ''],
      ],
    ],
  ])("reads another bank's MT940 (%s)", (name, expected) => {
    const parsed = parseStatement(sample(`mt940/${name}`));
    if (parsed.kind !== 'parsed') throw new Error('non lu');
    expect(parsed.format).toBe('mt940');
    expect(parsed.lines.map((line) => [line.date, line.amount, line.counterpartyName, line.counterpartyAccount])).toEqual(
      expected,
    );
    expect(new Set(parsed.lines.map((line) => line.bankReference)).size).toBe(parsed.lines.length);
  });

  // Our own samples of the layouts other projects' importers read (docs/bank-csv-layouts.md): no
  // real export of these was found published with a licence.
  it.each([
    [
      'argenta',
      'Rekening;Boekdatum;Valutadatum;Referentie;Beschrijving;Bedrag;Munt;Verrichtingsdatum;Rekening tegenpartij;Naam tegenpartij;Mededeling',
      'BE21 0012 3456 7803;02-04-2027;02-04-2027;B7D02XYZ;Overschrijving;15,00;EUR;02-04-2027;BE71 0961 2345 6769;MARIE DUPONT;+++123/4567/89002+++',
    ],
    [
      'argenta',
      'Compte;Date comptable;Date valeu;Référence;Description;Montant;Devise;Date de la transaction;Compte de la contrepartie;Nom de la contrepartie;Communication',
      'BE21 0012 3456 7803;02-04-2027;02-04-2027;B7D02XYZ;Virement;15,00;EUR;02-04-2027;BE71 0961 2345 6769;MARIE DUPONT;+++123/4567/89002+++',
    ],
    [
      'crelan',
      'Datum;Bedrag;Saldo na verrichting;Munt;Tegenpartij;Rekening tegenpartij;Type verrichting;Mededeling;Rekening opdrachtgever',
      '02/04/2027;15.00;1015.00;EUR;MARIE DUPONT;BE71096123456769;Overschrijving;+++123/4567/89002+++;BE21001234567803\r\n;;;;;;;;',
    ],
    [
      'kbc',
      'Rekeningnummer;Rubrieknaam;Naam;Munt;Afschriftnummer;Datum;Omschrijving;Valuta;Bedrag;Saldo;Credit;Debet;Rekening tegenpartij;BIC code tegenpartij;Naam tegenpartij;Adres tegenpartij;gestructureerde mededeling;vrije mededeling',
      'BE21001234567803;Comité;COMITE;EUR;2027014;02/04/2027;OVERSCHRIJVING;02/04/2027;15,00;1015,00;15,00;;BE71096123456769;GKCCBEBB;MARIE DUPONT;;123456789002;',
    ],
    [
      'kbc',
      "Account number;Heading;Name;Currency;Statement number;Date;Description;Value date;Amount;Balance;credit;debit;counterparty's account number;Counterparty BIC;Counterparty name;Counterparty address;standard-format reference;Free-format reference",
      'BE21001234567803;Committee;COMITE;EUR;2027014;02/04/2027;TRANSFER;02/04/2027;15,00;1015,00;15,00;;BE71096123456769;GKCCBEBB;MARIE DUPONT;;123456789002;',
    ],
  ])("reads %s's CSV export (%#)", (format, header, rows) => {
    const parsed = parseStatement(`${header}\r\n${rows}\r\n`);
    expect(parsed).toMatchObject({ kind: 'parsed', format });
    if (parsed.kind !== 'parsed') return;
    expect(essentials(parsed.lines)).toEqual([EXPECTED[0]]);
    expect(parsed.lines[0]!.counterpartyAccount).toBe('BE71096123456769');
  });
});
