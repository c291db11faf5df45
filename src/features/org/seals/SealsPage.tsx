import { Badge, Loader, Tabs } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { PageContainer } from '@/ui/PageContainer';
import { useMe, useSealUses, useSeals } from './use-seals';

// Each tab's screen with its dialogs (pickers, the upload kit, the date range) loads when first shown.
const SealList = lazy(() => import('./SealList').then((m) => ({ default: m.SealList })));
const SealUseList = lazy(() => import('./SealUseList').then((m) => ({ default: m.SealUseList })));
const loading = <Loader size="sm" m="lg" />;

/**
 * 印章管理 (/YWGL/YZGL): the school's seals and their uses, read from the replica (offline too). Seals are added and
 * edited offline; a use is requested offline; approving and recording a use need the server. docs/seals.md.
 */
export function SealsPage() {
  const [tab, setTab] = useState<string | null>('seals');
  const seals = useSeals();
  const uses = useSealUses();
  const me = useMe();
  // Uses waiting for this member's stamp: the tab says how many.
  const mine = (uses ?? []).filter(
    (u) => u.state === 'approved' && seals?.find((s) => s.id === u.sealId)?.keepers.some((k) => k.userId === me.userId),
  ).length;
  return (
    <PageContainer
      title="印章管理"
      description="印章及其保管人、用印申请与用印登记；离线时可查看、维护印章和提交申请，审批和登记用印需要联网。"
    >
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="seals">印章</Tabs.Tab>
          <Tabs.Tab
            value="uses"
            rightSection={
              mine > 0 ? (
                <Badge size="sm" color="orange" circle title="待我用印">
                  {mine}
                </Badge>
              ) : undefined
            }
          >
            用印记录
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="seals">
          <Suspense fallback={loading}>
            <SealList seals={seals} />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="uses">
          <Suspense fallback={loading}>
            <SealUseList seals={seals} uses={uses} />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </PageContainer>
  );
}
