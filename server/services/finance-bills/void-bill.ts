import type { BillRow } from '@contract';
import type { AuthedContext } from '../context';
import { moveBills } from './move-bills';

/**
 * SPEC toVoid / invalid: a bill voided with a reason (draft, in review, or published with nothing paid; a bill with
 * money paid is refunded instead — part two). Its pending scene-pay trades can no longer settle it.
 */
export async function voidBill(ctx: AuthedContext, a: { schoolId: number; id: string; reason: string }): Promise<BillRow> {
  const [bill] = await moveBills(ctx, a.schoolId, [a.id], 'void', () => ({ voidReason: a.reason }));
  if (!bill) throw new Error('void returned nothing');
  return bill;
}
