import { lazy } from 'react';
import { type LazyTab, LazyTabs } from '@/ui/LazyTabs';
import { PageContainer } from '@/ui/PageContainer';

// Each tab (with its dialogs and date pickers) loads when first shown: the page opens with one tab's code.
const DriversTab = lazy(() => import('./DriversTab').then((m) => ({ default: m.DriversTab })));
const CarsTab = lazy(() => import('./CarsTab').then((m) => ({ default: m.CarsTab })));
const StopsTab = lazy(() => import('./StopsTab').then((m) => ({ default: m.StopsTab })));
const RoutesTab = lazy(() => import('./RoutesTab').then((m) => ({ default: m.RoutesTab })));
const LinesTab = lazy(() => import('./LinesTab').then((m) => ({ default: m.LinesTab })));
const CompanyTab = lazy(() => import('./CompanyTab').then((m) => ({ default: m.CompanyTab })));
const TemplateTab = lazy(() => import('./TemplateTab').then((m) => ({ default: m.TemplateTab })));
const FuelCardsTab = lazy(() => import('./FuelCardsTab').then((m) => ({ default: m.FuelCardsTab })));
const AlertsTab = lazy(() => import('./AlertsTab').then((m) => ({ default: m.AlertsTab })));

/**
 * 校车基础设置 (/HQGL/ZHXC/XCJBSZ): the school's drivers, cars, stops, routes (路线) and lines (线路), fuel cards, the
 * push template, the alert thresholds and the operating company, read from the replica and saved offline; the
 * server checks the same rules when they sync.
 */
const TABS = [
  ['drivers', '司机', DriversTab],
  ['cars', '车辆', CarsTab],
  ['stops', '站点', StopsTab],
  ['routes', '路线', RoutesTab],
  ['lines', '线路', LinesTab],
  ['fuelCards', '油卡', FuelCardsTab],
  ['template', '消息模板', TemplateTab],
  ['alerts', '报警设置', AlertsTab],
  ['company', '运营单位', CompanyTab],
] as const satisfies readonly LazyTab[];

export function BusSettingsPage() {
  return (
    <PageContainer title="基础设置" description="离线时也可查看和修改，联网后自动同步。">
      <LazyTabs tabs={TABS} />
    </PageContainer>
  );
}
