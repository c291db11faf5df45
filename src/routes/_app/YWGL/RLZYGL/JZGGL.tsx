import { INVITE_PERMISSION } from '@contract/org/invitations';
import { NOTIFY_PERMISSION } from '@contract/notifications';
import { Button, Group } from '@mantine/core';
import { IconQrcode, IconSend } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { InviteDialog } from '@/features/org/invitations/InviteDialog';
import { SendNoticeDialog } from '@/features/notifications/SendNoticeDialog';
import { StaffPage } from '@/features/people/staff/StaffPage';
import { useCan } from '@/lib/session/can';
import { useSession } from '@/lib/session/store';

/** The page's 邀请教职工 (the invitation QR) and 发送通知 buttons, each for who holds its action. */
function StaffActions() {
  const { session } = useSession();
  const mayInvite = useCan(INVITE_PERMISSION);
  const mayNotify = useCan(NOTIFY_PERMISSION);
  const [open, setOpen] = useState<'invite' | 'notify' | null>(null);
  if (!session) return null;
  const { schoolId, schoolName } = session.schoolInfo;
  return (
    <Group gap="sm">
      {mayInvite && (
        <Button variant="light" leftSection={<IconQrcode size={16} />} onClick={() => setOpen('invite')}>
          邀请教职工
        </Button>
      )}
      {mayNotify && (
        <Button variant="light" leftSection={<IconSend size={16} />} onClick={() => setOpen('notify')}>
          发送通知
        </Button>
      )}
      <InviteDialog opened={open === 'invite'} onClose={() => setOpen(null)} schoolId={schoolId} schoolName={schoolName} />
      <SendNoticeDialog opened={open === 'notify'} onClose={() => setOpen(null)} schoolId={schoolId} />
    </Group>
  );
}

export const Route = createFileRoute('/_app/YWGL/RLZYGL/JZGGL')({ component: () => <StaffPage actions={<StaffActions />} /> });
