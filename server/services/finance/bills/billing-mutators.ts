import type { AreaServices } from '../../area-services';
import { batchBills } from './batch-bills';
import { saveBill } from './save-bill';

/** Billing mutation name → the service its REST route runs (server/services/mutations.ts lists the areas). */
export const BILLING_MUTATORS = {
  'bill.save': saveBill,
  'bill.batch': batchBills,
} as const satisfies AreaServices<'bills'>;
