import { StatementError, type StatementLine } from './statement-line.js';
import { parseStructuredCommunication } from './structured-communication.js';

function codaDate(ddmmyy: string): string {
  const [day, month, year] = [ddmmyy.slice(0, 2), ddmmyy.slice(2, 4), ddmmyy.slice(4, 6)];
  return `20${year}-${month}-${day}`;
}

/**
 * CODA (128 characters a line): movements are records 2.1, completed by 2.2 and 2.3. A globalised
 * movement (globalisation code in position 125) is a total whose details follow under the same
 * sequence number, each with its own communication: the details are the movements, the total is
 * not counted again. A movement is known by its statement's number (in its record 2.1), its sequence and detail
 * numbers and the bank's reference: the bank's reference alone is shared by movements of one day (two
 * credits of the same amount from one payer, say).
 */
export function parseCoda(content: string): StatementLine[] {
  const records = content
    .split(/\r?\n/)
    .map((record, index) => ({ record, lineNumber: index + 1 }))
    .filter(({ record }) => record.trim());
  if (!records[0]?.record.startsWith('0') || !records.some(({ record }) => record.startsWith('21'))) {
    throw new StatementError("Ce fichier n'est pas un extrait CODA lisible.");
  }
  type CodaMovement = StatementLine & { sequence: string; total: boolean };
  const lines: CodaMovement[] = [];
  let current: CodaMovement | null = null;
  for (const { record, lineNumber } of records) {
    const type = record.slice(0, 2);
    if (type === '21') {
      const sequence = record.slice(2, 6);
      const total = /[1-9]/.test(record[124] ?? '0');
      const sign = record[31] === '1' ? -1 : 1;
      const amount = (sign * Number(record.slice(32, 47))) / 1000;
      const structured = record[61] === '1' && record.slice(62, 65) === '101' ? record.slice(65, 77) : null;
      current = {
        sequence,
        total,
        lineNumber,
        bankReference: `${record.slice(121, 124)}/${sequence}/${record.slice(6, 10)}/${record.slice(10, 31).trim()}`,
        date: codaDate(record.slice(115, 121).trim() || record.slice(47, 53)),
        amount: Math.round(amount * 100) / 100,
        counterpartyName: '',
        counterpartyAccount: '',
        communication: structured
          ? `+++${structured.slice(0, 3)}/${structured.slice(3, 7)}/${structured.slice(7)}+++`
          : record.slice(62, 115).trim(),
        structuredCommunication: structured && parseStructuredCommunication(structured),
      };
      lines.push(current);
    } else if (type === '22' && current) {
      if (!current.structuredCommunication) current.communication = `${current.communication}${record.slice(10, 63)}`.trim();
    } else if (type === '23' && current) {
      current.counterpartyAccount = record.slice(10, 47).trim().split(' ')[0] ?? '';
      current.counterpartyName = record.slice(47, 82).trim();
      if (!current.structuredCommunication) current.communication = `${current.communication}${record.slice(82, 125)}`.trim();
    }
  }
  // A total stands for the details that follow it in its sequence: they are kept, it is not.
  return lines
    .filter((line, index) => !(line.total && lines[index + 1]?.sequence === line.sequence))
    .map(({ sequence: _sequence, total: _total, ...line }) => line);
}
