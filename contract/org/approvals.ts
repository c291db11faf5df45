import { defineArea } from '../area';
import { PAGE_SIZE_DEFAULT } from '../constants';
import { idParam, intParam, isoDate, text, uuid } from '../fields';
import { MEMBER } from '../permissions';
import { z } from '../zod-locale';
import { type ApprovalForm, submitApprovalSchema } from './approval-forms';
import { APPROVAL_LIMITS, type ApprovalKind, ApprovalMsg } from './approval-rules';
import { type ApprovalField, approvalTemplateRowSchema, type StepMode, type StepType } from './approval-templates';

export * from './approval-forms';
export * from './approval-rules';
export * from './approval-templates';

/**
 * Approvals (审批, issue 25 item 3; SPEC §1 approvals, §2 /APPROVAL 审批中心, /YWGL/SPGL 审批管理, /JCSZ/SPGL 审批设置,
 * §4 my approval 1 pending, 2 passed, 3 refused, -1 revoking, -2 revoked). docs/approvals.md.
 *
 * A school keeps approval **templates** (审批模板, as 钉钉/企业微信 OA 审批 do): a form of fields and a flow of ordered
 * steps (a person, a position, or the applicant's department head; all or any must approve) with copy-to people.
 * Templates replicate to every member (the `approvals` scope), so a member fills a form offline: submitting is the
 * sync mutation `approval.submit`, queued on the device until the server has it. The applications themselves do
 * not replicate (an application is its applicant's, its approvers' and its copy-to people's, never the whole
 * school's): they are read online, and approving, refusing and revoking are online calls that need the server.
 */
export const APPROVALS = defineArea({
  name: 'approvals',
  page: '/YWGL/SPGL',
  scope: 'approvals',
  tables: { approvalTemplates: approvalTemplateRowSchema },
  mutations: {
    'approval.submit': {
      args: submitApprovalSchema,
      label: '提交审批申请',
      permission: MEMBER,
      module: '审批',
    },
  },
});

/* ——— Acting (online) ——— */

const comment = text(APPROVAL_LIMITS.comment, { maxMsg: ApprovalMsg.commentMax, multiline: true }).default('');
export const ACTIONS = ['approve', 'refuse'] as const;
/** 同意 / 拒绝 on the current step (or, while revoking, on the revoke). A refusal says why. */
export const decideApprovalSchema = z
  .object({ schoolId: idParam(), id: uuid(), action: z.enum(ACTIONS, { error: '请选择同意或拒绝' }), comment })
  .refine((d) => d.action === 'approve' || d.comment !== '', { path: ['comment'], message: ApprovalMsg.refuseComment });
export type DecideApprovalInput = z.infer<typeof decideApprovalSchema>;
export const revokeApprovalSchema = z.object({ schoolId: idParam(), id: uuid(), comment });
export type RevokeApprovalInput = z.infer<typeof revokeApprovalSchema>;
export const approvalRefSchema = z.object({ schoolId: idParam(), id: uuid() });
export type ApprovalRef = z.infer<typeof approvalRefSchema>;

export const APPROVAL_BOXES = ['mine', 'todo', 'done', 'cc'] as const;
export type ApprovalBox = (typeof APPROVAL_BOXES)[number];
export const APPROVAL_BOX_LABEL: Record<ApprovalBox, string> = { mine: '我的申请', todo: '待我审批', done: '我已审批', cc: '抄送我' };
const page = {
  pageNum: idParam().default(1),
  pageSize: idParam().pipe(z.number().max(100)).default(PAGE_SIZE_DEFAULT),
};
const statusParam = intParam({ min: -2, max: 3 }).refine((s) => s !== 0, '状态不正确');
export const approvalBoxQuerySchema = z.object({
  schoolId: idParam(),
  box: z.enum(APPROVAL_BOXES),
  ...page,
  status: statusParam.optional(),
});
export type ApprovalBoxQuery = z.infer<typeof approvalBoxQuerySchema>;
/** 审批管理's filters: template, state, applicant's name, submitted between two days (both inclusive). */
export const approvalManageQuerySchema = z
  .object({
    schoolId: idParam(),
    pageNum: idParam().default(1),
    /** The export asks for everything matching (up to 5000). */
    pageSize: idParam().pipe(z.number().max(5000)).default(PAGE_SIZE_DEFAULT),
    templateId: uuid().optional(),
    status: statusParam.optional(),
    applicant: text(20).optional(),
    from: isoDate().optional(),
    to: isoDate().optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: '结束日期不能早于开始日期' });
export type ApprovalManageQuery = z.infer<typeof approvalManageQuerySchema>;
export const approvalSchoolQuerySchema = z.object({ schoolId: idParam() });

/** A step of an application's flow as the server resolved it when the application arrived. */
export interface FlowDecision {
  userId: number;
  name: string;
  result: 'approved' | 'refused' | 'auto';
  comment: string;
  time: string;
}
export interface FlowStep {
  label: string;
  type: StepType;
  mode: StepMode;
  approvers: Array<{ userId: number; name: string }>;
  decisions: FlowDecision[];
}
export type TimelineAction = 'submit' | 'approve' | 'refuse' | 'auto' | 'revoke' | 'revokeApprove' | 'revokeRefuse' | 'cc';
export const TIMELINE_LABEL: Record<TimelineAction, string> = {
  submit: '提交申请',
  approve: '同意',
  refuse: '拒绝',
  auto: '自动通过',
  revoke: '申请撤销',
  revokeApprove: '同意撤销',
  revokeRefuse: '拒绝撤销',
  cc: '抄送',
};
export interface TimelineEntry {
  action: TimelineAction;
  userId: number | null;
  name: string;
  comment: string;
  time: string;
  step: number | null;
}

/** An application in a list. */
export interface ApprovalListRow {
  id: string;
  templateId: string;
  templateName: string;
  kind: ApprovalKind;
  applicantId: number;
  applicantName: string;
  departmentName: string;
  summary: string;
  status: number;
  /** Who must act now (the current step's approvers who have not, or the revoke's approvers). */
  waitingNames: string[];
  createTime: string;
  finishTime: string | null;
}
/** An application with everything its detail shows. */
export interface ApprovalDetail extends ApprovalListRow {
  fields: ApprovalField[];
  form: ApprovalForm;
  flow: FlowStep[];
  currentStep: number | null;
  cc: Array<{ userId: number; name: string }>;
  timeline: TimelineEntry[];
  /** What the asking member may do now. */
  canDecide: boolean;
  canRevoke: boolean;
}
/** Who the designer can pick: the school's serving staff and positions. */
export interface ApprovalOptions {
  staff: Array<{ userId: number; name: string; departmentName: string; positionName: string }>;
  positions: Array<{ id: number; name: string }>;
}

/** The xlsx export of 审批管理 (the kit's sheet: header and rows). */
export const APPROVAL_EXPORT_HEADER = [
  '序号',
  '审批编号',
  '审批类型',
  '模板',
  '申请人',
  '部门',
  '申请内容',
  '状态',
  '当前审批人',
  '提交时间',
  '完成时间',
];
