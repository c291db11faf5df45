import { Button, Group } from '@mantine/core';

interface Props {
  onCancel: () => void;
  /** Runs on 确定; absent, 确定 submits the dialog's form. */
  onConfirm?: () => void;
  saving?: boolean | undefined;
}

/** The 取消 / 确定 row at the foot of a dialog; 确定 spins while the dialog saves. */
export function DialogButtons({ onCancel, onConfirm, saving }: Props) {
  return (
    <Group justify="flex-end" mt="sm">
      <Button variant="default" onClick={onCancel}>
        取消
      </Button>
      <Button type={onConfirm ? 'button' : 'submit'} onClick={onConfirm} loading={saving}>
        确定
      </Button>
    </Group>
  );
}
