import { PARENT_INVITE_PERMISSION } from '@contract/people/parent-invites';
import { Tabs } from '@mantine/core';
import { useClasses } from '@/lib/replica/use-classes';
import { useReplica } from '@/lib/replica/replica';
import { useCan } from '@/lib/session/can';
import { PageContainer } from '@/ui/PageContainer';
import { JoinRequestsTab } from './JoinRequestsTab';
import { ParentQrPanel } from './ParentQrPanel';

export type ParentInvitesTab = 'codes' | 'requests';

/**
 * 邀请家长 (opened from 幼儿管理's 家长申请 button; not a menu page): the parents' requests to review, and a class's
 * sheet of QR codes to print. Both need the server: codes are its secrets, requests arrive there.
 */
export function ParentInvitesPage({ tab = 'requests' }: { tab?: ParentInvitesTab }) {
  const { schoolId } = useReplica();
  const classes = useClasses();
  const mayInvite = useCan(PARENT_INVITE_PERMISSION);

  return (
    <PageContainer title="邀请家长" description="家长扫描幼儿的邀请二维码提交申请，审核通过后成为幼儿的监护人。">
      <Tabs defaultValue={mayInvite ? tab : 'requests'}>
        <Tabs.List mb="md">
          <Tabs.Tab value="requests">家长申请</Tabs.Tab>
          {mayInvite && <Tabs.Tab value="codes">邀请二维码</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="requests">{schoolId && <JoinRequestsTab schoolId={schoolId} />}</Tabs.Panel>
        {mayInvite && schoolId && (
          <Tabs.Panel value="codes">
            <ParentQrPanel schoolId={schoolId} classes={classes ?? []} />
          </Tabs.Panel>
        )}
      </Tabs>
    </PageContainer>
  );
}
