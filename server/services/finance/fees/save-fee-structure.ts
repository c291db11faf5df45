import { and, eq } from 'drizzle-orm';
import { FeeMsg, type FeeStructureRow, feeStructureIssue, MUTATION_DECLS, type MutationArgs } from '@contract';
import { classes, feeStructures } from '../../../db/schema';
import { recordChanges } from '../../../replication/change-log';
import { toFeeStructureRow } from '../../../replication/finance/fee-rows';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { recordFinanceAudit } from '../kernel/audit-log';
import { financeGate, ownFinanceRow, refuse, schoolFinanceRows } from '../kernel/finance-rows';

/** Adds a class's fee structure for a term or replaces it (one valid structure per class and term). */
export async function saveFeeStructure(ctx: AuthedContext, args: MutationArgs<'feeStructure.save'>): Promise<FeeStructureRow> {
  await financeGate(ctx, args.schoolId);
  const before = await ownFinanceRow(ctx.db, args.schoolId, 'feeStructures', args.id);
  const [cls] = await ctx.db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.id, args.classId), eq(classes.schoolId, args.schoolId)));
  refuse(cls ? null : FeeMsg.classMissing);
  const structures = await schoolFinanceRows(ctx.db, args.schoolId, 'feeStructures');
  const items = await schoolFinanceRows(ctx.db, args.schoolId, 'feeItems');
  refuse(feeStructureIssue(structures, items, args));
  const { id, schoolId, ...fields } = args;
  const [row] = await ctx.db
    .insert(feeStructures)
    .values({ ...args, validity: 1 })
    .onConflictDoUpdate({ target: feeStructures.id, set: fields })
    .returning();
  if (!row || row.id !== id) throw new Error('fee structure upsert returned nothing');
  const out = toFeeStructureRow(row);
  await recordChanges(ctx.db, schoolId, [{ table: 'feeStructures', op: 'put', row: out }]);
  await recordFinanceAudit(ctx, schoolId, {
    entity: 'feeStructure',
    entityId: id,
    action: MUTATION_DECLS['feeStructure.save'].label,
    before: before ?? null,
    after: out,
  });
  await recordMutation(ctx, schoolId, 'feeStructure.save', `${row.schoolYear} 第${row.termType}学期`);
  return out;
}
