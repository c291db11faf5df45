import type { AreaServices } from '../../area-services';
import { batchBills } from './batch-bills';
import { saveBill } from './save-bill';

/** Billing mutation name → the service its REST route runs (listed with its routes in server/routes/<domain>/index.ts). */
export const BILLS_MUTATORS = {
  'bill.save': saveBill,
  'bill.batch': batchBills,
} as const satisfies AreaServices<'bills'>;
