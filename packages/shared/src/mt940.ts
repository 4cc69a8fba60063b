import { payerAccount } from './bank-account.js';
import { parseStructuredCommunication } from './structured-communication.js';
import { SKIPPED_LINE, StatementError, type StatementLine } from './statement-line.js';

/**
 * SWIFT MT940, what several banks' business apps still export: statements (:20: … :62F:), each
 * movement a :61: line (value date, booking date, debit or credit, amount, type, references, and on
 * the next line the counterparty's account with some banks) followed by its :86: details, which
 * every bank writes its own way: SWIFT codes (/NAME/…/REMI/…), numbered subfields (>20…>33 or
 * ?20…?33) or free text. The statement's currency is its opening balance's (:60F:).
 */

/** :61: value date YYMMDD, booking date MMDD, (R)D/C, funds code, amount, type, reference[//bank reference][\n details]. */
const MOVEMENT =
  /^(\d{2})(\d{2})(\d{2})(\d{4})?(R?[DC])[A-Z]?(\d+,\d{0,2})[A-Z][A-Z0-9]{3}([^/\n]*?)(?:\/\/([^\n]*))?(?:\n([\s\S]*))?$/;

/**
 * The fields of a message: each `:tag:` with its text, continuation lines joined to it. A message
 * ends with a line `-`; what comes before its first field (a bank's header: ABNANL2A, 940, {1:…}) is not read.
 */
function fields(content: string): { tag: string; value: string }[] {
  const found: { tag: string; value: string }[] = [];
  let inMessage = false;
  for (const line of content.split(/\r?\n/)) {
    const field = /^:(\d{2}[A-Z]?):(.*)$/.exec(line);
    if (field) {
      found.push({ tag: field[1]!, value: field[2]! });
      inMessage = true;
    } else if (line.trim() === '-' || line.trim().startsWith('-}')) inMessage = false;
    else if (inMessage) found.at(-1)!.value += `\n${line}`;
  }
  return found;
}

/** A booking date: its month and day, in the year that puts it nearest the value date (a statement crosses New Year). */
function bookingDay(year: number, valueMonth: number, booking: string | undefined, valueDay: string): string {
  if (!booking) return `${year}-${String(valueMonth).padStart(2, '0')}-${valueDay}`;
  const month = Number(booking.slice(0, 2));
  const shift = month - valueMonth > 6 ? -1 : valueMonth - month > 6 ? 1 : 0;
  return `${year + shift}-${booking.slice(0, 2)}-${booking.slice(2, 4)}`;
}

/** The SWIFT codes of :86: that end the value before them. */
const SWIFT_CODES = 'EREF|ORDP|BENM|NAME|IBAN|BIC|ISDT|CSID|MARF|RTRN|PURP|ULTC|ULTD|ADDR|REMI|CNTP|TRCD|BUSP|SVCL';

/** What :86: says of the counterparty and the payer's words, whichever way the bank wrote it. */
function details(text: string): { name: string; account: string; communication: string } {
  const flat = text.replace(/\n/g, '');
  if (/^\/[A-Z]{2,4}\//.test(flat) || /\/(NAME|REMI|IBAN)\//.test(flat)) {
    // SWIFT codes: /CODE/value up to the next code (a remittance may hold slashes: +++123/4567/89002+++).
    const code = (name: string) => new RegExp(`/${name}/(.*?)(?=/(?:${SWIFT_CODES})/|$)`).exec(flat)?.[1] ?? '';
    const remittance = code('REMI')
      .replace(/^(USTD\/|STRD\/CUR\/|STRD\/\/)?\/?/, '')
      .replace(/\/$/, '');
    return { name: code('NAME'), account: code('IBAN'), communication: remittance || flat };
  }
  const subfields = /([>?])(\d{2})/.exec(flat);
  if (subfields) {
    const marker = subfields[1]!;
    const parts = new Map<string, string>();
    for (const part of flat.split(marker).slice(1)) parts.set(part.slice(0, 2), part.slice(2));
    const range = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, index) => parts.get(String(from + index)) ?? '').join('');
    return { name: range(32, 33).trim(), account: (parts.get('31') ?? '').trim(), communication: range(20, 29).trim() };
  }
  return { name: '', account: '', communication: text.replace(/\s*\n\s*/g, ' ').trim() };
}

export function parseMt940(content: string): StatementLine[] {
  const lines: StatementLine[] = [];
  let statement = '';
  let currency = 'EUR';
  let sequence = 0;
  const all = fields(content);
  all.forEach(({ tag, value }, index) => {
    if (tag === '28' || tag === '28C') statement = value.trim();
    // A statement is its number and its opening balance's day (some banks number every statement 0).
    if (tag === '60F' || tag === '60M') {
      statement = `${statement.split('@')[0]}@${value.slice(1, 7)}`;
      currency = value.slice(7, 10).toUpperCase();
      sequence = 0;
    }
    if (tag !== '61') return;
    const movement = MOVEMENT.exec(value.trim());
    if (!movement) throw new StatementError(`Mouvement MT940 illisible : « ${value.trim().slice(0, 40)} ».`);
    const [, yy, mm, dd, booking, mark, amount, reference, bankReference, supplementary] = movement;
    const next = all[index + 1];
    const { name, account, communication } = details(next?.tag === '86' ? next.value : '');
    sequence += 1;
    const sign = mark!.endsWith('D') !== mark!.startsWith('R') ? -1 : 1;
    const ownReference = [reference, bankReference]
      .map((part) => (part ?? '').trim())
      .filter((part) => part && part !== 'NONREF');
    lines.push({
      lineNumber: lines.length + 1,
      bankReference: [statement, sequence, ...ownReference].join('/'),
      date: bookingDay(2000 + Number(yy), Number(mm), booking, dd!),
      amount: (sign * Math.round(Number(amount!.replace(',', '.')) * 100)) / 100,
      counterpartyName: name,
      counterpartyAccount: payerAccount(account || (supplementary ?? '').trim(), communication),
      communication,
      structuredCommunication: parseStructuredCommunication(communication),
      ...(currency !== 'EUR' ? { skipped: SKIPPED_LINE.currency(currency) } : {}),
    });
  });
  if (!lines.length) throw new StatementError("Ce fichier n'est pas un extrait MT940 lisible.");
  return lines;
}
