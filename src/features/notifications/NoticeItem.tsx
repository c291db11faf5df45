import type { Notice } from '@contract/notifications';
import { Avatar, Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import classes from './notifications.module.css';

interface NoticeItemProps {
  notice: Notice;
  expanded: boolean;
  onOpen: (notice: Notice) => void;
}

/** One notice: sender avatar and name, time, title, content (two lines until opened); unread ones marked. */
export function NoticeItem({ notice, expanded, onOpen }: NoticeItemProps) {
  const unread = notice.status === 0;
  const system = notice.sendUserName === '系统通知';
  return (
    <UnstyledButton
      className={classes.item}
      data-unread={unread || undefined}
      aria-expanded={expanded}
      aria-label={`${unread ? '未读' : '已读'}通知：${notice.title}`}
      onClick={() => onOpen(notice)}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar src={notice.sendUserPic || null} radius="xl" size={36} color={system ? 'orange' : 'blue'} alt={notice.sendUserName}>
          {system ? <IconBell size={18} stroke={1.6} /> : notice.sendUserName.slice(-2)}
        </Avatar>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="xs" c="dimmed" truncate>
              {notice.sendUserName}
            </Text>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {notice.createtime.slice(0, 16)}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            {unread && <span className={classes.dot} role="img" aria-label="未读" />}
            <Text size="sm" fw={unread ? 600 : 500} c={unread ? undefined : 'gray.7'} truncate>
              {notice.title}
            </Text>
            {unread && (
              <Badge size="xs" color="red" variant="light" style={{ flexShrink: 0 }}>
                未读
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" lineClamp={expanded ? undefined : 2} className={classes.content}>
            {notice.content}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
