import { type FeeItemRow, feeItemIssue, MUTATION_DECLS, type MutationArgs } from '@contract';
import { feeItems } from '../../../db/schema';
import { recordChanges } from '../../../replication/change-log';
import { toFeeItemRow } from '../../../replication/finance/fee-rows';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { recordFinanceAudit } from '../kernel/audit-log';
import { financeGate, ownFinanceRow, refuse, schoolFinanceRows } from '../kernel/finance-rows';

/** Adds a fee item or replaces its fields (SPEC /park/finance item): a voided one is refused, validity is kept. */
export async function saveFeeItem(ctx: AuthedContext, args: MutationArgs<'feeItem.save'>): Promise<FeeItemRow> {
  await financeGate(ctx, args.schoolId);
  const before = await ownFinanceRow(ctx.db, args.schoolId, 'feeItems', args.id);
  refuse(feeItemIssue(await schoolFinanceRows(ctx.db, args.schoolId, 'feeItems'), args));
  const { id, schoolId, ...fields } = args;
  const [row] = await ctx.db
    .insert(feeItems)
    .values({ ...args, validity: 1 })
    .onConflictDoUpdate({ target: feeItems.id, set: fields })
    .returning();
  if (!row || row.id !== id) throw new Error('fee item upsert returned nothing');
  const out = toFeeItemRow(row);
  await recordChanges(ctx.db, schoolId, [{ table: 'feeItems', op: 'put', row: out }]);
  await recordFinanceAudit(ctx, schoolId, {
    entity: 'feeItem',
    entityId: id,
    action: MUTATION_DECLS['feeItem.save'].label,
    before: before ?? null,
    after: out,
  });
  await recordMutation(ctx, schoolId, 'feeItem.save', row.name);
  return out;
}
