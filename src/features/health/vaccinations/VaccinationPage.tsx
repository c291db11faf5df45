import { lazy } from 'react';
import { type LazyTab, LazyTabs } from '@/ui/LazyTabs';
import { PageContainer } from '@/ui/PageContainer';

const ChecksTab = lazy(() => import('./ChecksTab').then((m) => ({ default: m.ChecksTab })));
const CoverageTab = lazy(() => import('./CoverageTab').then((m) => ({ default: m.CoverageTab })));

const TABS = [
  ['checks', '入托查验', ChecksTab],
  ['coverage', '接种率统计', CoverageTab],
] as const satisfies readonly LazyTab[];

/**
 * 疫苗接种 (/WSBJ/YMJZ, docs/health.md): each child's doses against the national schedule, entered from the
 * certificate; the children missing a dose for their age, their families' 补种通知, and the school's rates.
 */
export function VaccinationPage() {
  return (
    <PageContainer
      title="疫苗接种"
      description="按《国家免疫规划疫苗儿童免疫程序（2021年版）》查验幼儿预防接种证：录入接种记录，列出按年龄应种未种的剂次，打印补种通知。"
    >
      <LazyTabs tabs={TABS} />
    </PageContainer>
  );
}
