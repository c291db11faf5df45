import { financeLedger } from '../../../db/schema';
import { chinaDay } from '../../../lib/format';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';

/** One money movement: signed fen (money in positive, money out negative). */
export interface LedgerLine {
  kind: 'payment' | 'refund' | (string & {});
  /** The payment (refund, entry…) that caused it. */
  sourceId: string;
  billId?: string | null;
  studentId?: string | null;
  studentName?: string;
  classId?: string | null;
  className?: string;
  itemId?: string | null;
  /** The fee item's name, or the income/expense category. */
  itemName: string;
  amountFen: number;
  payType?: number | null;
}

/**
 * THE way money movements enter the ledger (finance_ledger): inserts only, in the transaction of the change that
 * caused them, stamped with the request's time and its China day. Statistics read nothing else. A provider's payment
 * notice has no session: its lines carry no user.
 */
export async function recordLedger(
  ctx: { db: Db; clock: Clock; session?: { userId: number } | null },
  schoolId: number,
  lines: readonly LedgerLine[],
): Promise<void> {
  if (lines.length === 0) return;
  const at = ctx.clock.now();
  const day = chinaDay(at);
  // Each movement's lines numbered from 0 in the order given (statistics count a movement by its line 0).
  const next = new Map<string, number>();
  await ctx.db.insert(financeLedger).values(
    lines.map((l) => {
      if (!Number.isSafeInteger(l.amountFen)) throw new RangeError('ledger amounts are integer fen');
      const line = next.get(l.sourceId) ?? 0;
      next.set(l.sourceId, line + 1);
      return {
        schoolId,
        at,
        day,
        kind: l.kind,
        sourceId: l.sourceId,
        billId: l.billId ?? null,
        studentId: l.studentId ?? null,
        studentName: l.studentName ?? '',
        classId: l.classId ?? null,
        className: l.className ?? '',
        itemId: l.itemId ?? null,
        itemName: l.itemName,
        amountFen: l.amountFen,
        payType: l.payType ?? null,
        line,
        userId: ctx.session?.userId ?? null,
      };
    }),
  );
}
