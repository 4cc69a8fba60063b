import { useState } from 'react';
import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import {
  formatEuro,
  formatShortDate,
  formatStructuredCommunication,
  REGISTRATION_KIND_LABELS,
  REGISTRATION_STATUS_LABELS,
  REGISTRATION_STATUSES,
  TEXTS,
} from '@brocante/shared';
import { ErrorBanner, Icon, LoadingClock, SearchInput, Select } from '@brocante/ui';
import { DataTable, type ListFeatures } from '../../../components/ui/DataTable';
import { rowNumber } from '../../../components/ui/Paginator';
import { paths } from '../../../config/paths';
import { useListParams } from '../../../hooks/use-list-params';
import { ChosenEditionNotice } from '../../../components/ui/EditionNotice';
import { useChosenEdition, useEditionHref } from '../../../hooks/use-chosen-edition';
import { errorText } from '../../../lib/api-client';
import { downloadRegistrationsCsv } from '../api/export-registrations';
import { useRegistrations } from '../api/get-registrations';
import { useMay } from '../../../hooks/use-may';
import { useAnonymisePastEditions } from '../api/anonymise-past-editions';
import type { Registration } from '../types';
import { StatusBadge } from './StatusBadge';

const column = createColumnHelper<ListFeatures, Registration>();
const STATUS_OPTIONS = REGISTRATION_STATUSES.map((status) => ({ id: status, name: REGISTRATION_STATUS_LABELS[status] }));

function columns(page: number, pageSize: number, href: (to: string) => string) {
  return column.columns([
    column.display({ id: 'rowNumber', header: 'N°', cell: ({ row }) => rowNumber(page, pageSize, row.index) }),
    column.display({
      id: 'name',
      header: 'Nom',
      cell: ({ row }) => (
        <Link
          to={href(paths.registration.getHref(row.original.documentId))}
        >{`${row.original.lastName} ${row.original.firstName}`}</Link>
      ),
    }),
    column.accessor('kind', { header: 'Type', cell: ({ getValue }) => REGISTRATION_KIND_LABELS[getValue()] }),
    column.accessor('email', { header: 'E-mail' }),
    column.accessor('phone', { header: 'Téléphone' }),
    column.display({
      id: 'locations',
      header: 'Emplacement',
      cell: ({ row }) => row.original.locations.map((pitch) => pitch.name).join(', ') || '—',
    }),
    column.accessor('amount', { header: 'Montant', cell: ({ getValue }) => formatEuro(getValue()) }),
    column.accessor('paymentReference', {
      header: 'Communication structurée',
      cell: ({ getValue }) => <span className="reference">{formatStructuredCommunication(getValue())}</span>,
    }),
    column.accessor('status', { header: 'Statut', cell: ({ getValue }) => <StatusBadge status={getValue()} /> }),
    column.accessor('createdAt', { header: 'Date', cell: ({ getValue }) => formatShortDate(getValue()) }),
  ]);
}

/** The registrations of the edition chosen (the coming one by default): searched, filtered, paged, exported. */
export function RegistrationsList() {
  const { query: asked, update } = useListParams();
  const chosen = useChosenEdition();
  const href = useEditionHref();
  const { may } = useMay();
  const query = { ...asked, edition: chosen.day ?? '' };
  const registrations = useRegistrations(query, chosen.day !== undefined);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  async function exportCsv() {
    setExporting(true);
    setExportError(null);
    try {
      await downloadRegistrationsCsv({ q: query.q, status: query.status, edition: query.edition });
    } catch (error) {
      setExportError(errorText(error));
    } finally {
      setExporting(false);
    }
  }

  const anonymise = useAnonymisePastEditions();
  function confirmAnonymise() {
    const question =
      'Anonymiser les inscriptions des éditions passées ? Noms, coordonnées et commentaires seront effacés pour de bon ; les montants restent pour les comptes.';
    if (window.confirm(question)) anonymise.mutate();
  }

  const data = registrations.data;
  /** Suivant and Précédent name a row the page shows: the next page is read from there (page 1 is always the newest). */
  function turnTo(page: number) {
    const rows = registrations.isPlaceholderData ? [] : (data?.data ?? []);
    if (page === 1 || !rows.length) return update({ page });
    update(page > query.page ? { page, after: rows.at(-1)!.documentId } : { page, before: rows[0]!.documentId });
  }

  return (
    <>
      <ChosenEditionNotice />
      <div className="toolbar">
        <SearchInput value={query.q} focus onSearch={(q) => update({ q })} />
        <Select
          placeholder={TEXTS.selectPlaceholder}
          name="status"
          label="Statut"
          value={query.status}
          options={STATUS_OPTIONS}
          onChange={(status) => update({ status: status as typeof query.status })}
        />
        {query.status && (
          <button type="button" className="button secondary" onClick={() => update({ status: '' })}>
            <Icon name="cross" />
            Tous les statuts
          </button>
        )}
        <div className="toolbar-actions">
          {may('registrations.export') && (
            <button
              type="button"
              className="button secondary"
              onClick={exportCsv}
              disabled={exporting || chosen.day === undefined}
            >
              <Icon name="download" />
              Exporter en CSV
            </button>
          )}
          {may('payments') && (
            <Link className="button secondary" to={href(paths.statementImport.getHref())}>
              <Icon name="upload" />
              Importer un extrait de compte
            </Link>
          )}
          {may('refunds') && (
            <Link className="button secondary" to={href(paths.refunds.getHref())}>
              <Icon name="arrow" />
              Remboursements
            </Link>
          )}
          <Link className="button secondary" to={href(paths.exhibitors.getHref())}>
            <Icon name="print" />
            Liste des exposants
          </Link>
        </div>
      </div>
      <ErrorBanner error={errorText(registrations.error) ?? exportError} />
      <LoadingClock loading={registrations.isFetching || exporting || chosen.loading} />
      {data && (
        <DataTable
          caption={TEXTS.registrations}
          columns={columns(query.page, query.pageSize, href)}
          rows={data.data}
          page={query.page}
          pageSize={query.pageSize}
          total={data.meta.pagination.total}
          getRowId={(registration) => registration.documentId}
          empty="Aucune inscription ne correspond."
          onPageChange={turnTo}
        />
      )}
      {may('personal-data') && (
        <section className="privacy-tools" aria-labelledby="privacy-title">
          <h2 id="privacy-title">Vie privée</h2>
          <p>Après la brocante et la clôture des comptes, effacez les données personnelles des éditions passées.</p>
          <ErrorBanner error={errorText(anonymise.error)} />
          {anonymise.data && <p role="status">{anonymise.data.anonymised} inscription(s) anonymisée(s).</p>}
          <button type="button" className="button secondary" onClick={confirmAnonymise} disabled={anonymise.isPending}>
            <Icon name="delete" />
            Anonymiser les éditions passées
          </button>
        </section>
      )}
    </>
  );
}
