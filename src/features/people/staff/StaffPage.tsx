import { Tabs } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { PageContainer } from '@/ui/PageContainer';
import { StaffList } from './StaffList';
import { StaffStats } from './StaffStats';
import { useStaffCredentials, useStaffOptions, useStaffProfiles } from './use-staff';

/**
 * 教职工管理 (/YWGL/RLZYGL/JZGGL): the members' HR records and credentials, read from the replica and edited offline
 * (the server checks the same rules when they sync), their import and export, and statistics. `actions` are the
 * page's other buttons (邀请教职工, 发送通知), given by the route.
 */
export function StaffPage({ actions }: { actions?: ReactNode }) {
  const [tab, setTab] = useState<string | null>('list');
  const profiles = useStaffProfiles();
  const credentials = useStaffCredentials() ?? [];
  const options = useStaffOptions(profiles);
  return (
    <PageContainer
      title="教职工管理"
      description="教职工档案与证书，离线时也可查看和修改，联网后自动同步；证书到期前30天和7天在通知中提醒。"
      actions={actions}
    >
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="list">教职工档案</Tabs.Tab>
          <Tabs.Tab value="stats">统计分析</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="list">
          <StaffList profiles={profiles} credentials={credentials} options={options} />
        </Tabs.Panel>
        <Tabs.Panel value="stats">
          <StaffStats profiles={profiles} />
        </Tabs.Panel>
      </Tabs>
    </PageContainer>
  );
}
