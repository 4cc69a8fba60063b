import { useState } from 'react';
import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { REGISTRATION_STATUS_LABELS, TEXTS } from '@brocante/shared';
import { ErrorBanner, Icon, LoadingClock, SearchInput } from '@brocante/ui';
import { DataTable, type ListFeatures } from '../../../components/ui/DataTable';
import { rowNumber } from '../../../components/ui/Paginator';
import { paths } from '../../../config/paths';
import { useListParams } from '../../../hooks/use-list-params';
import { errorText } from '../../../lib/api-client';
import { useDeletePitch } from '../api/delete-pitch';
import { usePitchList } from '../api/get-pitches';
import type { Pitch } from '../types';
import { PitchForm } from './PitchForm';

const column = createColumnHelper<ListFeatures, Pitch>();

export function PitchList() {
  const { query, update } = useListParams();
  const pitches = usePitchList(query);
  const remove = useDeletePitch();
  const [editing, setEditing] = useState<Pitch | 'new' | null>(null);

  function confirmDelete(pitch: Pitch) {
    if (window.confirm(`Supprimer l'emplacement ${pitch.name} ?`)) remove.mutate(pitch.documentId);
  }

  const columns = column.columns([
    column.display({ id: 'rowNumber', header: 'N°', cell: ({ row }) => rowNumber(query.page, query.pageSize, row.index) }),
    column.accessor('name', { header: 'Nom' }),
    column.accessor('street', { header: 'Rue' }),
    column.accessor('number', { header: 'Numéro', cell: ({ getValue }) => getValue() || '—' }),
    column.accessor('meters', { header: 'Mètres', cell: ({ getValue }) => `${getValue().toLocaleString('fr-BE')} m` }),
    column.accessor('description', { header: 'Description', cell: ({ getValue }) => getValue() || '—' }),
    column.display({
      id: 'holder',
      header: 'Occupant',
      cell: ({ row }) => {
        const holder = row.original.holder;
        return holder ? (
          <Link to={paths.registration.getHref(holder.documentId)}>
            {holder.lastName} {holder.firstName} ({REGISTRATION_STATUS_LABELS[holder.status].toLowerCase()})
          </Link>
        ) : (
          'Libre'
        );
      },
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <span className="row-actions">
          <button type="button" className="icon-button" onClick={() => setEditing(row.original)}>
            <Icon name="edit" title={`Modifier ${row.original.name}`} />
          </button>
          <button type="button" className="icon-button danger" onClick={() => confirmDelete(row.original)}>
            <Icon name="delete" title={`Supprimer ${row.original.name}`} />
          </button>
        </span>
      ),
    }),
  ]);

  const data = pitches.data;
  return (
    <>
      <div className="toolbar">
        <SearchInput value={query.q} focus onSearch={(q) => update({ q })} />
        <div className="toolbar-actions">
          <button type="button" className="button" onClick={() => setEditing('new')}>
            <Icon name="add" />
            Nouvel emplacement
          </button>
        </div>
      </div>
      {editing && (
        <PitchForm
          key={editing === 'new' ? 'new' : editing.documentId}
          pitch={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <ErrorBanner error={errorText(pitches.error) ?? errorText(remove.error)} />
      <LoadingClock loading={pitches.isFetching || remove.isPending} />
      {data && (
        <DataTable
          caption={TEXTS.pitches}
          columns={columns}
          rows={data.data}
          page={query.page}
          pageSize={query.pageSize}
          total={data.meta.pagination.total}
          getRowId={(pitch) => pitch.documentId}
          empty="Aucun emplacement ne correspond."
          onPageChange={(page) => update({ page })}
        />
      )}
    </>
  );
}
