import { eq } from 'drizzle-orm';
import {
  defaultTermDates,
  monthsAfter,
  proposeRefundFen,
  RefundMsg,
  type RefundProposalLine,
  refundableBill,
  refundLineKey,
  weekdaysBetween,
} from '@contract';
import { students } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { financeGate } from '../kernel/finance-rows';
import { attendedDays } from '../kernel/attendance-days';
import { refundableOf, schoolRefundGroups, schoolRefundItems, studentBills } from './refund-rows';

/**
 * SPEC /park/charge/queryRefundByStu: what the child's paid bills would give back if it left (or its leave began)
 * on `leaveOn`. The refund groups of its class name the refund items; each paid bill line of such an item's fee item
 * is worth: by day, the term's school days (Monday–Friday) it did not attend (attendance up to the day it left);
 * by month, the whole months of the term after the month it left; whole, what is left of it — never more than came
 * in on the line and no other record holds. A proposal: the screen edits it into a draft.
 */
export async function proposeRefund(
  ctx: AuthedContext,
  q: { schoolId: number; studentId: string; leaveOn: string },
): Promise<{ lines: RefundProposalLine[] }> {
  await financeGate(ctx, q.schoolId);
  const [child] = await ctx.db
    .select({ schoolId: students.schoolId, classId: students.classId })
    .from(students)
    .where(eq(students.id, q.studentId));
  if (!child || child.schoolId !== q.schoolId) throw AppError.notFound(RefundMsg.studentMissing);
  const [bills, groups, items] = await Promise.all([
    studentBills(ctx.db, q.schoolId, q.studentId),
    schoolRefundGroups(ctx.db, q.schoolId),
    schoolRefundItems(ctx.db, q.schoolId),
  ]);
  const paid = bills.filter(refundableBill);
  const itemIds = new Set(groups.filter((g) => g.validity === 1 && g.classIds.includes(child.classId)).flatMap((g) => g.itemIds));
  const byFee = new Map(items.filter((i) => i.validity === 1 && itemIds.has(i.id)).map((i) => [i.feeItemId, i]));
  const refundable = await refundableOf(
    ctx.db,
    q.schoolId,
    q.studentId,
    paid.map((b) => b.id),
  );
  const lines: RefundProposalLine[] = [];
  for (const bill of paid) {
    const term = defaultTermDates(bill.schoolYear, bill.termType);
    if (q.leaveOn > term.endsOn) continue;
    const until = q.leaveOn < term.startsOn ? null : q.leaveOn;
    const attended = until ? ((await attendedDays(ctx.db, q.schoolId, [q.studentId], term.startsOn, until)).get(q.studentId) ?? 0) : 0;
    const facts = {
      termDays: weekdaysBetween(term.startsOn, term.endsOn),
      attendedDays: attended,
      monthsLeft: until ? monthsAfter(until, term.endsOn) : monthsAfter(term.startsOn, term.endsOn) + 1,
    };
    for (const l of bill.lines) {
      const item = byFee.get(l.itemId);
      if (!item) continue;
      const left = Math.max(0, refundable.get(refundLineKey(bill.id, l.itemId)) ?? 0);
      const amountFen = proposeRefundFen(item, left, facts);
      if (amountFen <= 0) continue;
      lines.push({
        billId: bill.id,
        itemId: l.itemId,
        name: l.name,
        refundItemId: item.id,
        amountFen,
        paidFen: left,
        refundableFen: left,
        title: bill.title,
      });
    }
  }
  return { lines };
}
