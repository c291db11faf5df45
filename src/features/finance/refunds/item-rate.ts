import { formatFen } from '@contract/finance/fees';
import type { RefundItemRow } from '@contract/finance/refunds';

/** How an item values a line, in words: ¥12.00/天, ¥300.00/月, 已缴金额全退. */
export const itemRate = (r: Pick<RefundItemRow, 'mode' | 'unitFen'>): string =>
  r.mode === 'whole' ? '已缴金额全退' : `${formatFen(r.unitFen)}/${r.mode === 'day' ? '天' : '月'}`;
