import { lazy } from 'react';
import { type LazyTab, LazyTabs } from '@/ui/LazyTabs';
import { PageContainer } from '@/ui/PageContainer';

const IncomesTab = lazy(() => import('./IncomesTab').then((m) => ({ default: m.IncomesTab })));
const ProjectsTab = lazy(() => import('./ProjectsTab').then((m) => ({ default: m.ProjectsTab })));

const TABS = [
  ['incomes', '收入明细', IncomesTab],
  ['projects', '收入项目', ProjectsTab],
] as const satisfies readonly LazyTab[];

/**
 * 其他收入 (/YWGL/CWGL/QTSR): money the school receives outside the fee bills. The lists read the replica (the finance
 * scope); projects are drafted offline, an income is recorded and voided online (the server numbers its receipt and
 * writes the ledger).
 */
export function OtherIncomePage() {
  return (
    <PageContainer title="其他收入" description="场地租金、政府补助、捐赠等账单以外的收入。金额以元录入，精确到分；登记和作废需要联网。">
      <LazyTabs tabs={TABS} />
    </PageContainer>
  );
}
