import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { PageContainer } from '@/ui/PageContainer';
import { AlertsTab } from './AlertsTab';
import { CarsTab } from './CarsTab';
import { DriversTab } from './DriversTab';
import { RoutesTab } from './RoutesTab';
import { StopsTab } from './StopsTab';
import { TemplateTab } from './TemplateTab';

/**
 * 校车基础设置 (/HQGL/ZHXC/XCJBSZ): the school's drivers, cars, stops and routes, the push template and the alert
 * thresholds, read from the replica and saved offline; the server checks the same rules when they sync.
 */
export function BusSettingsPage() {
  const [tab, setTab] = useState<string | null>('drivers');
  return (
    <PageContainer title="基础设置" description="离线时也可查看和修改，联网后自动同步。">
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="drivers">司机</Tabs.Tab>
          <Tabs.Tab value="cars">车辆</Tabs.Tab>
          <Tabs.Tab value="stops">站点</Tabs.Tab>
          <Tabs.Tab value="routes">路线</Tabs.Tab>
          <Tabs.Tab value="template">消息模板</Tabs.Tab>
          <Tabs.Tab value="alerts">报警设置</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="drivers">
          <DriversTab />
        </Tabs.Panel>
        <Tabs.Panel value="cars">
          <CarsTab />
        </Tabs.Panel>
        <Tabs.Panel value="stops">
          <StopsTab />
        </Tabs.Panel>
        <Tabs.Panel value="routes">
          <RoutesTab />
        </Tabs.Panel>
        <Tabs.Panel value="template">
          <TemplateTab />
        </Tabs.Panel>
        <Tabs.Panel value="alerts">
          <AlertsTab />
        </Tabs.Panel>
      </Tabs>
    </PageContainer>
  );
}
