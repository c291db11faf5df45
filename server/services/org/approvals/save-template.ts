import { and, asc, count, eq, max, ne } from 'drizzle-orm';
import {
  type ApprovalTemplateRow,
  ApprovalMsg,
  type SaveTemplateInput,
  STEP_TYPE_LABEL,
  type TemplateRef,
  type TemplateStepRow,
} from '@contract';
import type { Db } from '../../../db/client';
import { approvals, approvalTemplates, positions } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { recordChanges } from '../../../replication/change-log';
import { toApprovalTemplateRow } from '../../../replication/org/approval-rows';
import type { AuthedContext } from '../../context';
import { recordUserOperation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';
import { servingMembers } from './approval-people';

/** The steps as stored: each with the label of whom it names, every named person and position the school's. */
export async function resolveStepLabels(db: Db, schoolId: number, input: Pick<SaveTemplateInput, 'steps' | 'ccUserIds'>) {
  const named = [...new Set([...input.steps.flatMap((s) => (s.type === 'user' ? s.userIds : [])), ...input.ccUserIds])];
  const members = new Map((await servingMembers(db, schoolId, named)).map((m) => [m.userId, m.name]));
  if (named.some((id) => !members.has(id))) throw AppError.badRequest(ApprovalMsg.notMember);
  const pos = new Map(
    (await db.select({ id: positions.id, name: positions.name }).from(positions).where(eq(positions.schoolId, schoolId))).map((p) => [
      p.id,
      p.name,
    ]),
  );
  const steps: TemplateStepRow[] = input.steps.map((s) => {
    if (s.type === 'user') {
      const userIds = [...new Set(s.userIds)];
      return { type: s.type, mode: s.mode, userIds, positionId: null, label: userIds.map((id) => members.get(id)).join('、') };
    }
    if (s.type === 'position') {
      const name = s.positionId === null ? undefined : pos.get(s.positionId);
      if (!name) throw AppError.badRequest(ApprovalMsg.noPosition);
      return { type: s.type, mode: s.mode, userIds: [], positionId: s.positionId, label: `岗位：${name}` };
    }
    return { type: s.type, mode: s.mode, userIds: [], positionId: null, label: STEP_TYPE_LABEL.leader };
  });
  const ccUserIds = [...new Set(input.ccUserIds)];
  return { steps, ccUserIds, ccNames: ccUserIds.map((id) => members.get(id) ?? '') };
}

/**
 * 审批设置: adds a template (a new id) or replaces one of the school's. Names are unique in a school. Applications
 * already made keep the fields and flow they were made with.
 */
export async function saveApprovalTemplate(ctx: AuthedContext, input: SaveTemplateInput): Promise<ApprovalTemplateRow> {
  assertSchoolInScope(ctx, input.schoolId);
  const [existing] = await ctx.db.select().from(approvalTemplates).where(eq(approvalTemplates.id, input.id));
  if (existing && existing.schoolId !== input.schoolId) throw AppError.notFound(ApprovalMsg.templateNotFound);
  if (existing && existing.kind !== input.kind) throw AppError.badRequest('模板类型保存后不能修改');
  const [same] = await ctx.db
    .select({ id: approvalTemplates.id })
    .from(approvalTemplates)
    .where(and(eq(approvalTemplates.schoolId, input.schoolId), eq(approvalTemplates.name, input.name), ne(approvalTemplates.id, input.id)));
  if (same) throw AppError.badRequest(ApprovalMsg.nameTaken);
  const { steps, ccUserIds, ccNames } = await resolveStepLabels(ctx.db, input.schoolId, input);
  const [{ last } = { last: null }] = await ctx.db
    .select({ last: max(approvalTemplates.sort) })
    .from(approvalTemplates)
    .where(eq(approvalTemplates.schoolId, input.schoolId));
  const values = {
    name: input.name,
    kind: input.kind,
    description: input.description,
    fields: input.fields,
    steps,
    ccUserIds,
    ccNames,
    enabled: input.enabled,
    updatedAt: ctx.clock.now(),
  };
  const [stored] = existing
    ? await ctx.db.update(approvalTemplates).set(values).where(eq(approvalTemplates.id, input.id)).returning()
    : await ctx.db
        .insert(approvalTemplates)
        .values({ id: input.id, schoolId: input.schoolId, sort: (last ?? -1) + 1, ...values })
        .returning();
  if (!stored) throw new Error('approval template save returned nothing');
  const row = toApprovalTemplateRow(stored);
  await recordChanges(ctx.db, input.schoolId, [{ table: 'approvalTemplates', op: 'put', row }]);
  await recordUserOperation(ctx, input.schoolId, '审批', existing ? '修改审批模板' : '新增审批模板', input.name);
  return row;
}

/** Deletes a template nobody has applied with (one with applications is disabled instead). */
export async function deleteApprovalTemplate(ctx: AuthedContext, input: TemplateRef): Promise<null> {
  assertSchoolInScope(ctx, input.schoolId);
  const [existing] = await ctx.db
    .select()
    .from(approvalTemplates)
    .where(and(eq(approvalTemplates.id, input.id), eq(approvalTemplates.schoolId, input.schoolId)));
  if (!existing) throw AppError.notFound(ApprovalMsg.templateNotFound);
  const [{ n } = { n: 0 }] = await ctx.db.select({ n: count() }).from(approvals).where(eq(approvals.templateId, input.id));
  if (n > 0) throw AppError.badRequest(ApprovalMsg.templateInUse);
  await ctx.db.delete(approvalTemplates).where(eq(approvalTemplates.id, input.id));
  await recordChanges(ctx.db, input.schoolId, [{ table: 'approvalTemplates', op: 'del', row: { id: input.id } }]);
  await recordUserOperation(ctx, input.schoolId, '审批', '删除审批模板', existing.name);
  return null;
}

/** The school's templates, in their order (REST clients; the app reads its replica). */
export async function listApprovalTemplates(ctx: AuthedContext, input: { schoolId: number }): Promise<ApprovalTemplateRow[]> {
  assertSchoolInScope(ctx, input.schoolId);
  const rows = await ctx.db
    .select()
    .from(approvalTemplates)
    .where(eq(approvalTemplates.schoolId, input.schoolId))
    .orderBy(asc(approvalTemplates.sort), asc(approvalTemplates.id));
  return rows.map(toApprovalTemplateRow);
}
