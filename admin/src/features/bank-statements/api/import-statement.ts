import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ColumnMapping, ImportedLine, StatementFormat } from '@brocante/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { One } from '../../../lib/strapi-types';

export type StatementImport =
  | { needsMapping: true; headers: string[]; sample: string[][] }
  | {
      needsMapping: false;
      /** What the import would do, nothing recorded (true), or what it did (false). */
      dryRun: boolean;
      format: StatementFormat;
      lines: ImportedLine[];
      /** The payment e-mails it sends (or would send). */
      emails: number;
    };

export async function importStatement(input: {
  fileName: string;
  content: string;
  mapping?: ColumnMapping;
  dryRun?: boolean;
}): Promise<StatementImport> {
  return (await api.post<One<StatementImport>>('/bank-imports', { data: input })).data;
}

/** What the file would do: nothing is recorded, nothing changes. */
export const usePreviewStatement = () => useMutation({ mutationFn: importStatement });

/** Payments change registrations: every list and detail is read again. */
export const useImportStatement = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importStatement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.registrations.all }),
  });
};
