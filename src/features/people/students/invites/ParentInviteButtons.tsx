import {
  JOIN_REQUEST_STATUS,
  PARENT_INVITE_PERMISSION,
  PARENT_INVITES_PATH,
  PARENT_REVIEW_PERMISSION,
} from '@contract/people/parent-invites';
import type { ClassRow } from '@contract/people/school-records';
import { Badge, Button, Modal } from '@mantine/core';
import { IconQrcode, IconUserCheck } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { listJoinRequests } from '@/lib/api/calls/parent-invites';
import { useBrowserOnline as useOnline } from '@/lib/online';
import { useCan } from '@/lib/session/can';
import { ParentQrPanel } from './ParentQrPanel';

interface Props {
  schoolId: number;
  classes: ClassRow[];
  /** 幼儿管理's class filter: the sheet starts on that class. */
  classId: string | null;
}

/** Parents' requests still to review, read when online (they reach the server, not the replica). */
function usePendingRequests(schoolId: number, enabled: boolean): number {
  const online = useOnline();
  const [pending, setPending] = useState(0);
  useEffect(() => {
    if (!enabled || !online) return;
    let cancelled = false;
    listJoinRequests(schoolId, JOIN_REQUEST_STATUS.pending, { quiet: true })
      .then((rows) => !cancelled && setPending(rows.length))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [schoolId, enabled, online]);
  return pending;
}

/**
 * 幼儿管理's toolbar buttons for inviting parents: 邀请家长 (a class's printable QR sheet) and 家长申请 (the review
 * page, with the number waiting), each only for members with the right.
 */
export function ParentInviteButtons({ schoolId, classes, classId }: Props) {
  const mayInvite = useCan(PARENT_INVITE_PERMISSION);
  const mayReview = useCan(PARENT_REVIEW_PERMISSION);
  const pending = usePendingRequests(schoolId, mayReview);
  const navigate = useNavigate();
  const [sheet, setSheet] = useState(false);

  return (
    <>
      {mayInvite && (
        <Button variant="default" leftSection={<IconQrcode size={16} />} onClick={() => setSheet(true)}>
          邀请家长
        </Button>
      )}
      {mayReview && (
        <Button
          variant="default"
          leftSection={<IconUserCheck size={16} />}
          rightSection={
            pending > 0 ? (
              <Badge size="sm" color="red" circle data-testid="pending-join-requests">
                {pending}
              </Badge>
            ) : undefined
          }
          onClick={() => void navigate({ to: PARENT_INVITES_PATH })}
        >
          家长申请
        </Button>
      )}
      <Modal
        opened={sheet}
        onClose={() => setSheet(false)}
        title="邀请家长（按班级打印二维码）"
        size={900}
        centered
        closeButtonProps={{ 'aria-label': '关闭' }}
      >
        {sheet && <ParentQrPanel schoolId={schoolId} classes={classes} initialClassId={classId} />}
      </Modal>
    </>
  );
}
