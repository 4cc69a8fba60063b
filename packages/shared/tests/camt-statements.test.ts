import { describe, expect, it } from 'vitest';
import { parseStatement, StatementError } from '../src/bank-statements.js';
import { essentials, EXPECTED, sample } from './statement-samples';

describe('bank statements', () => {
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
});
