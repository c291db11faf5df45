import { INVITE_PERMISSION } from '@contract/org/invitations';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { useCan } from '@/lib/session/can';
import { useSession } from '@/lib/session/store';
import { LoadOnOpen } from '@/ui/LoadOnOpen';

const InviteDialog = lazy(() => import('@/features/org/invitations/InviteDialog').then((m) => ({ default: m.InviteDialog })));

/** Opens the staff invitation QR of the current school, for members who may invite (the server refuses the rest). */
export function InviteButton() {
  const { session } = useSession();
  const mayInvite = useCan(INVITE_PERMISSION);
  const [opened, setOpened] = useState(false);
  if (!session || !mayInvite) return null;
  return (
    <>
      <Tooltip label="邀请教职工" withArrow>
        <ActionIcon variant="subtle" color="gray" size="lg" onClick={() => setOpened(true)} aria-label="邀请教职工">
          <IconQrcode size={20} stroke={1.6} />
        </ActionIcon>
      </Tooltip>
      <LoadOnOpen opened={opened}>
        <InviteDialog
          opened={opened}
          onClose={() => setOpened(false)}
          schoolId={session.schoolInfo.schoolId}
          schoolName={session.schoolInfo.schoolName}
        />
      </LoadOnOpen>
    </>
  );
}
