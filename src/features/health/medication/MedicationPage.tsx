import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { PageContainer } from '@/ui/PageContainer';
import { DoseRecord } from './DoseRecord';
import { OrdersTab } from './OrdersTab';
import { TodayDoses } from './TodayDoses';
import { useCareClasses } from '@/lib/replica/use-care-classes';

/**
 * 喂药登记 (/WSBJ/WYDJ, docs/health.md): today's doses on the class tablet, the families' entrustments, and the record
 * per child and day. A teacher sees her classes, the health doctor and the principal every class; all of it offline.
 */
export function MedicationPage() {
  const { classes, all } = useCareClasses('medication');
  const [tab, setTab] = useState<string | null>('today');
  return (
    <PageContainer title="喂药登记" description="家长委托的药品按时喂服；离线时照常登记，联网后自动同步。">
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="today">今日喂药</Tabs.Tab>
          <Tabs.Tab value="orders">委托记录</Tabs.Tab>
          <Tabs.Tab value="record">服药记录</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="today">
          <TodayDoses classes={classes} all={all} />
        </Tabs.Panel>
        <Tabs.Panel value="orders">
          <OrdersTab classes={classes} />
        </Tabs.Panel>
        <Tabs.Panel value="record">
          <DoseRecord classes={classes} />
        </Tabs.Panel>
      </Tabs>
    </PageContainer>
  );
}
