import { lazy } from 'react';
import { type LazyTab, LazyTabs } from '@/ui/LazyTabs';
import { PageContainer } from '@/ui/PageContainer';

const BillsTab = lazy(() => import('./BillsTab').then((m) => ({ default: m.BillsTab })));
const PaymentsTab = lazy(() => import('./PaymentsTab').then((m) => ({ default: m.PaymentsTab })));

const TABS = [
  ['bills', '账单', BillsTab],
  ['payments', '收款记录', PaymentsTab],
] as const satisfies readonly LazyTab[];

/**
 * 账单管理 (/YWGL/CWGL/ZDGL): bills per child and the money taken for them, read from the replica (the finance
 * scope). Drafts are made and edited offline; review, publishing, voiding and taking money need the server's answer.
 */
export function BillsPage() {
  return (
    <PageContainer title="账单管理" description="草稿可离线生成和修改；提交审核、审核、发布、作废和收款需要联网。金额精确到分。">
      <LazyTabs tabs={TABS} />
    </PageContainer>
  );
}
