import { useState } from 'react';
import { decodeStatement, type ColumnMapping, TEXTS } from '@brocante/shared';
import { ErrorBanner, FileInput, Icon, LoadingClock, Select } from '@brocante/ui';
import { errorText } from '../../../lib/api-client';
import { useImportStatement, useLatestStatementImport, usePreviewStatement } from '../api/import-statement';
import { ImportJob } from './statement-import/ImportJob';
import { ImportLines } from './statement-import/ImportLines';
import { MAPPED_COLUMNS, rememberedColumns, type ChosenColumns } from './statement-import/remembered-columns';

/**
 * A statement in two steps: the file is read and what it would do is shown (nothing recorded, no
 * e-mail sent), then the volunteer imports it. A file misread is seen before anyone is told anything.
 * A long import goes on on the server (statement-import/ImportJob.tsx): the screen opened again follows the last
 * import while it runs, and shows what it did for an hour after.
 */
const LAST_IMPORT_SHOWN_MS = 60 * 60 * 1000;

export function StatementImport() {
  const previewing = usePreviewStatement();
  const importing = useImportStatement();
  const [file, setFile] = useState<{ name: string; content: string } | null>(null);
  const [mapping, setMapping] = useState<ChosenColumns>({});
  const [headers, setHeaders] = useState<{ names: string[]; remembered: boolean } | null>(null);
  const [assigned, setAssigned] = useState<Record<number, string>>({});
  const latest = useLatestStatementImport();
  const [chosenSince, setChosenSince] = useState(false);
  const preview = previewing.data;
  const answer = importing.data;
  const result = answer && !answer.needsMapping && !('job' in answer) ? answer : null;
  const recentLatest =
    latest.data &&
    (latest.data.state === 'running' || Date.now() - Date.parse(latest.data.finishedAt ?? '') < LAST_IMPORT_SHOWN_MS)
      ? latest.data.id
      : null;
  const followed = answer && 'job' in answer ? answer.job.id : chosenSince ? null : recentLatest;
  const onAssigned = (lineNumber: number, name: string) => setAssigned((current) => ({ ...current, [lineNumber]: name }));

  const columns = () =>
    Object.fromEntries(
      Object.entries(mapping)
        .filter(([, value]) => value !== '' && value !== undefined)
        .map(([key, value]) => [key, Number(value)]),
    ) as unknown as ColumnMapping;

  async function choose(chosen: File | null) {
    setAssigned({});
    setMapping({});
    setHeaders(null);
    previewing.reset();
    importing.reset();
    setChosenSince(true);
    if (!chosen) return setFile(null);
    const content = decodeStatement(new Uint8Array(await chosen.arrayBuffer()));
    setFile({ name: chosen.name, content });
    previewing.mutate(
      { fileName: chosen.name, content, dryRun: true },
      {
        onSuccess: (read) => {
          if (!read.needsMapping) return;
          const { columns, remembered } = rememberedColumns.read(read.headers);
          setMapping(columns);
          setHeaders({ names: read.headers, remembered });
        },
      },
    );
  }

  const mappingComplete = MAPPED_COLUMNS.every(({ key, required }) => !required || mapping[key]);
  function previewWithMapping() {
    if (!file || !mappingComplete) return;
    previewing.mutate({ fileName: file.name, content: file.content, mapping: columns(), dryRun: true });
  }
  function importFile() {
    if (!file) return;
    importing.mutate(
      { fileName: file.name, content: file.content, ...(headers ? { mapping: columns() } : {}) },
      { onSuccess: () => headers && rememberedColumns.save(headers.names, mapping) },
    );
  }

  return (
    <section>
      <FileInput
        name="statement"
        label="Extrait de compte"
        accept=".cod,.coda,.txt,.csv,.xml,.sta,.940,.mt940,text/csv,text/plain,application/xml,text/xml"
        description="CODA, MT940, CAMT.053, .052 ou .054 (XML), ou CSV de votre banque (BNP Paribas Fortis, KBC, Belfius, ING, Argenta et Crelan sont reconnues ; pour une autre, ses colonnes vous sont proposées). Vous voyez d'abord ce que l'import fera ; importer deux fois le même extrait ne change rien."
        onChange={choose}
        disabled={previewing.isPending || importing.isPending}
      />
      <ErrorBanner error={errorText(previewing.error) ?? errorText(importing.error)} />
      <LoadingClock loading={previewing.isPending} label="Lecture de l'extrait…" />
      <LoadingClock loading={importing.isPending} label="Import en cours…" />

      {preview?.needsMapping && (
        <form
          className="card"
          onSubmit={(event) => {
            event.preventDefault();
            previewWithMapping();
          }}
        >
          <h2>Quelles colonnes ?</h2>
          <p>
            {headers?.remembered
              ? 'Ce CSV a les colonnes de votre dernier import de ce format : elles sont reprises, vérifiez-les.'
              : "Ce CSV ne vient pas d'une banque connue : vérifiez où se trouvent la date, le montant et la communication (proposés d'après les titres des colonnes)."}
          </p>
          <div className="form-grid">
            {MAPPED_COLUMNS.map(({ key, label, required }) => (
              <Select
                placeholder={TEXTS.selectPlaceholder}
                key={key}
                name={key}
                label={required ? label : `${label} (facultatif)`}
                value={mapping[key] ?? ''}
                onChange={(value) => setMapping((current) => ({ ...current, [key]: value }))}
                options={preview.headers.map((header, index) => ({ id: String(index), name: header || `Colonne ${index + 1}` }))}
              />
            ))}
          </div>
          <button type="submit" className="button" disabled={!mappingComplete || previewing.isPending}>
            <Icon name="eye" />
            Lire l'extrait
          </button>
        </form>
      )}

      {preview && !preview.needsMapping && !('job' in preview) && !answer && (
        <section aria-labelledby="preview-title" className="card">
          <h2 id="preview-title">Ce que l'import fera</h2>
          <ImportLines result={preview} />
          <div className="actions">
            <button type="button" className="button" onClick={importFile} disabled={importing.isPending}>
              <Icon name="upload" />
              Importer l'extrait
            </button>
          </div>
        </section>
      )}

      {result && <ImportLines result={result} assigned={assigned} onAssigned={onAssigned} />}
      {followed && <ImportJob id={followed} assigned={assigned} onAssigned={onAssigned} />}
    </section>
  );
}
