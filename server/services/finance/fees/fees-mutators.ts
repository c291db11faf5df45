import type { AreaServices } from '../../area-services';
import { saveDiscount } from './save-discount';
import { saveFeeItem } from './save-fee-item';
import { saveFeeStructure } from './save-fee-structure';
import { voidFinanceRow } from './void-finance-row';

/** Finance mutation name → the service its REST route runs (listed with its routes in server/routes/<domain>/index.ts). */
export const FEES_MUTATORS = {
  'feeItem.save': saveFeeItem,
  'feeItem.void': voidFinanceRow('feeItems'),
  'feeStructure.save': saveFeeStructure,
  'feeStructure.void': voidFinanceRow('feeStructures'),
  'discount.save': saveDiscount,
  'discount.void': voidFinanceRow('discounts'),
} as const satisfies AreaServices<'fees'>;
