import { describe, expect, it } from 'vitest';
import {
  csvLayoutKey,
  guessColumnMapping,
  parseAmount,
  parseCsv,
  parseStatement,
  referencesOf,
  StatementError,
} from '../src/bank-statements.js';
import { essentials, EXPECTED, sample } from './statement-samples';

// A CSV of a bank not known here: the columns chosen or guessed, then read; and the cells and amounts of any CSV.
describe('bank statements', () => {
  it('asks for a column mapping for another CSV, then reads it', () => {
    const unknown = parseStatement(sample('generic.csv'));
    expect(unknown).toEqual({
      kind: 'needs-mapping',
      headers: ['Date', 'Payer', 'Amount', 'Reference'],
      sample: expect.any(Array),
    });
    const parsed = parseStatement(sample('generic.csv'), { date: 0, counterpartyName: 1, amount: 2, communication: 3 });
    expect(parsed).toMatchObject({ kind: 'parsed', format: 'generic' });
    if (parsed.kind === 'parsed') expect(essentials(parsed.lines)).toEqual(EXPECTED);
  });

  // Headers of banks whose current export no public source shows (docs/bank-csv-layouts.md): the column order
  // Keytrade's and bpost bank's importers read, with header words written here, not taken from a real file.
  it.each([
    [
      'Extrait;Date;Date valeur;Compte;Description;Montant;Devise',
      { bankReference: 0, date: 1, counterpartyAccount: 3, communication: 4, amount: 5 },
    ],
    [
      'Verrichtingsnummer;Datum;Omschrijving;Bedrag;Munt;Valutadatum;Rekening tegenpartij;Naam tegenpartij;Mededeling',
      { bankReference: 0, date: 1, amount: 3, counterpartyAccount: 6, counterpartyName: 7, communication: 8 },
    ],
    ['Date;Account;Description;Amount;Currency', { date: 0, counterpartyAccount: 1, communication: 2, amount: 3 }],
  ])('guesses the columns of an unknown bank from its headers (%s)', (header, expected) => {
    expect(guessColumnMapping(header.split(';'))).toEqual(expected);
  });

  it("reads an unknown bank's CSV with the columns chosen as a bank's own: notices and other currencies set aside", () => {
    const content = [
      'Extrait;Date;Date valeur;Compte;Description;Montant;Devise',
      '2027-0041;02.04.2027;02.04.2027;BE71 0961 2345 6769;Marie Dupont +++090/9337/55493+++;+15,00;EUR',
      '2027-0042;02.04.2027;02.04.2027;;Avis : nouvelles conditions tarifaires;;',
      '2027-0043;03.04.2027;03.04.2027;CH9300762011623852957;Paul Martin;15,00;CHF',
    ].join('\r\n');
    const parsed = parseStatement(content, guessColumnMapping(content.split('\r\n')[0]!.split(';')) as never);
    expect(parsed).toMatchObject({ kind: 'parsed', format: 'generic' });
    if (parsed.kind !== 'parsed') return;
    expect(
      parsed.lines.map(({ lineNumber, amount, counterpartyAccount, skipped, notice }) => ({
        lineNumber,
        amount,
        counterpartyAccount,
        skipped: notice ? 'avis' : skipped,
      })),
    ).toEqual([
      { lineNumber: 2, amount: 15, counterpartyAccount: 'BE71096123456769', skipped: undefined },
      { lineNumber: 3, amount: 0, counterpartyAccount: '', skipped: 'avis' },
      {
        lineNumber: 4,
        amount: 0,
        counterpartyAccount: 'CH9300762011623852957',
        skipped: 'Montant en CHF : seuls les euros sont importés.',
      },
    ]);
    expect(referencesOf(parsed.lines[0]!)).toEqual(['090933755493']);
  });

  it('remembers a layout by its headers, whatever their case and accents', () => {
    expect(csvLayoutKey(['Référence', 'Montant '])).toBe(csvLayoutKey(['REFERENCE', 'montant']));
    expect(csvLayoutKey(['Date', 'Montant'])).not.toBe(csvLayoutKey(['Montant', 'Date']));
  });

  it('says in French which line it cannot read', () => {
    expect(() =>
      parseStatement('Date,Montant,Communication\n2027-04-02,quinze,x\n', { date: 0, amount: 1, communication: 2 }),
    ).toThrow(new StatementError('Ligne 2 : Montant illisible : « quinze ».'));
  });

  it('reads Belgian and English amounts', () => {
    expect(parseAmount('1.234,56')).toBe(1234.56);
    expect(parseAmount('1,234.56')).toBe(1234.56);
    expect(parseAmount('-15,00 €')).toBe(-15);
    expect(parseAmount('+15.5')).toBe(15.5);
  });

  it('reads CSV cells with quotes, separators and line breaks', () => {
    expect(parseCsv('a;b\n"x;y";"dit ""oui""\nsuite"\n')).toEqual([
      ['a', 'b'],
      ['x;y', 'dit "oui"\nsuite'],
    ]);
  });
});
