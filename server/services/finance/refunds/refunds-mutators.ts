import type { AreaServices } from '../../area-services';
import { saveRefundGroup } from './save-refund-group';
import { saveRefundItem } from './save-refund-item';
import { saveRefundRecord } from './save-refund-record';
import { voidRefundGroup, voidRefundItem } from './void-refund-row';

/** Refund mutation name → the service its REST route runs (everything after a draft is an online call). */
export const REFUNDS_MUTATORS = {
  'refundItem.save': saveRefundItem,
  'refundItem.void': voidRefundItem,
  'refundGroup.save': saveRefundGroup,
  'refundGroup.void': voidRefundGroup,
  'refundRecord.save': saveRefundRecord,
} as const satisfies AreaServices<'refunds'>;
