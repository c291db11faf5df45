import { MUTATION_DECLS, type MutationArgs, type RefundItemRow, refundItemIssue } from '@contract';
import { refundItems } from '../../../db/schema';
import { recordChanges } from '../../../replication/change-log';
import { toRefundItemRow } from '../../../replication/finance/refund-rows';
import type { AuthedContext } from '../../context';
import { recordFinanceAudit } from '../kernel/audit-log';
import { financeGate, refuse, schoolFinanceRows } from '../kernel/finance-rows';
import { recordMutation } from '../../operation-log/record-operation';
import { assertOwnId, schoolRefundItems } from './refund-rows';

/** SPEC /park/finance/refundItem (and `refundItem.save`): adds or replaces a refund item; a voided one is refused. */
export async function saveRefundItem(ctx: AuthedContext, args: MutationArgs<'refundItem.save'>): Promise<RefundItemRow> {
  await financeGate(ctx, args.schoolId);
  const items = await schoolRefundItems(ctx.db, args.schoolId);
  const before = items.find((i) => i.id === args.id);
  await assertOwnId(ctx.db, refundItems, args.id, args.schoolId);
  refuse(refundItemIssue(items, await schoolFinanceRows(ctx.db, args.schoolId, 'feeItems'), args));
  const { id, schoolId, ...fields } = args;
  const set = { ...fields, unitFen: fields.mode === 'whole' ? 0 : fields.unitFen };
  const [row] = await ctx.db
    .insert(refundItems)
    .values({ id, schoolId, ...set, validity: 1 })
    .onConflictDoUpdate({ target: refundItems.id, set })
    .returning();
  if (!row || row.id !== id) throw new Error('refund item upsert returned nothing');
  const out = toRefundItemRow(row);
  await recordChanges(ctx.db, schoolId, [{ table: 'refundItems', op: 'put', row: out }]);
  await recordFinanceAudit(ctx, schoolId, {
    entity: 'refundItem',
    entityId: id,
    action: MUTATION_DECLS['refundItem.save'].label,
    before: before ?? null,
    after: out,
  });
  await recordMutation(ctx, schoolId, 'refundItem.save', out.name);
  return out;
}
