import { readFileSync } from 'node:fs';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { hasCreditor, sepaCreditTransferXml, sepaText } from '../src/sepa-credit-transfer.js';

const FILE = {
  messageId: 'REMB-2027-04-20-1',
  createdAt: new Date('2027-04-20T09:30:00.000Z'),
  executionDate: '2027-04-21',
  debtor: { name: 'Comité de quartier des Trois Tilleuls ASBL', iban: 'BE21 0012 3456 7803', bic: 'GEBABEBB' },
  transfers: [
    {
      endToEndId: 'REMB-12',
      amount: 15,
      creditorName: 'Léa Martin',
      creditorIban: 'BE71 0961 2345 6769',
      remittance: 'Remboursement brocante +++123/4567/89002+++',
    },
    {
      endToEndId: 'REMB-13',
      amount: 12.5,
      creditorName: 'Jean Peeters & fils',
      creditorIban: 'be62510007547061',
      remittance: 'Remboursement brocante',
    },
  ],
};

/** The pain.001.001.03 schema's parts the file uses (tests/schemas), checked by libxml2's xmllint. */
const SCHEMA = readFileSync(new URL('./schemas/pain.001.001.03.subset.xsd', import.meta.url), 'utf8');

async function schemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'remboursements.xml', contents: xml }],
    schema: [{ fileName: 'pain.001.001.03.subset.xsd', contents: SCHEMA }],
  });
  return result.errors.map((error) => error.message);
}

/** The elements of a pain.001.001.03 file in the order its schema requires. */
function elementsOf(xml: string) {
  return [...xml.matchAll(/<([A-Za-z]+)[ >]/g)].map((match) => match[1]);
}

describe('the SEPA credit transfer file (pain.001.001.03)', () => {
  it('holds one transfer per refund, their count and sum, the committee as debtor', () => {
    const xml = sepaCreditTransferXml(FILE);
    expect(xml).toContain('<InstdAmt Ccy="EUR">15.00</InstdAmt>');
    const document = new XMLParser({ ignoreAttributes: false }).parse(xml).Document;
    expect(document['@_xmlns']).toBe('urn:iso:std:iso:20022:tech:xsd:pain.001.001.03');
    const initiation = document.CstmrCdtTrfInitn;
    expect(initiation.GrpHdr).toMatchObject({ NbOfTxs: 2, CtrlSum: 27.5, CreDtTm: '2027-04-20T09:30:00' });
    const payment = initiation.PmtInf;
    expect(payment).toMatchObject({
      PmtMtd: 'TRF',
      NbOfTxs: 2,
      CtrlSum: 27.5,
      ReqdExctnDt: '2027-04-21',
      Dbtr: { Nm: 'Comite de quartier des Trois Tilleuls ASBL' },
      DbtrAcct: { Id: { IBAN: 'BE21001234567803' } },
      DbtrAgt: { FinInstnId: { BIC: 'GEBABEBB' } },
      ChrgBr: 'SLEV',
    });
    expect(
      payment.CdtTrfTxInf.map(
        (transfer: { Cdtr: { Nm: string }; CdtrAcct: { Id: { IBAN: string } }; Amt: { InstdAmt: { '#text': number } } }) => [
          transfer.Cdtr.Nm,
          transfer.CdtrAcct.Id.IBAN,
          transfer.Amt.InstdAmt['#text'],
        ],
      ),
    ).toEqual([
      ['Lea Martin', 'BE71096123456769', 15],
      ['Jean Peeters fils', 'BE62510007547061', 12.5],
    ]);
  });

  it("writes the elements in the order of the schema's sequences", () => {
    const order = elementsOf(sepaCreditTransferXml(FILE));
    const sequence = (parent: string[], names: string[]) =>
      expect(
        names.map((name) => order.indexOf(name)),
        parent.join('/'),
      ).toEqual([...names.map((name) => order.indexOf(name))].sort((a, b) => a - b));
    sequence(['GrpHdr'], ['MsgId', 'CreDtTm', 'NbOfTxs', 'CtrlSum', 'InitgPty']);
    sequence(
      ['PmtInf'],
      ['PmtInfId', 'PmtMtd', 'BtchBookg', 'PmtTpInf', 'ReqdExctnDt', 'Dbtr', 'DbtrAcct', 'DbtrAgt', 'ChrgBr', 'CdtTrfTxInf'],
    );
    sequence(['CdtTrfTxInf'], ['PmtId', 'Amt', 'Cdtr', 'CdtrAcct', 'RmtInf']);
  });

  it('is valid against the pain.001.001.03 schema, with the longest names, amounts and texts it may write', async () => {
    expect(await schemaErrors(sepaCreditTransferXml(FILE))).toEqual([]);
    const longest = sepaCreditTransferXml({
      ...FILE,
      messageId: 'M'.repeat(60),
      debtor: { ...FILE.debtor, name: 'Comité '.repeat(30) },
      transfers: Array.from({ length: 3 }, (_, index) => ({
        endToEndId: `REMB-${'9'.repeat(40)}-${index}`,
        amount: 99_999.99,
        creditorName: 'Ñoño Ærøskøbing '.repeat(20),
        creditorIban: 'NL91 ABNA 0417 1643 00',
        remittance: 'Caution brocante « '.repeat(20),
      })),
    });
    expect(await schemaErrors(longest)).toEqual([]);
  });

  it('would be refused by the schema if it wrote an element out of order or an amount with too many decimals', async () => {
    const valid = sepaCreditTransferXml(FILE);
    const swapped = valid.replace(
      /(<Cdtr><Nm>[^<]*<\/Nm><\/Cdtr>)(<CdtrAcct>.*?<\/CdtrAcct>)/,
      (_match, creditor: string, account: string) => `${account}${creditor}`,
    );
    expect(swapped).not.toBe(valid);
    expect((await schemaErrors(swapped)).join('\n')).toMatch(/Cdtr/);
    expect((await schemaErrors(valid.replace('>15.00<', '>15.001234567<'))).join('\n')).toMatch(/InstdAmt/);
  });

  it('refuses, in French, a transfer to nobody: SEPA needs the name of the account holder', () => {
    expect(() => sepaCreditTransferXml({ ...FILE, transfers: [{ ...FILE.transfers[0]!, creditorName: '  ' }] })).toThrow(
      "Nom du titulaire du compte manquant pour REMB-12 : indiquez-le avant d'exporter.",
    );
  });

  it('puts a refund in the file only once its account and a holder SEPA can write are known', () => {
    expect(hasCreditor({ payerIban: 'BE71096123456769', payerName: 'MARIE DUPONT' })).toBe(true);
    expect(hasCreditor({ payerIban: 'BE71096123456769', payerName: null })).toBe(false);
    expect(hasCreditor({ payerIban: 'BE71096123456769', payerName: '李雷' })).toBe(false);
    expect(hasCreditor({ payerIban: null, payerName: 'MARIE DUPONT' })).toBe(false);
  });

  it('keeps to the characters SEPA carries, and to their lengths', () => {
    expect(sepaText('Chloé <Dubois> & Cie — «brocante»', 70)).toBe('Chloe Dubois Cie - brocante');
    // Letters SEPA does not carry are spelled out, never dropped: « Cœur » is not « C ur ».
    expect(sepaText('Cœur Weiß Søren Æsa Łukasz Þóra', 70)).toBe('Coeur Weiss Soren AEsa Lukasz THora');
    expect(sepaText('Remboursement brocante 2027 — A12', 140)).toBe('Remboursement brocante 2027 - A12');
    expect(sepaText('L’Œuvre d’Éloïse', 70)).toBe("L'OEuvre d'Eloise");
    expect(sepaText('x'.repeat(200), 140)).toHaveLength(140);
  });

  it('refuses, in French, a file the bank could not execute', () => {
    expect(() => sepaCreditTransferXml({ ...FILE, transfers: [] })).toThrow('Aucun virement à mettre dans le fichier.');
    expect(() =>
      sepaCreditTransferXml({ ...FILE, transfers: [{ ...FILE.transfers[0]!, creditorIban: 'BE71 0961 2345 6768' }] }),
    ).toThrow("IBAN invalide pour Léa Martin : corrigez-le avant d'exporter.");
  });
});
