import { Anchor, Badge } from '@mantine/core';
import { notify } from '@/lib/notify';
import { confirmAction } from '@/ui/confirm';
import type { Column } from '@/ui/DataTable';

/** Stops and routes are disabled, never deleted (SPEC §4: "disabled via update calls"): one column and one action. */
interface Toggleable {
  name: string;
  disabled: boolean;
}

export function enabledColumn<T extends Toggleable>(): Column<T> {
  return {
    key: 'status',
    title: '状态',
    width: 80,
    render: (r) =>
      r.disabled ? (
        <Badge color="gray" variant="light">
          停用
        </Badge>
      ) : (
        <Badge variant="light">启用</Badge>
      ),
  };
}

/** Asks 确定停用站点「…」吗？ (or 启用), then saves the row with the flag flipped through `save`. */
export async function toggleEnabled<T extends Toggleable>(row: T, noun: string, save: (next: T) => Promise<boolean>): Promise<void> {
  const verb = row.disabled ? '启用' : '停用';
  if (!(await confirmAction({ message: `确定${verb}${noun}「${row.name}」吗？`, danger: !row.disabled }))) return;
  if (await save({ ...row, disabled: !row.disabled })) notify.success(`${verb}成功`);
}

/** The row action beside 编辑: 停用 in red, or 启用. */
export function enableAction<T extends Toggleable>(toggle: (row: T) => void) {
  return (row: T) => (
    <Anchor component="button" type="button" size="sm" c={row.disabled ? undefined : 'red'} onClick={() => toggle(row)}>
      {row.disabled ? '启用' : '停用'}
    </Anchor>
  );
}
