import { lazy } from 'react';
import { LazyTabs } from '@/ui/LazyTabs';
import { PageContainer } from '@/ui/PageContainer';

// Each tab's code (with its dialogs and the date pickers) loads when the tab is first opened.
const ReimburseTab = lazy(() => import('./ReimburseTab').then((m) => ({ default: m.ReimburseTab })));
const ExpenditureTab = lazy(() => import('./ExpenditureTab').then((m) => ({ default: m.ExpenditureTab })));
const ProjectsTab = lazy(() => import('./ProjectsTab').then((m) => ({ default: m.ProjectsTab })));

/**
 * 支出报销 (/YWGL/CWGL/ZCBX, docs/finance.md "支出与报销"): 报销 (the claims, from the replica; 登记, 审核, 确认付款 and
 * 撤销 online), 支出明细 (every expense that moved money, from the server's ledger) and 支出项目 (drafted offline).
 */
export function ExpensesPage() {
  return (
    <PageContainer
      title="支出报销"
      description="教职工在审批中心提交报销申请，审批通过后进入待付款；财务确认付款后计入收支台账。金额以元录入，精确到分。"
    >
      <LazyTabs
        tabs={[
          ['reimburse', '报销', ReimburseTab],
          ['expenditure', '支出明细', ExpenditureTab],
          ['projects', '支出项目', ProjectsTab],
        ]}
      />
    </PageContainer>
  );
}
