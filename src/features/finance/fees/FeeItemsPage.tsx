import { lazy } from 'react';
import { type LazyTab, LazyTabs } from '@/ui/LazyTabs';
import { PageContainer } from '@/ui/PageContainer';

const ItemsTab = lazy(() => import('./ItemsTab').then((m) => ({ default: m.ItemsTab })));
const StructuresTab = lazy(() => import('./StructuresTab').then((m) => ({ default: m.StructuresTab })));
const DiscountsTab = lazy(() => import('./DiscountsTab').then((m) => ({ default: m.DiscountsTab })));

/**
 * 收费项目 (/YWGL/CWGL/SFXM): fee items, the fee structure of each class and term, and discounts, read from the
 * replica (the finance scope) and drafted offline; the server takes the changes on unlocked finance pages only.
 */
const TABS = [
  ['items', '收费项目', ItemsTab],
  ['structures', '收费标准', StructuresTab],
  ['discounts', '优惠设置', DiscountsTab],
] as const satisfies readonly LazyTab[];

export function FeeItemsPage() {
  return (
    <PageContainer title="收费项目" description="金额以元录入，精确到分；离线时也可查看和修改，联网后自动同步。">
      <LazyTabs tabs={TABS} />
    </PageContainer>
  );
}
