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
import { useDeleteLocation } from '../api/delete-location';
import { useLocations } from '../api/get-locations';
import type { Location } from '../types';
import { LocationForm } from './LocationForm';

const column = createColumnHelper<ListFeatures, Location>();

export function LocationsList() {
  const { query, update } = useListParams();
  const locations = useLocations(query);
  const remove = useDeleteLocation();
  const [editing, setEditing] = useState<Location | 'new' | null>(null);

  function confirmDelete(location: Location) {
    if (window.confirm(`Supprimer l'emplacement ${location.name} ?`)) remove.mutate(location.documentId);
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

  const data = locations.data;
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
        <LocationForm
          key={editing === 'new' ? 'new' : editing.documentId}
          location={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <ErrorBanner error={errorText(locations.error) ?? errorText(remove.error)} />
      <LoadingClock loading={locations.isFetching || remove.isPending} />
      {data && (
        <DataTable
          caption={TEXTS.locations}
          columns={columns}
          rows={data.data}
          page={query.page}
          pageSize={query.pageSize}
          total={data.meta.pagination.total}
          getRowId={(location) => location.documentId}
          empty="Aucun emplacement ne correspond."
          onPageChange={(page) => update({ page })}
        />
      )}
    </>
  );
}
