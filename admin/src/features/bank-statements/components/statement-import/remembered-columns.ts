/** The columns of a bank's CSV the statement screen (../StatementImport.tsx) asks for, and its memory of them. */
import { csvLayoutKey, guessColumnMapping, type ColumnMapping } from '@brocante/shared';

export const MAPPED_COLUMNS: { key: keyof ColumnMapping; label: string; required: boolean }[] = [
  { key: 'date', label: 'Date', required: true },
  { key: 'amount', label: 'Montant', required: true },
  { key: 'communication', label: 'Communication', required: true },
  { key: 'counterpartyName', label: "Donneur d'ordre", required: false },
  { key: 'counterpartyAccount', label: 'IBAN du payeur', required: false },
  { key: 'bankReference', label: 'Référence du mouvement', required: false },
];

export type ChosenColumns = Partial<Record<keyof ColumnMapping, string>>;

/**
 * The columns chosen for a bank's CSV, kept on this computer under the file's headers: next month's
 * statement of the same bank opens with them. A layout never seen starts from a guess made on its headers.
 */
export const rememberedColumns = {
  key: (headers: string[]) => `brocante.statement-columns:${csvLayoutKey(headers)}`,
  read(headers: string[]): { columns: ChosenColumns; remembered: boolean } {
    const saved = localStorage.getItem(this.key(headers));
    if (saved) return { columns: JSON.parse(saved) as ChosenColumns, remembered: true };
    const guess = guessColumnMapping(headers);
    return {
      columns: Object.fromEntries(Object.entries(guess).map(([key, index]) => [key, String(index)])),
      remembered: false,
    };
  },
  save(headers: string[], columns: ChosenColumns) {
    localStorage.setItem(this.key(headers), JSON.stringify(columns));
  },
};
