import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  csvLayoutKey,
  decodeStatement,
  guessColumnMapping,
  parseAmount,
  parseCsv,
  parseStatement,
  referencesOf,
  StatementError,
  type StatementLine,
} from '../src/bank-statements.js';

// Fictional statements of the committee's account, one per format, with the same four movements:
// Marie pays with the structured field, Paul types the reference in free text, the committee pays
// for tables (a debit), Jean pays too little.
const sample = (name: string) => decodeStatement(readFileSync(path.join(__dirname, 'fixtures', name)));

const essentials = (lines: StatementLine[]) =>
  lines.map((line) => ({
    date: line.date,
    amount: line.amount,
    name: line.counterpartyName.toUpperCase(),
    references: referencesOf(line),
  }));

const EXPECTED = [
  { date: '2027-04-02', amount: 15, name: 'MARIE DUPONT', references: ['123456789002'] },
  { date: '2027-04-03', amount: 15, name: 'PAUL MARTIN', references: ['500000000174'] },
  { date: '2027-04-03', amount: -425, name: expect.stringMatching(/LOCATION DE TABLES/), references: [] },
  { date: '2027-04-04', amount: 10, name: 'JEAN PEETERS', references: ['777777777705'] },
];

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

  it('reads CAMT.053: structured references from RmtInf/Strd, free text from Ustrd, debits, escaped names', () => {
    const parsed = parseStatement(sample('statement.camt053.xml'));
    expect(parsed).toMatchObject({ kind: 'parsed', format: 'camt053' });
    if (parsed.kind !== 'parsed') return;
    expect(essentials(parsed.lines)).toEqual(
      EXPECTED.map((line, index) => (index === 3 ? { ...line, name: 'JEAN PEETERS & FILS' } : line)),
    );
    expect(parsed.lines[0]).toMatchObject({
      bankReference: '2027040200001',
      counterpartyAccount: 'BE71096123456769',
      structuredCommunication: '123456789002',
      communication: '+++123/4567/89002+++',
    });
    expect(parsed.lines[1]).toMatchObject({ structuredCommunication: null, communication: 'Brocante 500/0000/00174 Paul' });
    expect(parsed.lines[2]!.counterpartyAccount).toBe('BE43068999999501');
  });

  it("splits a CAMT.053 batch into its transfers, each with its own reference, and counts the entry's total once", () => {
    const parsed = parseStatement(sample('statement-batch.camt053.xml'));
    if (parsed.kind !== 'parsed') throw new Error('non lu');
    expect(essentials(parsed.lines)).toEqual([
      { date: '2027-04-05', amount: 15, name: 'ANNE LEROY', references: ['100000000135'] },
      { date: '2027-04-05', amount: 15, name: 'BRUNO CLAES', references: ['100000000236'] },
      { date: '2027-04-05', amount: 15, name: 'CHLOÉ DUBOIS', references: ['100000000337'] },
    ]);
    expect(new Set(parsed.lines.map((line) => line.bankReference)).size).toBe(3);
  });

  it('refuses an XML statement that declares entities, and says an unreadable one in French', () => {
    const bomb = '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaa">]><Document>&a;</Document>';
    expect(() => parseStatement(bomb)).toThrow(new StatementError('Ce fichier XML déclare des entités : il est refusé.'));
    expect(() => parseStatement('<html><body>pas un extrait</body></html>')).toThrow(
      new StatementError("Ce fichier n'est pas un extrait ISO 20022 lisible (camt.052, camt.053 ou camt.054)."),
    );
  });

  /** One ISO 20022 message around `entries`: a statement (053), a report (052) or a notification (054). */
  const camt = (entries: string, root = 'BkToCstmrStmt', report = 'Stmt', version = 'camt.053.001.08') =>
    `<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:${version}"><${root}><GrpHdr><MsgId>M</MsgId></GrpHdr><${report}><Id>1</Id>${entries}</${report}></${root}></Document>`;
  const entry = (booking: string, amount = '<Amt Ccy="EUR">15.00</Amt>', reference = '123456789002') =>
    `<Ntry>${amount}<CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>${booking}<AcctSvcrRef>R${reference}</AcctSvcrRef><NtryDtls><TxDtls><RltdPties><Dbtr><Pty><Nm>Marie Dupont</Nm></Pty></Dbtr><DbtrAcct><Id><IBAN>BE71096123456769</IBAN></Id></DbtrAcct></RltdPties><RmtInf><Strd><CdtrRefInf><Ref>${reference}</Ref></CdtrRefInf></Strd></RmtInf></TxDtls></NtryDtls></Ntry>`;
  const lines = (content: string) => {
    const parsed = parseStatement(content);
    if (parsed.kind !== 'parsed') throw new Error('non lu');
    return parsed.lines;
  };

  it('reads a booking given as a date-time in UTC as the day it was in Brussels, the day on the payer’s bank app', () => {
    const [winter, summer, local, valueOnly] = lines(
      camt(
        entry('<BookgDt><DtTm>2014-01-04T23:00:00.000Z</DtTm></BookgDt>') +
          entry('<BookgDt><DtTm>2027-04-17T22:30:00+00:00</DtTm></BookgDt>') +
          entry('<BookgDt><DtTm>2027-04-17T23:30:00</DtTm></BookgDt>') +
          entry('<ValDt><DtTm>2027-04-17T21:59:59Z</DtTm></ValDt>'),
      ),
    );
    expect(winter!.date).toBe('2014-01-05');
    expect(summer!.date).toBe('2027-04-18');
    // Without an offset the bank wrote its own local time: the day as written.
    expect(local!.date).toBe('2027-04-17');
    expect(valueOnly!.date).toBe('2027-04-17');
  });

  it("dates an entry without a date of its own by its statement's period, else its creation in Brussels, and says so", () => {
    const period = camt(entry('')).replace(
      '<Id>1</Id>',
      '<Id>1</Id><FrToDt><FrDtTm>2027-04-02T00:00:00+02:00</FrDtTm><ToDtTm>2027-04-02T23:59:59+02:00</ToDtTm></FrToDt>',
    );
    const created = camt(entry('')).replace('<MsgId>M</MsgId>', '<MsgId>M</MsgId><CreDtTm>2027-04-02T22:30:00Z</CreDtTm>');
    expect(lines(period).map(({ date, note }) => ({ date, note }))).toEqual([
      { date: '2027-04-02', note: "Le mouvement ne porte pas de date : celle de l'extrait (02/04/2027) est prise." },
    ]);
    // 22:30 UTC on 2 April is half past midnight on the 3rd in Brussels.
    expect(lines(created).map(({ date, skipped }) => ({ date, skipped }))).toEqual([{ date: '2027-04-03', skipped: undefined }]);
  });

  it('skips, line by line and said in French, an entry with no date or in another currency, and reads the others', () => {
    const read = lines(
      camt(
        entry('') +
          entry('<BookgDt><Dt>2027-04-02</Dt></BookgDt>', '<Amt Ccy="CHF">15.00</Amt>') +
          entry('<BookgDt><Dt>2027-04-02</Dt></BookgDt>'),
      ),
    );
    expect(read.map((line) => line.skipped ?? 'lue')).toEqual([
      "Sans date, ni sur le mouvement ni sur l'extrait : vérifiez ce mouvement dans la banque.",
      'Montant en CHF : seuls les euros sont importés.',
      'lue',
    ]);
    expect(read[2]).toMatchObject({ date: '2027-04-02', amount: 15, structuredCommunication: '123456789002' });
  });

  it('reads camt.054 credit notifications and camt.052 reports as it reads statements', () => {
    const booked = entry('<BookgDt><Dt>2027-04-02</Dt></BookgDt>');
    const notification = parseStatement(camt(booked, 'BkToCstmrDbtCdtNtfctn', 'Ntfctn', 'camt.054.001.08'));
    expect(notification).toMatchObject({ kind: 'parsed', format: 'camt054' });
    const report = parseStatement(camt(booked, 'BkToCstmrAcctRpt', 'Rpt', 'camt.052.001.02'));
    expect(report).toMatchObject({ kind: 'parsed', format: 'camt052' });
    for (const parsed of [notification, report])
      if (parsed.kind === 'parsed')
        expect(essentials(parsed.lines)).toEqual([
          { date: '2027-04-02', amount: 15, name: 'MARIE DUPONT', references: ['123456789002'] },
        ]);
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
