import { badgeLabel } from '@contract/notifications';
import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { lazy, useMemo, useState } from 'react';
import { useSession } from '@/lib/session/store';
import { type NoticeIdentity, useNoticeCenter } from '@/features/notifications/use-notice-center';
import { LoadOnOpen } from '@/ui/LoadOnOpen';

const NotificationDrawer = lazy(() =>
  import('@/features/notifications/NotificationDrawer').then((m) => ({ default: m.NotificationDrawer })),
);

/** The bell with the unread count (99+ above 99) that opens the 通知 drawer. */
export function NotificationBell() {
  const { token, session } = useSession();
  const [opened, setOpened] = useState(false);
  const userId = session?.userId;
  const schoolId = session?.schoolInfo.schoolId;
  const identity = useMemo<NoticeIdentity | null>(
    () => (token && userId && schoolId ? { token, userId, schoolId } : null),
    [token, userId, schoolId],
  );
  const { count, setCount, arrivals } = useNoticeCenter(identity);
  if (!identity) return null;

  return (
    <>
      <Tooltip label="通知" withArrow>
        <Indicator label={badgeLabel(count)} disabled={count === 0} size={16} color="red" offset={5} zIndex={2}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={() => setOpened(true)}
            aria-label={count > 0 ? `通知，${badgeLabel(count)} 条未读` : '通知'}
          >
            <IconBell size={20} stroke={1.6} />
          </ActionIcon>
        </Indicator>
      </Tooltip>
      <LoadOnOpen opened={opened}>
        <NotificationDrawer
          key={`${identity.userId}:${identity.schoolId}`}
          opened={opened}
          onClose={() => setOpened(false)}
          userId={identity.userId}
          schoolId={identity.schoolId}
          count={count}
          onCount={setCount}
          arrivals={arrivals}
        />
      </LoadOnOpen>
    </>
  );
}
