import { eq } from 'drizzle-orm';
import { MUTATION_DECLS, type MutationArgs, type RefundGroupRow, refundGroupIssue } from '@contract';
import { classes, refundGroups } from '../../../db/schema';
import { recordChanges } from '../../../replication/change-log';
import { toRefundGroupRow } from '../../../replication/finance/refund-rows';
import type { AuthedContext } from '../../context';
import { recordFinanceAudit } from '../kernel/audit-log';
import { financeGate, refuse } from '../kernel/finance-rows';
import { recordMutation } from '../../operation-log/record-operation';
import { assertOwnId, schoolRefundGroups, schoolRefundItems } from './refund-rows';

/** SPEC /park/finance/refundGroup (and `refundGroup.save`): adds or replaces a refund group; a voided one is refused. */
export async function saveRefundGroup(ctx: AuthedContext, args: MutationArgs<'refundGroup.save'>): Promise<RefundGroupRow> {
  await financeGate(ctx, args.schoolId);
  await assertOwnId(ctx.db, refundGroups, args.id, args.schoolId);
  const groups = await schoolRefundGroups(ctx.db, args.schoolId);
  const items = await schoolRefundItems(ctx.db, args.schoolId);
  const cls = await ctx.db.select({ id: classes.id }).from(classes).where(eq(classes.schoolId, args.schoolId));
  const before = groups.find((g) => g.id === args.id);
  const { id, schoolId, ...fields } = args;
  const set = { ...fields, itemIds: [...new Set(fields.itemIds)], classIds: [...new Set(fields.classIds)] };
  refuse(refundGroupIssue(groups, items, new Set(cls.map((c) => c.id)), { id, ...set }));
  const [row] = await ctx.db
    .insert(refundGroups)
    .values({ id, schoolId, ...set, validity: 1 })
    .onConflictDoUpdate({ target: refundGroups.id, set })
    .returning();
  if (!row || row.id !== id) throw new Error('refund group upsert returned nothing');
  const out = toRefundGroupRow(row);
  await recordChanges(ctx.db, schoolId, [{ table: 'refundGroups', op: 'put', row: out }]);
  await recordFinanceAudit(ctx, schoolId, {
    entity: 'refundGroup',
    entityId: id,
    action: MUTATION_DECLS['refundGroup.save'].label,
    before: before ?? null,
    after: out,
  });
  await recordMutation(ctx, schoolId, 'refundGroup.save', out.name);
  return out;
}
