import { Button, Group, Modal, type ModalProps, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

interface FormDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: ModalProps['size'];
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  saving?: boolean;
  children: ReactNode;
}

/** An add/edit dialog in the house style: the fields, then 取消 and 确定 at the bottom right. */
export function FormDialog({ opened, onClose, title, size = 'lg', onSubmit, saving, children }: FormDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {children}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              取消
            </Button>
            <Button type="submit" loading={saving}>
              确定
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
