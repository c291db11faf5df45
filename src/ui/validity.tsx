import { VALIDITY } from '@contract/finance/fees';
import { Anchor, Badge } from '@mantine/core';
import { confirmAction } from './confirm';
import type { Column } from './DataTable';

/** SPEC §4 validity: 1 有效, 2 已作废 (voided rows stay listed, greyed, and are no longer edited). */
export function validityColumn<T extends { validity: 1 | 2 }>(): Column<T> {
  return {
    key: 'validity',
    title: '状态',
    width: 90,
    render: (r) => (
      <Badge variant="light" color={r.validity === 1 ? 'green' : 'gray'}>
        {VALIDITY[r.validity]}
      </Badge>
    ),
  };
}

/** The 作废 link of a valid row: asks 确定作废{noun}「{name}」吗？ (确定/取消), then runs `run`. */
export function VoidLink<T extends { validity: 1 | 2 }>({
  noun,
  name,
  row,
  run,
}: {
  noun: string;
  name: string;
  row: T;
  run: (row: T) => void;
}) {
  if (row.validity !== 1) return null;
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      c="red"
      onClick={async () => {
        if (await confirmAction({ message: `确定作废${noun}「${name}」吗？作废后不能再修改。`, danger: true })) run(row);
      }}
    >
      作废
    </Anchor>
  );
}

/** A list of named rows with a validity, as shown: those whose name holds the search, the valid first, each by name. */
export function validFirstByName<T extends { validity: 1 | 2; name: string }>(rows: T[] | undefined, query: string): T[] | undefined {
  return rows
    ?.filter((r) => !query || r.name.includes(query))
    .sort((a, b) => a.validity - b.validity || a.name.localeCompare(b.name, 'zh-CN'));
}
