import { lazy } from 'react';
import { type LazyTab, LazyTabs } from '@/ui/LazyTabs';
import { PageContainer } from '@/ui/PageContainer';

const RecordsTab = lazy(() => import('./RecordsTab').then((m) => ({ default: m.RecordsTab })));
const ItemsTab = lazy(() => import('./ItemsTab').then((m) => ({ default: m.ItemsTab })));
const GroupsTab = lazy(() => import('./GroupsTab').then((m) => ({ default: m.GroupsTab })));

const TABS = [
  ['records', '退费记录', RecordsTab],
  ['items', '退费项目', ItemsTab],
  ['groups', '退费组', GroupsTab],
] as const satisfies readonly LazyTab[];

/**
 * 退费管理 (/YWGL/CWGL/TFGL): refunds and carry-overs of paid bills, read from the replica (the finance scope).
 * Refund items, groups and a record's draft are made offline; submitting, reviewing, paying out, carrying over and
 * voiding need the server's answer.
 */
export function RefundsPage() {
  return (
    <PageContainer
      title="退费管理"
      description="退费草稿、退费项目和退费组可离线填写；提交审核、审核、退费、结转和作废需要联网。金额精确到分，退费不能超过已缴金额。"
    >
      <LazyTabs tabs={TABS} />
    </PageContainer>
  );
}
