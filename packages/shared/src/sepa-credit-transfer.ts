import { isValidBic, isValidIban, normalizeIban } from './bank-account.js';

/**
 * A SEPA credit transfer file (ISO 20022 pain.001.001.03, which Belgian banking apps import): the
 * committee's refunds, one payment information block, one transfer each.
 */
export interface SepaTransfer {
  /** Unique within the file, shown on the payer's statement (35 characters at most). */
  endToEndId: string;
  amount: number;
  creditorName: string;
  creditorIban: string;
  /** What the person reads on their statement (140 characters at most). */
  remittance: string;
}

export interface SepaCreditTransfer {
  messageId: string;
  createdAt: Date;
  /** YYYY-MM-DD */
  executionDate: string;
  debtor: { name: string; iban: string; bic: string };
  transfers: SepaTransfer[];
}

const xml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[character]!);

/** Letters that are not a Latin letter with an accent: written as SEPA's readers write them. */
const SPELLED_OUT: Record<string, string> = {
  œ: 'oe',
  Œ: 'OE',
  æ: 'ae',
  Æ: 'AE',
  ß: 'ss',
  ẞ: 'SS',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'TH',
  ı: 'i',
  '–': '-',
  '—': '-',
  '‘': "'",
  '’': "'",
};
const SPELLED = new RegExp(`[${Object.keys(SPELLED_OUT).join('')}]`, 'g');

/**
 * The Latin characters SEPA guarantees end to end: accents dropped (é → e), the other letters spelled
 * out (œ → oe, ß → ss, ø → o, æ → ae), anything else a space.
 */
export function sepaText(text: string, max: number): string {
  return text
    .replace(SPELLED, (character) => SPELLED_OUT[character]!)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9/?:().,'+ -]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}

const amount = (value: number) => value.toFixed(2);

/** The file's XML; throws in French when a transfer could not be executed by the bank. */
export function sepaCreditTransferXml(file: SepaCreditTransfer): string {
  if (!file.transfers.length) throw new Error('Aucun virement à mettre dans le fichier.');
  if (!isValidIban(file.debtor.iban) || !isValidBic(file.debtor.bic)) throw new Error('Le compte du comité est invalide.');
  for (const transfer of file.transfers) {
    if (!isValidIban(transfer.creditorIban))
      throw new Error(`IBAN invalide pour ${transfer.creditorName || transfer.endToEndId} : corrigez-le avant d'exporter.`);
    if (!(transfer.amount > 0)) throw new Error(`Montant invalide pour ${transfer.creditorName || transfer.endToEndId}.`);
    if (!sepaText(transfer.creditorName, 70))
      throw new Error(`Nom du titulaire du compte manquant pour ${transfer.endToEndId} : indiquez-le avant d'exporter.`);
  }
  const total = file.transfers.reduce((sum, transfer) => sum + Math.round(transfer.amount * 100), 0) / 100;
  const created = file.createdAt.toISOString().slice(0, 19);
  const debtorName = xml(sepaText(file.debtor.name, 70));
  const header = `<GrpHdr><MsgId>${xml(sepaText(file.messageId, 35))}</MsgId><CreDtTm>${created}</CreDtTm><NbOfTxs>${file.transfers.length}</NbOfTxs><CtrlSum>${amount(total)}</CtrlSum><InitgPty><Nm>${debtorName}</Nm></InitgPty></GrpHdr>`;
  const transfers = file.transfers
    .map(
      (transfer) =>
        `<CdtTrfTxInf><PmtId><EndToEndId>${xml(sepaText(transfer.endToEndId, 35))}</EndToEndId></PmtId><Amt><InstdAmt Ccy="EUR">${amount(transfer.amount)}</InstdAmt></Amt><Cdtr><Nm>${xml(sepaText(transfer.creditorName, 70))}</Nm></Cdtr><CdtrAcct><Id><IBAN>${normalizeIban(transfer.creditorIban)}</IBAN></Id></CdtrAcct><RmtInf><Ustrd>${xml(sepaText(transfer.remittance, 140))}</Ustrd></RmtInf></CdtTrfTxInf>`,
    )
    .join('');
  const payment = `<PmtInf><PmtInfId>${xml(sepaText(file.messageId, 35))}</PmtInfId><PmtMtd>TRF</PmtMtd><BtchBookg>true</BtchBookg><NbOfTxs>${file.transfers.length}</NbOfTxs><CtrlSum>${amount(total)}</CtrlSum><PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl></PmtTpInf><ReqdExctnDt>${file.executionDate}</ReqdExctnDt><Dbtr><Nm>${debtorName}</Nm></Dbtr><DbtrAcct><Id><IBAN>${normalizeIban(file.debtor.iban)}</IBAN></Id><Ccy>EUR</Ccy></DbtrAcct><DbtrAgt><FinInstnId><BIC>${file.debtor.bic.trim().toUpperCase()}</BIC></FinInstnId></DbtrAgt><ChrgBr>SLEV</ChrgBr>${transfers}</PmtInf>`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><CstmrCdtTrfInitn>${header}${payment}</CstmrCdtTrfInitn></Document>\n`;
}

/** A refund can go in the file once its account and its holder's name are known (SEPA needs both). */
export function hasCreditor(refund: { payerIban: string | null; payerName: string | null }): boolean {
  return Boolean(refund.payerIban) && sepaText(refund.payerName ?? '', 70) !== '';
}

/** Why the committee owes money back: a paid registration cancelled, a deposit returned after the day, a transfer above the amount due. */
export const REFUND_REASONS = ['cancellation', 'deposit', 'overpayment'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** A refund as the staff API lists it. */
export interface RefundRecord {
  documentId: string;
  amount: number;
  reason: RefundReason;
  payerName: string | null;
  payerIban: string | null;
  /** due; done: paid back by the bank; applied: an overpayment that paid other registrations instead */
  status: 'due' | 'done' | 'applied';
  createdAt: string;
  doneAt: string | null;
  registration: { documentId: string; name: string; paymentReference: string } | null;
}
