import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { ColumnMapping, StatementImportProgress, StatementImportReport } from '@brocante/shared';
import { perStrapi } from '../lib/per-strapi';
import { insertRow, isPostgres } from '../lib/rows';
import { TABLES } from '../lib/tables';
import { recordStatementImport } from './last-statement-import';
import { statementImportRows } from './rows';
import { fingerprints, readStatement, statementImport } from './statement-import';

/**
 * Statement lines recorded a transaction: a batch commits once, with the import's progress, and holds the allocation
 * lock for a few hundred milliseconds at most, so a registration made meanwhile waits no longer than that.
 */
const LINES_A_TRANSACTION = 100;
/**
 * How long the import's request waits for it: a month's statement is answered with what it did, a longer one (past
 * a few seconds, or past LINES_ANSWERED_AT_ONCE lines, which take more) at once with its progress.
 * STATEMENT_IMPORT_ANSWER_MS: 0 for the tests that follow an import as a job, whatever its length.
 */
const LINES_ANSWERED_AT_ONCE = 1000;
const answerWithinMs = (lines: number) =>
  lines > LINES_ANSWERED_AT_ONCE ? 0 : Number(process.env.STATEMENT_IMPORT_ANSWER_MS ?? 5000);
/**
 * How long an import lets the server answer between two batches: SQLite (development) has one connection, which each
 * batch holds. STATEMENT_IMPORT_PAUSE_MS: longer for the Chromium test that follows an import mid-way.
 */
const pauseMs = () => Number(process.env.STATEMENT_IMPORT_PAUSE_MS ?? 10);
/** An import whose process gave no news for this long died with it: another process takes it up. */
const STALLED_AFTER_MS = 60_000;
/** How long an ended import keeps what it did (its lines: names, accounts, words); its movements stay, as the edition's. */
const REPORT_KEPT_DAYS = 30;

type StoredImport = {
  id: number;
  documentId: string;
  fileName: string | null;
  content: string | null;
  mapping: ColumnMapping | null;
  state: StatementImportProgress['state'];
  total: number;
  done: number;
  startedBy: string | null;
  createdAt: string | Date;
  finishedAt: string | Date | null;
  report: StatementImportReport | null;
  failure: string | null;
};

const FIELDS = [
  'id',
  'documentId',
  'fileName',
  'state',
  'total',
  'done',
  'startedBy',
  'createdAt',
  'finishedAt',
  'failure',
] as const;
const asTime = (value: string | Date | number | null) => (value === null ? null : new Date(value).toISOString());
const json = <T>(value: unknown): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T | null));

/**
 * A statement's import as a job on the server: the same file sent again while it runs is answered with it, not
 * doubled; its progress is saved with each batch of lines, in the batch's transaction, so that an import cut short (a
 * restart, a crash) is taken up where it stopped, by this process or another, and records each line once.
 */
export const statementImportJobs = perStrapi((strapi: Core.Strapi) => {
  const table = () => strapi.db.connection(TABLES.statementImports);
  /** The imports this process runs, by id. */
  const runs = new Map<number, Promise<void>>();
  let stopping = false;

  const progressOf = (row: StoredImport, withReport: boolean): StatementImportProgress => ({
    id: row.documentId,
    fileName: row.fileName ?? '',
    state: row.state,
    done: Number(row.done),
    total: Number(row.total),
    startedAt: asTime(row.createdAt)!,
    startedBy: row.startedBy,
    finishedAt: asTime(row.finishedAt),
    failure: row.failure,
    report: withReport && row.state === 'done' ? json<StatementImportReport>(row.report) : null,
  });

  async function stored(where: Record<string, unknown>, withReport = false): Promise<StoredImport | undefined> {
    return table()
      .where(statementImportRows.row(where))
      .first(statementImportRows.select(withReport ? [...FIELDS, 'report'] : FIELDS));
  }

  /** Runs an import from where it stopped to its end; the process stopping leaves it to the next one. */
  async function run(id: number): Promise<void> {
    const row = await table()
      .where({ id })
      .first(statementImportRows.select(['documentId', 'fileName', 'content', 'mapping', 'done']));
    const parsed = readStatement(row.content, json<ColumnMapping>(row.mapping) ?? undefined);
    if (parsed.kind !== 'parsed') throw new Error('Relevé sans colonnes choisies');
    const movements = fingerprints(parsed.lines);
    const from = Number(row.done);
    const planned = await statementImport(strapi).plan(parsed.lines.slice(from), movements.slice(from), parsed.format);
    for (let start = 0; start < planned.length; start += LINES_A_TRANSACTION) {
      // Between batches, the server answers what waits. SQLite (development) has one connection, which each batch
      // holds, and queries that never leave the event loop: a request's queries would each wait for a whole batch
      // (its own progress among them), so the import pauses a moment for them.
      await new Promise((resolve) => (isPostgres(strapi.db.connection) ? setImmediate(resolve) : setTimeout(resolve, pauseMs())));
      if (stopping) {
        await table()
          .where({ id })
          .update(statementImportRows.row({ heartbeatAt: null }));
        return;
      }
      const done = from + Math.min(start + LINES_A_TRANSACTION, planned.length);
      await statementImport(strapi).recordBatch(
        planned.slice(start, start + LINES_A_TRANSACTION),
        { format: parsed.format, fileName: row.fileName, statementImport: id },
        async (trx) => {
          await trx(TABLES.statementImports)
            .where({ id })
            .update(statementImportRows.row({ done, heartbeatAt: new Date() }));
        },
      );
    }
    const report = await statementImport(strapi).report(parsed, { id, documentId: row.documentId });
    await table()
      .where({ id })
      .update(
        statementImportRows.row({
          state: 'done',
          report,
          done: parsed.lines.length,
          runningKey: null,
          content: null,
          heartbeatAt: null,
          finishedAt: new Date(),
        }),
      );
  }

  /** Runs it here, once; a failure ends it, its lines recorded until then kept, and is said to whoever follows it. */
  function follow(id: number): Promise<void> {
    const running =
      runs.get(id) ??
      run(id)
        .catch(async (error: Error) => {
          strapi.log.error(`Import du relevé ${id} : ${error.stack ?? error.message}`);
          await table()
            .where({ id })
            .update(
              statementImportRows.row({
                state: 'failed',
                failure: `L'import s'est arrêté : ${error.message}. Les lignes déjà importées le restent ; importez le fichier à nouveau pour les autres.`,
                runningKey: null,
                content: null,
                heartbeatAt: null,
                finishedAt: new Date(),
              }),
            );
        })
        .finally(() => runs.delete(id));
    runs.set(id, running);
    return running;
  }

  return {
    /**
     * Starts importing a statement (read already: a file that cannot be read is refused before) and waits a few
     * seconds for it: the import's report when it ended by then, else its progress. The same file and columns sent
     * while their import runs get that import.
     */
    async start(
      fileName: string,
      content: string,
      mapping: ColumnMapping | undefined,
      { total, startedBy }: { total: number; startedBy: string | null },
    ): Promise<StatementImportProgress> {
      const fileKey = createHash('sha256')
        .update(JSON.stringify([content, mapping ?? null]))
        .digest('hex');
      const now = new Date();
      const id = await insertRow(
        strapi.db.connection,
        TABLES.statementImports,
        statementImportRows.row({
          fileName,
          fileKey,
          runningKey: fileKey,
          content,
          mapping: mapping ?? null,
          state: 'running',
          total,
          done: 0,
          startedBy,
          heartbeatAt: now,
        }),
        { now, onConflict: 'running_key' },
      );
      if (id === null) {
        // The same file runs: its import answers. Ended in between, the file is imported again (and records nothing).
        const running = await stored({ runningKey: fileKey });
        return running ? progressOf(running, false) : this.start(fileName, content, mapping, { total, startedBy });
      }
      await recordStatementImport(strapi, now);
      const waitMs = answerWithinMs(total);
      // Answered at once: before the import reads the file and plans it, which would hold the answer up on SQLite's one
      // connection (the Chromium test saw it wait more than ten seconds beside the other suites).
      const started = waitMs === 0 ? progressOf((await stored({ id }, true))!, true) : null;
      const running = follow(id);
      if (started) return started;
      await Promise.race([running, new Promise((resolve) => setTimeout(resolve, waitMs).unref())]);
      return progressOf((await stored({ id }, true))!, true);
    },

    /** An import by its id, with its report once it is done; null when there is none. */
    async progress(documentId: string): Promise<StatementImportProgress | null> {
      const row = await stored({ documentId }, true);
      return row ? progressOf(row, true) : null;
    },

    /** The last import started, for the screen opened again; null before the first. */
    async latest(): Promise<StatementImportProgress | null> {
      const row = await table().orderBy('id', 'desc').first(statementImportRows.select(FIELDS));
      return row ? progressOf(row, false) : null;
    },

    /**
     * Takes up the imports no process runs any more: left by a process that stopped, or silent since a crash. Each is
     * claimed in one update, so that two processes never run one import side by side.
     */
    async resumeStalled(now = new Date()): Promise<number> {
      /** Running, and no process gave news of it lately. */
      const stalled = () =>
        table()
          .where({ state: 'running' })
          .andWhere((query) =>
            query.whereNull('heartbeat_at').orWhere('heartbeat_at', '<', new Date(now.getTime() - STALLED_AFTER_MS)),
          );
      let resumed = 0;
      for (const { id } of (await stalled().select('id')) as { id: number }[]) {
        if (runs.has(id)) continue;
        if (
          !(await stalled()
            .where({ id })
            .update(statementImportRows.row({ heartbeatAt: now })))
        )
          continue;
        resumed += 1;
        void follow(id);
      }
      return resumed;
    },

    /** Ended imports forget what they did after REPORT_KEPT_DAYS days (personal data: engine/retention.ts). */
    async forgetReports(now = new Date()): Promise<number> {
      return table()
        .whereNot({ state: 'running' })
        .whereNotNull('report')
        .where('finished_at', '<', new Date(now.getTime() - REPORT_KEPT_DAYS * 86_400_000))
        .update(statementImportRows.row({ report: null }));
    },

    /** On shutdown: the batch under way ends, and the imports are left for the next start to take up at once. */
    async stop(): Promise<void> {
      stopping = true;
      await Promise.all(runs.values());
    },
  };
});
