import { APPROVAL_STATUS, type ApprovalDetail, type ApprovalKind, type ApprovalListRow } from '@contract';
import type { approvals } from '../../../db/schema';
import { formatDateTime } from '../../../lib/format';
import { namesOf } from './approval-flow';

type Stored = typeof approvals.$inferSelect;

export function toListRow(a: Stored): ApprovalListRow {
  const names = namesOf(a.flow);
  return {
    id: a.id,
    templateId: a.templateId,
    templateName: a.templateName,
    kind: a.kind as ApprovalKind,
    applicantId: a.applicantId,
    applicantName: a.applicantName,
    departmentName: a.departmentName,
    summary: a.summary,
    status: a.status,
    waitingNames: a.waitingIds.map((id) => names.get(id) ?? ''),
    createTime: formatDateTime(a.submittedAt),
    finishTime: a.finishedAt ? formatDateTime(a.finishedAt) : null,
  };
}

/** Whether a member takes part in an application (applies, approves, is copied): who may read it without 审批管理. */
export const takesPart = (a: Stored, userId: number): boolean =>
  a.applicantId === userId ||
  a.waitingIds.includes(userId) ||
  a.decidedIds.includes(userId) ||
  a.ccIds.includes(userId) ||
  a.flow.some((st) => st.approvers.some((p) => p.userId === userId));

/** The application as `viewer` sees it, with what they may do now. */
export function toDetail(a: Stored, viewer: number): ApprovalDetail {
  return {
    ...toListRow(a),
    fields: a.fields,
    form: a.form,
    flow: a.flow,
    currentStep: a.currentStep,
    cc: a.ccIds.map((userId, i) => ({ userId, name: a.ccNames[i] ?? '' })),
    timeline: a.timeline,
    canDecide:
      (a.status === APPROVAL_STATUS.pending || a.status === APPROVAL_STATUS.revoking) &&
      a.waitingIds.includes(viewer) &&
      a.applicantId !== viewer,
    canRevoke: a.status === APPROVAL_STATUS.pending && a.applicantId === viewer,
  };
}
