import type { BillRow } from '@contract';
import type { AuthedContext } from '../../context';
import { closeOpenTrades } from '../kernel/close-open-trades';
import { moveBills } from './move-bills';

/**
 * SPEC toVoid / invalid: a bill voided with a reason (draft, in review, or published with nothing paid; a bill with
 * money paid is refunded instead — part two). Its QRs are closed: nothing is due any more.
 */
export async function voidBill(ctx: AuthedContext, a: { schoolId: number; id: string; reason: string }): Promise<BillRow> {
  const [bill] = await moveBills(ctx, a.schoolId, [a.id], 'void', () => ({ voidReason: a.reason }));
  if (!bill) throw new Error('void returned nothing');
  await closeOpenTrades(ctx.db, a.schoolId, bill.id);
  return bill;
}
