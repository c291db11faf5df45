import { Tabs } from '@mantine/core';
import { useMemo, useState } from 'react';
import { localToday } from '@/lib/replica/event-stamp';
import { PageContainer } from '@/ui/PageContainer';
import { CheckSheet } from './CheckSheet';
import { FollowUps } from './FollowUps';
import { OutbreakAlerts } from './OutbreakAlerts';
import { useCareClasses } from '@/lib/replica/use-care-classes';
import { useOpenWarnings } from './use-checks';

/**
 * 晨午检 (/WSBJ/CWJ): the class tablet's morning, noon and evening checks, the follow-ups of absences for illness,
 * and the open outbreak warnings. A teacher sees her own classes, the health doctor and the principal all. Offline too.
 */
export function ChecksPage() {
  const { classes } = useCareClasses('checks');
  const [tab, setTab] = useState<string | null>('checks');
  const warnings = useOpenWarnings(localToday());
  const mine = useMemo(() => {
    const ids = new Set((classes ?? []).map((c) => c.id));
    return warnings?.filter((w) => ids.has(w.classId));
  }, [warnings, classes]);
  return (
    <PageContainer title="晨午检" description="一摸二看三问四查：每个幼儿点一下即可登记；离线时照常登记，联网后自动同步。">
      <OutbreakAlerts warnings={mine} />
      <Tabs value={tab} onChange={setTab} keepMounted={false} mt="sm">
        <Tabs.List mb="md">
          <Tabs.Tab value="checks">晨午检登记</Tabs.Tab>
          <Tabs.Tab value="followUps">因病缺勤追踪</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="checks">
          <CheckSheet classList={classes} />
        </Tabs.Panel>
        <Tabs.Panel value="followUps">
          <FollowUps classList={classes} />
        </Tabs.Panel>
      </Tabs>
    </PageContainer>
  );
}
