import { and, eq, inArray } from 'drizzle-orm';
import { type DiscountRow, discountIssue, FeeMsg, MUTATION_DECLS, type MutationArgs } from '@contract';
import { discounts, students } from '../../../db/schema';
import { recordChanges } from '../../../replication/change-log';
import { toDiscountRow } from '../../../replication/finance/fee-rows';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { recordFinanceAudit } from '../kernel/audit-log';
import { financeGate, ownFinanceRow, refuse, schoolFinanceRows } from '../kernel/finance-rows';

/** Adds a discount or replaces it (SPEC /park/finance discount): a fixed one in fen, a percentage 1–100. */
export async function saveDiscount(ctx: AuthedContext, args: MutationArgs<'discount.save'>): Promise<DiscountRow> {
  await financeGate(ctx, args.schoolId);
  const before = await ownFinanceRow(ctx.db, args.schoolId, 'discounts', args.id);
  // A rule names no children; the amount field of the other kind is zero.
  const studentIds = args.target === 'child' ? [...new Set(args.studentIds)] : [];
  const next = {
    ...args,
    studentIds,
    amountFen: args.kind === 'fixed' ? args.amountFen : 0,
    percent: args.kind === 'percent' ? args.percent : 0,
  };
  if (studentIds.length > 0) {
    const found = await ctx.db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.schoolId, args.schoolId), inArray(students.id, studentIds)));
    refuse(found.length === studentIds.length ? null : FeeMsg.childMissing);
  }
  const all = await schoolFinanceRows(ctx.db, args.schoolId, 'discounts');
  const items = await schoolFinanceRows(ctx.db, args.schoolId, 'feeItems');
  refuse(discountIssue(all, items, next));
  const { id, schoolId, ...fields } = next;
  const [row] = await ctx.db
    .insert(discounts)
    .values({ ...next, validity: 1 })
    .onConflictDoUpdate({ target: discounts.id, set: fields })
    .returning();
  if (!row || row.id !== id) throw new Error('discount upsert returned nothing');
  const out = toDiscountRow(row);
  await recordChanges(ctx.db, schoolId, [{ table: 'discounts', op: 'put', row: out }]);
  await recordFinanceAudit(ctx, schoolId, {
    entity: 'discount',
    entityId: id,
    action: MUTATION_DECLS['discount.save'].label,
    before: before ?? null,
    after: out,
  });
  await recordMutation(ctx, schoolId, 'discount.save', row.name);
  return out;
}
