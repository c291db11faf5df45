import type { ReactNode } from 'react';
import { type Column, DataTable } from '@/ui/DataTable';
import { TablePager } from '@/ui/TablePager';
import { usePaging } from '@/ui/use-paging';

/** A statistics list: 序号, the rows a page at a time, the 合计 row under every page, 共 N 条, 暂无数据 when empty. */
export function StatsTable<T>({
  rows,
  columns,
  rowKey,
  footer,
}: {
  rows: T[] | undefined;
  columns: Column<T>[];
  rowKey: (r: T) => string;
  footer: { label: ReactNode; cells: Partial<Record<string, ReactNode>> } | undefined;
}) {
  const paging = usePaging(rows);
  return (
    <>
      <DataTable columns={columns} rows={paging.visible} rowKey={rowKey} page={paging.page} pageSize={paging.pageSize} footer={footer} />
      <TablePager total={paging.total} page={paging.page} pageSize={paging.pageSize} onChange={paging.onChange} />
    </>
  );
}
