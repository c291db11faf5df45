import { eq } from 'drizzle-orm';
import { type ExpenseProjectRow, expenseProjectIssue, MUTATION_DECLS, type MutationArgs } from '@contract';
import { expenseProjects } from '../../../db/schema';
import { recordChanges } from '../../../replication/change-log';
import { toExpenseProjectRow } from '../../../replication/finance/expense-rows';
import type { AuthedContext } from '../../context';
import { recordFinanceAudit } from '../kernel/audit-log';
import { financeGate, refuse } from '../kernel/finance-rows';
import { recordMutation } from '../../operation-log/record-operation';
import { ownExpenseProject } from './expense-rows';

/**
 * The sync mutation `expenseProject.save` (and POST /park/comeIn/project/save): adds the project with this id or
 * replaces it; its name unique among the school's projects. A project is never deleted (claims point at it): it is
 * disabled (停用), and a disabled one takes no new claim.
 */
export async function saveExpenseProject(ctx: AuthedContext, args: MutationArgs<'expenseProject.save'>): Promise<ExpenseProjectRow> {
  await financeGate(ctx, args.schoolId);
  const before = await ownExpenseProject(ctx.db, args.schoolId, args.id, true);
  const others = await ctx.db
    .select({ id: expenseProjects.id, name: expenseProjects.name })
    .from(expenseProjects)
    .where(eq(expenseProjects.schoolId, args.schoolId));
  refuse(expenseProjectIssue(args, others));
  const { id, schoolId, ...fields } = args;
  const [row] = await ctx.db
    .insert(expenseProjects)
    .values({ id, schoolId, ...fields })
    .onConflictDoUpdate({ target: expenseProjects.id, set: fields })
    .returning();
  if (!row || row.id !== id) throw new Error('expense project upsert returned nothing');
  const out = toExpenseProjectRow(row);
  await recordChanges(ctx.db, schoolId, [{ table: 'expenseProjects', op: 'put', row: out }]);
  await recordFinanceAudit(ctx, schoolId, {
    entity: 'expenseProject',
    entityId: id,
    action: MUTATION_DECLS['expenseProject.save'].label,
    before: before ?? null,
    after: out,
  });
  await recordMutation(ctx, schoolId, 'expenseProject.save', out.name);
  return out;
}
