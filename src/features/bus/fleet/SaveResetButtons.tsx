import { Button, Group } from '@mantine/core';

/** 保存 and 重置 under a settings form: 重置 puts back what was loaded, once something was changed. */
export function SaveResetButtons({ saving, dirty, onReset }: { saving: boolean; dirty: boolean; onReset: () => void }) {
  return (
    <Group>
      <Button type="submit" loading={saving}>
        保存
      </Button>
      <Button variant="default" disabled={!dirty} onClick={onReset}>
        重置
      </Button>
    </Group>
  );
}
