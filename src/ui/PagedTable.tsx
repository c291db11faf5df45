import { DataTable } from './DataTable';
import type { DataTableProps } from './data-table-columns';
import { TablePager } from './TablePager';
import type { Paging } from './use-paging';

type Props<Row> = Pick<DataTableProps<Row>, 'columns' | 'rowKey' | 'footer'> & { paging: Paging<Row> };

/** The page of a list that `usePaging` shows, numbered across pages, with the pager (共 N 条 · size · pages) under it. */
export function PagedTable<Row>({ columns, rowKey, footer, paging }: Props<Row>) {
  return (
    <>
      <DataTable columns={columns} rows={paging.visible} rowKey={rowKey} page={paging.page} pageSize={paging.pageSize} footer={footer} />
      <TablePager total={paging.total} page={paging.page} pageSize={paging.pageSize} onChange={paging.onChange} />
    </>
  );
}
