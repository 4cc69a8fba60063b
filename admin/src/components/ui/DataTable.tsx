import { rowPaginationFeature, tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import { Paginator } from './Paginator';

export const tableFeaturesForLists = tableFeatures({ rowPaginationFeature });
export type ListFeatures = typeof tableFeaturesForLists;

interface DataTableProps<Row extends RowData> {
  caption: string;
  columns: ColumnDef<ListFeatures, Row, unknown>[];
  rows: Row[];
  page: number;
  pageSize: number;
  total: number;
  getRowId: (row: Row) => string;
  empty: string;
  onPageChange: (page: number) => void;
}

/**
 * A list fully controlled by the server, with its paginator: the page comes from the URL, the total
 * from meta.pagination.
 */
export function DataTable<Row extends RowData>({
  caption,
  columns,
  rows,
  page,
  pageSize,
  total,
  getRowId,
  empty,
  onPageChange,
}: DataTableProps<Row>) {
  const table = useTable({
    features: tableFeaturesForLists,
    columns,
    data: rows,
    getRowId,
    manualPagination: true,
    rowCount: total,
    state: { pagination: { pageIndex: page - 1, pageSize } },
  });
  return (
    <>
      <div className="table-scroll">
        <table className="data-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((headerGroup) => (
              <tr key={headerGroup.id}>
                {headerGroup.headers.map((header) => (
                  <th key={header.id} scope="col" colSpan={header.colSpan}>
                    {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="empty">
                  {empty}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id}>
                  {row.getAllCells().map((cell) => (
                    <td
                      key={cell.id}
                      data-label={typeof cell.column.columnDef.header === 'string' ? cell.column.columnDef.header : undefined}
                    >
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Paginator page={page} pageSize={pageSize} total={total} onPageChange={onPageChange} />
    </>
  );
}
