import { NOTICE_PUBLISH } from '@contract/site/notices';
import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { useCan } from '@/lib/session/can';
import { useSession } from '@/lib/session/store';
import { PageContainer } from '@/ui/PageContainer';
import { LettersTab } from './LettersTab';
import { ManageTab } from './ManageTab';
import { ReceivedTab } from './ReceivedTab';

/**
 * 通知公告 /YWGL/YSXC/TZGG, open to every member (docs/notices.md): 我收到的 (the notices addressed to me), 通知管理
 * for who may publish, and 写信给园长 (the mailbox's writing side; the principal reads at /YWGL/YSXC/YCXX).
 */
export function NoticesPage() {
  const schoolId = useSession().session?.schoolInfo.schoolId;
  const mayPublish = useCan(NOTICE_PUBLISH);
  const [tab, setTab] = useState<string | null>('received');
  if (!schoolId) return null;
  return (
    <PageContainer>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="received">我收到的</Tabs.Tab>
          {mayPublish && <Tabs.Tab value="manage">通知管理</Tabs.Tab>}
          <Tabs.Tab value="letters">写信给园长</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="received">
          <ReceivedTab schoolId={schoolId} />
        </Tabs.Panel>
        {mayPublish && (
          <Tabs.Panel value="manage">
            <ManageTab schoolId={schoolId} />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="letters">
          <LettersTab schoolId={schoolId} />
        </Tabs.Panel>
      </Tabs>
    </PageContainer>
  );
}
