import { Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { ACTIONS_KEY, type DataTableProps, SELECT_KEY } from './data-table-columns';
import classes from './data-cards.module.css';
import { EmptyState } from './EmptyState';

/** DataTable on a phone: one card per row, 序号 at the top, label/value pairs, the row's actions at the foot. */
export function DataCards<T>({ columns, rows, rowKey, page, pageSize, loadingRows = 5, footer }: DataTableProps<T>) {
  const fields = columns.filter((c) => c.key !== ACTIONS_KEY && c.key !== SELECT_KEY);
  const actions = columns.find((c) => c.key === ACTIONS_KEY);
  const select = columns.find((c) => c.key === SELECT_KEY);
  if (rows === undefined) {
    return (
      <Stack gap="sm">
        {Array.from({ length: loadingRows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} h={96} radius="md" />
        ))}
      </Stack>
    );
  }
  if (rows.length === 0) {
    return (
      <Paper withBorder radius="md">
        <EmptyState />
      </Paper>
    );
  }
  return (
    <Stack component="ul" gap="sm" className={classes.list}>
      {rows.map((row, i) => (
        <Paper component="li" key={rowKey(row)} withBorder radius="md" p="sm" className={classes.card}>
          <Group gap="xs" mb={6}>
            {select?.render(row)}
            <Text size="xs" c="dimmed">
              序号 {(page - 1) * pageSize + i + 1}
            </Text>
          </Group>
          <dl className={classes.fields}>
            {fields.map((c) => (
              <div key={c.key} className={classes.field}>
                <dt>{c.title}</dt>
                <dd>{c.render(row)}</dd>
              </div>
            ))}
          </dl>
          {actions && (
            <Group justify="flex-end" className={classes.actions}>
              {actions.render(row)}
            </Group>
          )}
        </Paper>
      ))}
      {footer && (
        <Paper component="li" withBorder radius="md" p="sm" className={classes.card} bg="var(--mantine-color-gray-0)">
          <Text size="sm" fw={600} mb={6}>
            {footer.label}
          </Text>
          <dl className={classes.fields}>
            {fields
              .filter((c) => footer.cells[c.key] !== undefined)
              .map((c) => (
                <div key={c.key} className={classes.field}>
                  <dt>{c.title}</dt>
                  <dd>{footer.cells[c.key]}</dd>
                </div>
              ))}
          </dl>
        </Paper>
      )}
    </Stack>
  );
}
