import { eq } from 'drizzle-orm';
import { MUTATION_DECLS, type MutationArgs, salaryTemplateId } from '@contract';
import { salaryTemplates } from '../../../db/schema';
import { recordChanges } from '../../../replication/change-log';
import { toSalaryTemplateRow } from '../../../replication/finance/salary-rows';
import type { AuthedContext } from '../../context';
import { recordFinanceAudit } from '../kernel/audit-log';
import { financeGate } from '../kernel/finance-rows';
import { recordMutation } from '../../operation-log/record-operation';

/**
 * SPEC salary/template (save) and the sync mutation `salaryTemplate.save`: the school's items in order, each 应发 or
 * 扣款. The months already made keep the items they were made with.
 */
export async function saveSalaryTemplate(ctx: AuthedContext, args: MutationArgs<'salaryTemplate.save'>) {
  await financeGate(ctx, args.schoolId);
  const id = salaryTemplateId(args.schoolId);
  const [old] = await ctx.db.select().from(salaryTemplates).where(eq(salaryTemplates.id, id)).for('update');
  const before = old ? toSalaryTemplateRow(old) : null;
  const [row] = await ctx.db
    .insert(salaryTemplates)
    .values({ id, schoolId: args.schoolId, items: args.items, updatedAt: ctx.clock.now() })
    .onConflictDoUpdate({ target: salaryTemplates.id, set: { items: args.items, updatedAt: ctx.clock.now() } })
    .returning();
  if (!row) throw new Error('template upsert returned nothing');
  const out = toSalaryTemplateRow(row);
  await recordChanges(ctx.db, args.schoolId, [{ table: 'salaryTemplates', op: 'put', row: out }]);
  await recordFinanceAudit(ctx, args.schoolId, {
    entity: 'salaryTemplate',
    entityId: id,
    action: MUTATION_DECLS['salaryTemplate.save'].label,
    before,
    after: out,
  });
  await recordMutation(ctx, args.schoolId, 'salaryTemplate.save', out.items.map((i) => i.name).join('、'));
  return out;
}
