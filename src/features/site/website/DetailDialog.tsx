import { Modal, type ModalProps, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/format';

interface DetailDialogProps {
  title: string;
  /** The record shown; null keeps the dialog closed. */
  record: { title: string; time: string } | null;
  onClose: () => void;
  size?: ModalProps['size'];
  children?: ReactNode;
}

/** 公告详情 / 动态详情: the title, the release time, then the record's own content. */
export function DetailDialog({ title, record, onClose, size = 'lg', children }: DetailDialogProps) {
  return (
    <Modal opened={record !== null} onClose={onClose} title={title} size={size} centered>
      {record && (
        <Stack gap="sm">
          <Text fw={600} size="lg">
            {record.title}
          </Text>
          <Text size="sm" c="dimmed">
            发布时间：{formatDateTime(record.time)}
          </Text>
          {children}
        </Stack>
      )}
    </Modal>
  );
}
