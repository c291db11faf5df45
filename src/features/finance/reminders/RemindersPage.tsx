import { lazy } from 'react';
import { type LazyTab, LazyTabs } from '@/ui/LazyTabs';
import { PageContainer } from '@/ui/PageContainer';

const SettingsTab = lazy(() => import('./SettingsTab').then((m) => ({ default: m.SettingsTab })));
const DuesTab = lazy(() => import('./DuesTab').then((m) => ({ default: m.DuesTab })));

/**
 * 支出提醒 (/YWGL/CWGL/ZCTX): 提醒设置 — the reminders, read from the replica (the finance scope) and set offline —
 * and 待付款 — their dues as the server derives them, confirmed paid online (the ledger line is written then).
 */
const TABS = [
  ['settings', '提醒设置', SettingsTab],
  ['dues', '待付款', DuesTab],
] as const satisfies readonly LazyTab[];

export function RemindersPage() {
  return (
    <PageContainer
      title="支出提醒"
      description="到期前按设定的提醒时间在通知中提醒；提醒设置离线时也可修改，待付款与确认付款需要联网。金额以元录入，精确到分。"
    >
      <LazyTabs tabs={TABS} />
    </PageContainer>
  );
}
