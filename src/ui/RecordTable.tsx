import { Anchor, Button, Checkbox, Group, Paper, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Column } from './DataTable';
import { type DataTableProps, SELECT_KEY } from './data-table-columns';
import { RowActions } from './RowActions';
import { type Paging, usePaging } from './use-paging';
import { PagedTable } from './PagedTable';

/**
 * The rows, paged by the table; or the caller's paging of them, when its filters send the list back to page 1
 * (`usePaging(rows)`: it carries the rows).
 */
type RowsOrPaging<Row> = { rows: Row[] | undefined; paging?: never } | { paging: Paging<Row>; rows?: never };

type RecordTableProps<Row extends { id: string }> = RowsOrPaging<Row> & {
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
  /**
   * Rows ticked for a batch action: a check box per row and one for the page's rows in the header; while any is
   * ticked a bar says how many, with 选择全部 for every row of the list (all pages, as filtered) and 清空.
   */
  selection?: { selected: ReadonlySet<string>; onChange: (ids: Set<string>) => void };
  /** Batch buttons and the like, drawn beside the add button. */
  toolbar?: ReactNode;
  /** More links of a row, before 编辑 and 删除 (e.g. 详情). */
  rowExtra?: (row: Row) => ReactNode;
  /** The 操作 column's width, for row links that need more than the default's room (they never wrap). */
  actionsWidth?: number;
  /** A 合计 row under every page (DataTable's footer). */
  footer?: DataTableProps<Row>['footer'];
};

/**
 * A list of records: the add button (beside the filters, if any), the numbered table with 编辑/删除 (each only when
 * its handler is given: what the member may not do is not offered), and the pager
 * (page 1, 10 a page on every visit; after the last row of the last page is deleted, the page before it).
 */
export function RecordTable<Row extends { id: string }>(props: RecordTableProps<Row>) {
  const { columns, addLabel, onAdd, addDisabled, onEdit, onDelete, filters, selection, toolbar, rowExtra, actionsWidth } = props;
  const own = usePaging(props.rows);
  const paging = props.paging ?? own;
  const withActions: Column<Row>[] =
    onEdit || onDelete || rowExtra
      ? [
          ...columns,
          {
            key: 'actions',
            title: '操作',
            width: actionsWidth ?? (rowExtra ? 200 : 120),
            render: (r) => (
              <Group gap="md" wrap="nowrap">
                {rowExtra?.(r)}
                <RowActions onEdit={onEdit && (() => onEdit(r))} onDelete={onDelete && (() => onDelete(r))} />
              </Group>
            ),
          },
        ]
      : columns;
  const withSelection = selection ? [selectColumn(paging.visible ?? [], selection), ...withActions] : withActions;
  const add = (onAdd || toolbar) && (
    <Group gap="sm">
      {toolbar}
      {onAdd && (
        <Button leftSection={<IconPlus size={16} />} onClick={onAdd} disabled={addDisabled}>
          {addLabel}
        </Button>
      )}
    </Group>
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
      {selection && <SelectionBar rows={paging.rows ?? []} selection={selection} />}
      <PagedTable columns={withSelection} paging={paging} rowKey={(r) => r.id} footer={props.footer} />
    </>
  );
}

/** The check box column of a list with batch actions: the header ticks or clears the rows of the page shown. */
function selectColumn<Row extends { id: string }>(
  visible: readonly Row[],
  { selected, onChange }: NonNullable<RecordTableProps<Row>['selection']>,
): Column<Row> {
  const ticked = visible.filter((r) => selected.has(r.id)).length;
  const togglePage = () => {
    const next = new Set(selected);
    for (const r of visible)
      if (ticked === visible.length) next.delete(r.id);
      else next.add(r.id);
    onChange(next);
  };
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (!next.delete(id)) next.add(id);
    onChange(next);
  };
  return {
    key: SELECT_KEY,
    width: 48,
    title: (
      <Checkbox
        aria-label="选择本页"
        checked={visible.length > 0 && ticked === visible.length}
        indeterminate={ticked > 0 && ticked < visible.length}
        onChange={togglePage}
      />
    ),
    render: (r) => <Checkbox aria-label="选择" checked={selected.has(r.id)} onChange={() => toggle(r.id)} />,
  };
}

/**
 * Above a list with batch actions, while rows are ticked: how many of the list's rows (every page, as filtered) are
 * selected, and 选择全部 N 项 to take them all (the header box ticks the page shown only), or 清空.
 */
function SelectionBar<Row extends { id: string }>({
  rows,
  selection: { selected, onChange },
}: {
  rows: readonly Row[];
  selection: NonNullable<RecordTableProps<Row>['selection']>;
}) {
  const count = rows.filter((r) => selected.has(r.id)).length;
  if (count === 0) return null;
  const all = count === rows.length;
  return (
    <Paper radius="md" px="md" py={8} bg="var(--mantine-color-blue-light)" data-testid="selection-bar">
      <Group gap="md">
        <Text size="sm">{all && rows.length > 1 ? `已选择全部 ${count} 项` : `已选择 ${count} 项`}</Text>
        {!all && (
          <Anchor component="button" type="button" size="sm" onClick={() => onChange(new Set(rows.map((r) => r.id)))}>
            选择全部 {rows.length} 项
          </Anchor>
        )}
        <Anchor component="button" type="button" size="sm" onClick={() => onChange(new Set())}>
          清空
        </Anchor>
      </Group>
    </Paper>
  );
}
