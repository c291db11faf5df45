import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type Column, DataTable } from '@/ui/DataTable';
import { TablePager } from '@/ui/TablePager';
import { RowActions } from './RowActions';
import { usePaging } from './use-paging';

interface RecordTableProps<Row extends { id: string }> {
  rows: Row[] | undefined;
  columns: Column<Row>[];
  addLabel: string;
  onAdd: () => void;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
}

/** A tab's list: the add button, the numbered table with 编辑/删除, and the pager (page 1, 10 a page on every visit). */
export function RecordTable<Row extends { id: string }>({ rows, columns, addLabel, onAdd, onEdit, onDelete }: RecordTableProps<Row>) {
  const paging = usePaging(rows);
  const withActions: Column<Row>[] = [
    ...columns,
    { key: 'actions', title: '操作', width: 120, render: (r) => <RowActions onEdit={() => onEdit(r)} onDelete={() => onDelete(r)} /> },
  ];
  return (
    <>
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={onAdd}>
          {addLabel}
        </Button>
      </Group>
      <DataTable columns={withActions} rows={paging.visible} rowKey={(r) => r.id} page={paging.page} pageSize={paging.pageSize} />
      <TablePager total={paging.total} page={paging.page} pageSize={paging.pageSize} onChange={paging.onChange} />
    </>
  );
}
