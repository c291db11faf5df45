import { Anchor, Group } from '@mantine/core';

/** 编辑 · 删除 links of a row (each only when given); clicks do not reach the row (whose click opens the detail). */
export function RowActions({ onEdit, onDelete }: { onEdit?: (() => void) | undefined; onDelete?: (() => void) | undefined }) {
  return (
    <Group gap="md" wrap="nowrap" onClick={(e) => e.stopPropagation()}>
      {onEdit && (
        <Anchor component="button" type="button" size="sm" onClick={onEdit}>
          编辑
        </Anchor>
      )}
      {onDelete && (
        <Anchor component="button" type="button" size="sm" c="red" onClick={onDelete}>
          删除
        </Anchor>
      )}
    </Group>
  );
}
