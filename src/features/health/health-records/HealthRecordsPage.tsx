import { chinaToday } from '@contract/china-time';
import { Loader, Tabs } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useClasses } from '@/lib/replica/use-classes';
import { useReplica } from '@/lib/replica/replica';
import { useCanMutate } from '@/lib/session/can-mutate';
import { PageContainer } from '@/ui/PageContainer';
import { ChildList } from './ChildList';
import { useChildHealth } from './use-health-records';
import { useWhoTables } from './who-tables';

const StatsTab = lazy(() => import('./StatsTab').then((m) => ({ default: m.StatsTab })));
const loading = <Loader size="sm" m="lg" />;

/**
 * 健康档案 (/WSBJ/JKDA, docs/health.md): every child's check-ups and growth evaluation (WHO z-scores), allergies
 * and past illnesses, read from the replica (offline too); the health report's statistics, exported; the hospital's
 * sheet imported (online).
 */
export function HealthRecordsPage() {
  const { schoolId } = useReplica();
  const tables = useWhoTables();
  const classes = useClasses();
  const { rows, checkups } = useChildHealth(tables);
  const mayEdit = useCanMutate('checkup.save');
  const [tab, setTab] = useState<string | null>('children');
  return (
    <PageContainer
      title="健康档案"
      description="幼儿入园体检与定期体检、生长发育评价（WHO标准Z评分）、过敏与既往病史；离线可查看和录入，导入体检表需要联网。"
    >
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="children">幼儿档案</Tabs.Tab>
          <Tabs.Tab value="stats">体检统计</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="children">
          {schoolId && (
            <ChildList schoolId={schoolId} tables={tables} rows={rows} checkups={checkups} classes={classes ?? []} mayEdit={mayEdit} />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="stats">
          {tables && rows && checkups ? (
            <Suspense fallback={loading}>
              <StatsTab tables={tables} rows={rows} checkups={checkups} classes={classes ?? []} today={chinaToday()} />
            </Suspense>
          ) : (
            loading
          )}
        </Tabs.Panel>
      </Tabs>
    </PageContainer>
  );
}
