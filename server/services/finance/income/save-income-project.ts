import { eq } from 'drizzle-orm';
import { type IncomeProjectRow, incomeProjectIssue, MUTATION_DECLS, type MutationArgs } from '@contract';
import { incomeProjects } from '../../../db/schema';
import { recordChanges } from '../../../replication/change-log';
import { toIncomeProjectRow } from '../../../replication/finance/income-rows';
import type { AuthedContext } from '../../context';
import { recordFinanceAudit } from '../kernel/audit-log';
import { financeGate, refuse } from '../kernel/finance-rows';
import { recordMutation } from '../../operation-log/record-operation';
import { ownIncomeProject } from './income-rows';

/**
 * SPEC comeIn/project (POST; the sync mutation `incomeProject.save`): adds the project with this id or replaces its
 * name, type, remark and enabled flag. A name is the school's once. Incomes already recorded keep the name and type
 * they were recorded with (and the ledger its itemName): a rename never rewrites money already in.
 */
export async function saveIncomeProject(ctx: AuthedContext, args: MutationArgs<'incomeProject.save'>): Promise<IncomeProjectRow> {
  await financeGate(ctx, args.schoolId);
  const before = await ownIncomeProject(ctx.db, args.schoolId, args.id);
  const others = await ctx.db
    .select({ id: incomeProjects.id, name: incomeProjects.name })
    .from(incomeProjects)
    .where(eq(incomeProjects.schoolId, args.schoolId));
  refuse(incomeProjectIssue(args, others));
  const { id, schoolId, ...fields } = args;
  const [row] = await ctx.db
    .insert(incomeProjects)
    .values({ id, schoolId, ...fields })
    .onConflictDoUpdate({ target: incomeProjects.id, set: fields })
    .returning();
  if (!row) throw new Error('income project upsert returned nothing');
  const out = toIncomeProjectRow(row);
  await recordChanges(ctx.db, schoolId, [{ table: 'incomeProjects', op: 'put', row: out }]);
  await recordFinanceAudit(ctx, schoolId, {
    entity: 'incomeProject',
    entityId: id,
    action: MUTATION_DECLS['incomeProject.save'].label,
    before: before ?? null,
    after: out,
  });
  await recordMutation(ctx, schoolId, 'incomeProject.save', out.name);
  return out;
}
