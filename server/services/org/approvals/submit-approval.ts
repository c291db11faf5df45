import { and, eq } from 'drizzle-orm';
import {
  APPROVAL_STATUS,
  type ApprovalDetail,
  type ApprovalForm,
  ApprovalMsg,
  formIssue,
  formSummary,
  type SubmitApprovalInput,
} from '@contract';
import { approvals, approvalTemplates } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { toApprovalTemplateRow } from '../../../replication/org/approval-rows';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';
import { advance, entry, type FlowState, resolveFlow } from './approval-flow';
import { noticeApplicant, noticeApprovers, noticeCc } from './approval-notices';
import { APPROVAL_OUTCOMES } from './approval-outcomes';
import { servingMembers } from './approval-people';
import { toDetail } from './approval-view';

/** Text values trimmed, empty values left out: what is stored is what the detail shows. */
function cleanForm(form: Record<string, unknown>): ApprovalForm {
  const out: ApprovalForm = {};
  for (const [k, v] of Object.entries(form)) {
    const value = typeof v === 'string' ? v.trim() : v;
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    out[k] = value as ApprovalForm[string];
  }
  return out;
}

/**
 * 发起申请 (the sync mutation `approval.submit`, also POST /park/approval/submit): the form is checked against the
 * school's enabled template, the flow is resolved to people, the first approvers and the copy-to people get a 通知.
 * The id is the device's: an application made offline arrives with it once, and a second arrival is refused.
 */
export async function submitApproval(ctx: AuthedContext, input: SubmitApprovalInput): Promise<ApprovalDetail> {
  assertSchoolInScope(ctx, input.schoolId);
  const [template] = await ctx.db
    .select()
    .from(approvalTemplates)
    .where(
      and(eq(approvalTemplates.id, input.templateId), eq(approvalTemplates.schoolId, input.schoolId), eq(approvalTemplates.enabled, true)),
    );
  if (!template) throw AppError.notFound(ApprovalMsg.templateNotFound);
  const [exists] = await ctx.db.select({ id: approvals.id }).from(approvals).where(eq(approvals.id, input.id));
  if (exists) throw AppError.badRequest(ApprovalMsg.exists);
  const [applicant] = await servingMembers(ctx.db, input.schoolId, [ctx.session.userId]);
  if (!applicant) throw AppError.forbidden();
  const issue = formIssue(template.fields, input.form);
  if (issue) throw AppError.badRequest(issue.message);
  const form = cleanForm(input.form);

  const now = ctx.clock.now();
  const sent = new Date(input.createTime);
  const submittedAt = sent.getTime() > now.getTime() ? now : sent;
  const row = toApprovalTemplateRow(template);
  const flow = await resolveFlow(ctx.db, input.schoolId, row, applicant, now);
  const state: FlowState = {
    flow,
    currentStep: null,
    status: APPROVAL_STATUS.pending,
    waitingIds: [],
    decidedIds: [],
    timeline: [entry('submit', applicant, submittedAt, null)],
    finishedAt: null,
  };
  for (const [i, step] of flow.entries()) {
    const auto = step.decisions.find((d) => d.result === 'auto');
    if (auto) state.timeline.push(entry('auto', { userId: null, name: step.label }, now, i, auto.comment));
  }
  const passed = advance(state, 0, now);
  const [stored] = await ctx.db
    .insert(approvals)
    .values({
      id: input.id,
      schoolId: input.schoolId,
      templateId: template.id,
      templateName: template.name,
      kind: template.kind,
      applicantId: applicant.userId,
      applicantName: applicant.name,
      departmentName: applicant.departmentName,
      fields: template.fields,
      form,
      ccIds: template.ccUserIds.filter((id) => id !== applicant.userId),
      ccNames: template.ccUserIds.flatMap((id, i) => (id === applicant.userId ? [] : [template.ccNames[i] ?? ''])),
      summary: formSummary(template.fields, form),
      submittedAt,
      createdAt: now,
      ...state,
    })
    .returning();
  if (!stored) throw new Error('approval insert returned nothing');
  if (passed) {
    await APPROVAL_OUTCOMES[stored.kind]?.(ctx, stored);
    await noticeApplicant(ctx, stored);
  } else {
    await noticeApprovers(ctx, stored, stored.waitingIds);
  }
  await noticeCc(ctx, stored, stored.ccIds);
  await recordMutation(ctx, input.schoolId, 'approval.submit', `${template.name} ${stored.summary}`.slice(0, 200));
  return toDetail(stored, ctx.session.userId);
}
