import { NOTICE_PAGE_SIZE, NOTIFY_PERMISSION, type Notice, NoticeMsg, type NoticePage } from '@contract/notifications';
import { Alert, Button, Drawer, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { IconCloudOff, IconSend } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { isApiError } from '@/lib/api/api-error';
import { getNoticePage } from '@/lib/api/calls/get-notice-page';
import { useCan } from '@/lib/session/can';
import { EmptyState } from '@/ui/EmptyState';
import { NoticeItem } from './NoticeItem';
import { NoticePager } from './NoticePager';
import { readNoticeCache, updateNoticeCache, withPendingReads } from './notice-cache';
import { markNoticeRead } from './notice-reads';
import classes from './notifications.module.css';
import { SendNoticeDialog } from './SendNoticeDialog';

interface NotificationDrawerProps {
  opened: boolean;
  onClose: () => void;
  userId: number;
  schoolId: number;
  count: number;
  onCount: (count: number) => void;
  /** Changes when a notice is pushed: reload the page on screen. */
  arrivals: number;
}

type View = { page: NoticePage | null; offline: boolean; savedAt: number };

/** The 通知 drawer (SPEC §2): 10 per page, unread first; opening one shows it whole and marks it read. */
export function NotificationDrawer({ opened, onClose, userId, schoolId, count, onCount, arrivals }: NotificationDrawerProps) {
  const maySend = useCan(NOTIFY_PERMISSION);
  const [page, setPage] = useState(1);
  const [view, setView] = useState<View>({ page: null, offline: false, savedAt: 0 });
  const [loading, setLoading] = useState(false);
  const [expanded, setExpanded] = useState<number | null>(null);
  const [sending, setSending] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `arrivals` reloads the page when a notice is pushed
  useEffect(() => {
    if (!opened) return;
    let cancelled = false;
    const fromCache = () => {
      const cache = readNoticeCache(userId, schoolId);
      const cached = cache.pages[page];
      setView({ page: cached ? withPendingReads(cached, cache.pendingReads) : null, offline: true, savedAt: cache.savedAt });
    };
    if (!navigator.onLine) {
      fromCache();
      return;
    }
    setLoading(true);
    getNoticePage({ userId, schoolId, page }, { quiet: 'unreachable' })
      .then((fresh) => {
        if (cancelled) return;
        const cache = updateNoticeCache(userId, schoolId, (c) => ({ ...c, count: fresh.unread, pages: { ...c.pages, [page]: fresh } }));
        setView({ page: withPendingReads(fresh, cache.pendingReads), offline: false, savedAt: cache.savedAt });
        onCount(Math.max(0, fresh.unread - cache.pendingReads.length));
      })
      .catch((e) => {
        if (!cancelled && isApiError(e) && e.unreachable) fromCache();
      })
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [opened, page, userId, schoolId, arrivals, onCount]);

  const open = (notice: Notice) => {
    setExpanded((id) => (id === notice.id ? null : notice.id));
    if (notice.status !== 0) return;
    const markRead = (p: NoticePage): NoticePage => ({ ...p, list: p.list.map((n) => (n.id === notice.id ? { ...n, status: 1 } : n)) });
    setView((v) => (v.page ? { ...v, page: markRead(v.page) } : v));
    updateNoticeCache(userId, schoolId, (c) => {
      const cached = c.pages[page];
      return { ...c, pages: cached ? { ...c.pages, [page]: markRead(cached) } : c.pages };
    });
    onCount(Math.max(0, count - 1));
    void markNoticeRead(userId, schoolId, notice.id);
  };

  const list = view.page?.list ?? [];
  const total = view.page?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / NOTICE_PAGE_SIZE));

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={420}
      title={
        <Group gap="xs">
          <Text fw={600}>通知</Text>
          {count > 0 && (
            <Text size="sm" c="dimmed">
              {count} 条未读
            </Text>
          )}
        </Group>
      }
      classNames={{ body: classes.drawerBody }}
      styles={{ content: { display: 'flex', flexDirection: 'column' }, body: { flex: 1, minHeight: 0 } }}
    >
      {view.offline && (
        <Alert color="orange" variant="light" icon={<IconCloudOff size={18} />} radius={0} py="xs">
          {NoticeMsg.offline}
          {view.savedAt > 0 && `（更新于 ${new Date(view.savedAt).toLocaleString('zh-CN', { hour12: false })}）`}，联网后自动更新。
        </Alert>
      )}
      {maySend && (
        <Group justify="flex-end" px="md" py="xs" className={classes.footer} style={{ borderTop: 0 }}>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconSend size={14} />}
            onClick={() => setSending(true)}
            disabled={view.offline}
            title={view.offline ? '发送通知需要网络连接' : undefined}
          >
            发送通知
          </Button>
        </Group>
      )}
      <ScrollArea className={classes.list} type="auto">
        {loading && !view.page ? (
          <Group justify="center" py="xl">
            <Loader size="sm" />
          </Group>
        ) : list.length === 0 ? (
          <EmptyState description={view.offline && !view.page ? '该页通知尚未缓存，联网后可查看' : undefined} />
        ) : (
          <Stack gap={0} aria-label="通知列表">
            {list.map((n) => (
              <NoticeItem key={n.id} notice={n} expanded={expanded === n.id} onOpen={open} />
            ))}
          </Stack>
        )}
      </ScrollArea>
      {total > 0 && (
        <Group justify="space-between" className={classes.footer}>
          <Text size="sm" c="dimmed">
            共 {total} 条
          </Text>
          <NoticePager page={Math.min(page, pages)} pages={pages} onChange={setPage} />
        </Group>
      )}
      <SendNoticeDialog opened={sending} onClose={() => setSending(false)} schoolId={schoolId} />
    </Drawer>
  );
}
