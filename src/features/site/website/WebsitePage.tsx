import { SITE_NAMES, SITE_TABS, SITE_TYPES, type SiteCode, type WebsiteTab } from '@contract/site/website';
import { Paper, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useReplica } from '@/lib/replica/replica';
import { PageContainer } from '@/ui/PageContainer';
import { BannersTab } from './BannersTab';
import { ClassChatTab } from './chat/ClassChatTab';
import { DynamicsTab } from './DynamicsTab';
import { MembersTab } from './MembersTab';
import { NoticesTab } from './NoticesTab';

const TAB_LABELS: Record<WebsiteTab, string> = {
  banners: '轮播图管理',
  notices: '通知公告',
  members: '组织架构',
  dynamics: '动态管理',
  chat: '家委会聊天',
};

/**
 * The website content of one committee site (/DGTW/DWH, GH, JWH, HWH). Everything is read from and written to
 * the local replica, so the screen works offline. The route passes `key={site}`, so changing site starts over
 * on the first tab; each tab mounts afresh when chosen, so its table starts at page 1, 10 a page.
 */
export function WebsitePage({ site }: { site: SiteCode }) {
  const sysType = SITE_TYPES[site];
  const tabs = SITE_TABS[sysType];
  const { schoolId } = useReplica();
  const [tab, setTab] = useState<WebsiteTab>(tabs[0] ?? 'notices');

  return (
    <PageContainer title={`${SITE_NAMES[sysType]}网站管理`} description="离线时也可查看和修改，联网后自动同步。">
      <Paper withBorder radius="md" p="md">
        <Tabs value={tab} onChange={(v) => v && setTab(v as WebsiteTab)} keepMounted={false}>
          <Tabs.List mb="md">
            {tabs.map((t) => (
              <Tabs.Tab key={t} value={t}>
                {TAB_LABELS[t]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {schoolId && (
            <>
              <Tabs.Panel value="banners">
                <BannersTab schoolId={schoolId} sysType={sysType} />
              </Tabs.Panel>
              <Tabs.Panel value="notices">
                <NoticesTab schoolId={schoolId} sysType={sysType} />
              </Tabs.Panel>
              <Tabs.Panel value="members">
                <MembersTab schoolId={schoolId} sysType={sysType} />
              </Tabs.Panel>
              <Tabs.Panel value="dynamics">
                <DynamicsTab schoolId={schoolId} sysType={sysType} />
              </Tabs.Panel>
              <Tabs.Panel value="chat">
                <ClassChatTab schoolId={schoolId} />
              </Tabs.Panel>
            </>
          )}
        </Tabs>
      </Paper>
    </PageContainer>
  );
}
