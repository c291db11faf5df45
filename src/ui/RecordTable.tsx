import { Button, Group, Paper } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type Column, DataTable } from './DataTable';
import { RowActions } from './RowActions';
import { TablePager } from './TablePager';
import { type Paging, usePaging } from './use-paging';

interface RecordTableProps<Row extends { id: string }> {
  rows: Row[] | undefined;
  columns: Column<Row>[];
  addLabel: string;
  /** Absent: no add button (the member may not add: src/lib/session/can.ts). */
  onAdd?: (() => void) | undefined;
  /** The add button waits for what a new record needs (e.g. a class to put a child in). */
  addDisabled?: boolean;
  /** Absent: no 编辑 link; with neither, no 操作 column. */
  onEdit?: ((row: Row) => void) | undefined;
  onDelete?: ((row: Row) => void) | undefined;
  /** Search fields, drawn in a bar with the add button on its right. */
  filters?: ReactNode;
  /** The caller's paging, when its filters send the list back to page 1; otherwise the table keeps its own. */
  paging?: Paging<Row>;
}

/**
 * A list of records: the add button (beside the filters, if any), the numbered table with 编辑/删除 (each only when
 * its handler is given: what the member may not do is not offered), and the pager
 * (page 1, 10 a page on every visit; after the last row of the last page is deleted, the page before it).
 */
export function RecordTable<Row extends { id: string }>(props: RecordTableProps<Row>) {
  const { columns, addLabel, onAdd, addDisabled, onEdit, onDelete, filters } = props;
  const own = usePaging(props.rows);
  const paging = props.paging ?? own;
  const withActions: Column<Row>[] =
    onEdit || onDelete
      ? [
          ...columns,
          {
            key: 'actions',
            title: '操作',
            width: 120,
            render: (r) => <RowActions onEdit={onEdit && (() => onEdit(r))} onDelete={onDelete && (() => onDelete(r))} />,
          },
        ]
      : columns;
  const add = onAdd && (
    <Button leftSection={<IconPlus size={16} />} onClick={onAdd} disabled={addDisabled}>
      {addLabel}
    </Button>
  );
  return (
    <>
      {filters ? (
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" align="flex-end">
            <Group align="flex-end">{filters}</Group>
            {add}
          </Group>
        </Paper>
      ) : (
        add && <Group justify="flex-end">{add}</Group>
      )}
      <DataTable columns={withActions} rows={paging.visible} rowKey={(r) => r.id} page={paging.page} pageSize={paging.pageSize} />
      <TablePager total={paging.total} page={paging.page} pageSize={paging.pageSize} onChange={paging.onChange} />
    </>
  );
}
