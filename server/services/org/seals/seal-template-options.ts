import { and, eq } from 'drizzle-orm';
import { seals, approvalTemplates } from '../../../db/schema';
import { recordChanges } from '../../../replication/change-log';
import { toApprovalTemplateRow } from '../../../replication/org/approval-rows';
import type { AuthedContext } from '../../context';

/**
 * Keeps the 用印申请 templates' seal choice (`sealId`, contract/org/approvals.ts FIXED_FIELDS.seal) listing the school's
 * seals in use, by name, after a seal is added, renamed or changes state: applicants pick from what can be stamped.
 * With no seal in use the template keeps the list it has (a required choice needs options).
 */
export async function refreshSealTemplateOptions(ctx: Pick<AuthedContext, 'db'>, schoolId: number): Promise<void> {
  const active = await ctx.db
    .select({ name: seals.name })
    .from(seals)
    .where(and(eq(seals.schoolId, schoolId), eq(seals.state, 'active')));
  if (active.length === 0) return;
  const options = active.map((s) => s.name).sort((a, b) => a.localeCompare(b, 'zh-CN'));
  const templates = await ctx.db
    .select()
    .from(approvalTemplates)
    .where(and(eq(approvalTemplates.schoolId, schoolId), eq(approvalTemplates.kind, 'seal')));
  const changed = [];
  for (const t of templates) {
    const field = t.fields.find((f) => f.key === 'sealId');
    if (!field || field.options.join('\n') === options.join('\n')) continue;
    const fields = t.fields.map((f) => (f.key === 'sealId' ? { ...f, options } : f));
    const [row] = await ctx.db.update(approvalTemplates).set({ fields }).where(eq(approvalTemplates.id, t.id)).returning();
    if (row) changed.push(toApprovalTemplateRow(row));
  }
  if (changed.length > 0)
    await recordChanges(
      ctx.db,
      schoolId,
      changed.map((row) => ({ table: 'approvalTemplates', op: 'put', row })),
    );
}
