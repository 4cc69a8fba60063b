import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import {
  formatDateTime,
  formatStructuredCommunication,
  journalQuerySchema,
  STAFF_ROLE_LABELS,
  type JournalEntry,
} from '@brocante/shared';
import { ErrorBanner, Icon, LoadingClock, Select, TextInput } from '@brocante/ui';
import { DataTable, type ListFeatures } from '../../../components/ui/DataTable';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { useJournal } from '../api/journal';

const column = createColumnHelper<ListFeatures, JournalEntry>();

const COLUMNS = column.columns([
  column.accessor('at', { header: 'Quand', cell: ({ getValue }) => formatDateTime(getValue()) }),
  column.display({
    id: 'who',
    header: 'Qui',
    cell: ({ row }) => (
      <>
        {row.original.who}
        {row.original.role && <span className="muted"> ({STAFF_ROLE_LABELS[row.original.role]})</span>}
      </>
    ),
  }),
  column.display({
    id: 'what',
    header: 'Quoi',
    cell: ({ row }) => (
      <>
        {row.original.label}
        {row.original.details && <span className="muted"> : {row.original.details}</span>}
      </>
    ),
  }),
  column.accessor('registration', {
    header: 'Inscription',
    cell: ({ getValue }) => {
      const registration = getValue();
      return registration ? (
        <Link to={paths.registration.getHref(registration.documentId)} className="reference">
          {formatStructuredCommunication(registration.paymentReference)}
        </Link>
      ) : (
        '—'
      );
    },
  }),
]);

/**
 * « Journal », for the coordination: who did what, newest first, filtered by person and by day. The filters and the
 * page are the URL's (?person=volunteer-12&day=2027-05-16&page=2): a reload or a shared link keeps them.
 */
export function Journal() {
  const [search, setSearch] = useSearchParams();
  const parsed = journalQuerySchema.safeParse(Object.fromEntries(search));
  const query = parsed.success ? parsed.data : { person: '', day: '', page: 1, pageSize: 50 };
  const journal = useJournal({ person: query.person, day: query.day, page: query.page });
  const people = useMemo(() => journal.data?.people ?? [], [journal.data]);

  function filter(name: 'person' | 'day' | 'page', value: string) {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    if (name !== 'page') next.delete('page');
    setSearch(next);
  }

  return (
    <section aria-labelledby="journal-title">
      <h2 id="journal-title" className="visually-hidden">
        Les changements
      </h2>
      <div className="toolbar">
        <Select
          name="person"
          label="Personne"
          placeholder="Toute l'équipe"
          value={query.person}
          options={people}
          onChange={(person) => filter('person', person)}
        />
        <TextInput name="day" type="date" label="Jour" value={query.day} onChange={(day) => filter('day', day)} />
        {(query.person || query.day) && (
          <div className="toolbar-actions">
            <button type="button" className="button secondary" onClick={() => setSearch(new URLSearchParams())}>
              <Icon name="cross" />
              Tout le journal
            </button>
          </div>
        )}
      </div>
      <ErrorBanner error={errorText(journal.error)} />
      <LoadingClock loading={journal.isFetching} />
      {journal.data && (
        <DataTable
          caption="Qui a fait quoi"
          columns={COLUMNS}
          rows={journal.data.entries}
          page={journal.data.page}
          pageSize={journal.data.pageSize}
          total={journal.data.total}
          getRowId={(entry) => String(entry.id)}
          empty={query.person || query.day ? 'Aucun changement pour ces filtres.' : "Aucun changement pour l'instant."}
          onPageChange={(page) => filter('page', page > 1 ? String(page) : '')}
        />
      )}
    </section>
  );
}
