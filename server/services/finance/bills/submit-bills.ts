import type { BillRow } from '@contract';
import type { AuthedContext } from '../../context';
import { moveBills } from './move-bills';

/** SPEC /park/finance/review (送审): drafts go to 待审核 — only when the school's reviewOn is 1. */
export const submitBills = (ctx: AuthedContext, a: { schoolId: number; ids: string[] }): Promise<BillRow[]> =>
  moveBills(ctx, a.schoolId, a.ids, 'submit');
