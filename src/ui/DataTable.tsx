import { Paper, ScrollArea, Skeleton, Table } from '@mantine/core';
import { DataCards } from './DataCards';
import { ACTIONS_KEY, columnMinWidth, type DataTableProps } from './data-table-columns';
import classes from './data-table.module.css';
import { EmptyState } from './EmptyState';
import { usePhone } from './use-phone';

export type { Column, DataTableProps } from './data-table-columns';

/**
 * A list in the RuoYi manner: a 序号 column, striped rows, skeletons while loading, 暂无数据 when empty. Every
 * column keeps a minimum width (columnMinWidth): a list wider than its screen scrolls sideways, with 操作 pinned
 * at the right edge, rather than squeezing a name to one character a line.
 * On a phone, where a table's right-hand columns (操作 among them) would sit off screen, each row is a card of
 * label/value pairs with its actions in sight (DataCards).
 */
export function DataTable<T>(props: DataTableProps<T>) {
  return usePhone() ? <DataCards {...props} /> : <WideTable {...props} />;
}

function WideTable<T>({ columns, rows, rowKey, page, pageSize, loadingRows = 5, footer }: DataTableProps<T>) {
  const colSpan = columns.length + 1;
  const cell = (c: (typeof columns)[number]) => ({
    miw: columnMinWidth(c),
    className: c.key === ACTIONS_KEY ? classes.pinned : undefined,
  });
  const minWidth = 72 + columns.reduce((sum, c) => sum + columnMinWidth(c), 0);
  return (
    <Paper withBorder radius="md">
      <ScrollArea type="auto">
        <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md" miw={Math.max(720, minWidth)}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={72} ta="center" style={{ whiteSpace: 'nowrap' }}>
                序号
              </Table.Th>
              {columns.map((c) => (
                <Table.Th key={c.key} w={c.width} ta={c.align} {...cell(c)} className={`${classes.head} ${cell(c).className ?? ''}`}>
                  {c.title}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows === undefined &&
              Array.from({ length: loadingRows }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <Table.Tr key={i}>
                  <Table.Td colSpan={colSpan}>
                    <Skeleton h={18} />
                  </Table.Td>
                </Table.Tr>
              ))}
            {rows?.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={colSpan}>
                  <EmptyState />
                </Table.Td>
              </Table.Tr>
            )}
            {rows?.map((row, i) => (
              <Table.Tr key={rowKey(row)}>
                <Table.Td ta="center" c="dimmed">
                  {(page - 1) * pageSize + i + 1}
                </Table.Td>
                {columns.map((c) => (
                  <Table.Td key={c.key} ta={c.align} {...cell(c)}>
                    {c.render(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
          {footer && rows !== undefined && rows.length > 0 && (
            <Table.Tfoot>
              <Table.Tr fw={600} bg="var(--mantine-color-gray-0)">
                <Table.Td ta="center">{footer.label}</Table.Td>
                {columns.map((c) => (
                  <Table.Td key={c.key} ta={c.align} {...cell(c)}>
                    {footer.cells[c.key]}
                  </Table.Td>
                ))}
              </Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
      </ScrollArea>
    </Paper>
  );
}
