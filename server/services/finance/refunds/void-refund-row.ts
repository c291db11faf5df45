import { eq } from 'drizzle-orm';
import { MUTATION_DECLS, type MutationArgs, RefundMsg } from '@contract';
import { refundGroups, refundItems } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { recordChanges } from '../../../replication/change-log';
import { toRefundGroupRow, toRefundItemRow } from '../../../replication/finance/refund-rows';
import type { AuthedContext } from '../../context';
import { recordFinanceAudit } from '../kernel/audit-log';
import { financeGate, refuse } from '../kernel/finance-rows';
import { recordMutation } from '../../operation-log/record-operation';

/** Voiding a refund item (`refundItem.void`): validity 2; records already made keep their lines. */
export async function voidRefundItem(ctx: AuthedContext, a: MutationArgs<'refundItem.void'>): Promise<null> {
  await financeGate(ctx, a.schoolId);
  const [row] = await ctx.db.select().from(refundItems).where(eq(refundItems.id, a.id)).for('update');
  if (!row || row.schoolId !== a.schoolId) throw AppError.notFound(RefundMsg.missing);
  refuse(row.validity === 2 ? RefundMsg.alreadyVoided : null);
  const [after] = await ctx.db.update(refundItems).set({ validity: 2 }).where(eq(refundItems.id, a.id)).returning();
  if (!after) throw new Error('void returned nothing');
  const out = toRefundItemRow(after);
  await recordChanges(ctx.db, a.schoolId, [{ table: 'refundItems', op: 'put', row: out }]);
  const action = MUTATION_DECLS['refundItem.void'].label;
  await recordFinanceAudit(ctx, a.schoolId, { entity: 'refundItem', entityId: a.id, action, before: toRefundItemRow(row), after: out });
  await recordMutation(ctx, a.schoolId, 'refundItem.void', out.name);
  return null;
}

/** Voiding a refund group (`refundGroup.void`). */
export async function voidRefundGroup(ctx: AuthedContext, a: MutationArgs<'refundGroup.void'>): Promise<null> {
  await financeGate(ctx, a.schoolId);
  const [row] = await ctx.db.select().from(refundGroups).where(eq(refundGroups.id, a.id)).for('update');
  if (!row || row.schoolId !== a.schoolId) throw AppError.notFound(RefundMsg.missing);
  refuse(row.validity === 2 ? RefundMsg.alreadyVoided : null);
  const [after] = await ctx.db.update(refundGroups).set({ validity: 2 }).where(eq(refundGroups.id, a.id)).returning();
  if (!after) throw new Error('void returned nothing');
  const out = toRefundGroupRow(after);
  await recordChanges(ctx.db, a.schoolId, [{ table: 'refundGroups', op: 'put', row: out }]);
  const action = MUTATION_DECLS['refundGroup.void'].label;
  await recordFinanceAudit(ctx, a.schoolId, { entity: 'refundGroup', entityId: a.id, action, before: toRefundGroupRow(row), after: out });
  await recordMutation(ctx, a.schoolId, 'refundGroup.void', out.name);
  return null;
}
