import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnMapping, StatementImportProgress, StatementImportReport } from '@brocante/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { One } from '../../../lib/strapi-types';

/**
 * What the server answers a statement: the columns its CSV needs, what it would do (dry run) or did, or, for an
 * import longer than a few seconds, the import going on on the server (`job`), followed with useStatementImportJob.
 */
export type StatementImport =
  | { needsMapping: true; headers: string[]; sample: string[][] }
  | StatementImportReport
  | { needsMapping: false; job: StatementImportProgress };

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

/** The last import started: the screen opened again follows it while it runs, or shows what it did. */
export const useLatestStatementImport = () =>
  useQuery({
    queryKey: queryKeys.statementImports.latest,
    queryFn: async () => (await api.get<One<StatementImportProgress | null>>('/bank-imports/latest')).data,
  });

/** An import going on on the server, read every second until it ends; its end reads the registrations again. */
export const useStatementImportJob = (id: string) => {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.statementImports.detail(id),
    queryFn: async () => {
      const job = (await api.get<One<StatementImportProgress>>(`/bank-imports/${id}`)).data;
      if (job.state !== 'running') await queryClient.invalidateQueries({ queryKey: queryKeys.registrations.all });
      return job;
    },
    refetchInterval: (query) => (query.state.data?.state === 'running' || !query.state.data ? 1000 : false),
  });
};
