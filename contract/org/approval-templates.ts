import { idParam, text, uuid } from '../fields';
import { STAFF_LEAVE_LABEL } from '../attendance/staff';
import { z } from '../zod-locale';
import { APPROVAL_KINDS, APPROVAL_LIMITS, type ApprovalKind, ApprovalMsg } from './approval-rules';

/** Approval templates: their fields, steps, fixed fields by kind and replicated row (the area: contract/org/approvals.ts). */

/** `money` is integer fen (typed in yuan, shown as ¥); `number` is any other quantity (two decimals at most). */
export const FIELD_KINDS = ['text', 'textarea', 'number', 'money', 'dateRange', 'choice', 'picture', 'attachment'] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];
export const FIELD_KIND_LABEL: Record<FieldKind, string> = {
  text: '单行文本',
  textarea: '多行文本',
  number: '数字',
  money: '金额',
  dateRange: '日期区间',
  choice: '选择',
  picture: '图片',
  attachment: '附件',
};

/** A field's key, in a template and in an application's form. */
export const FIELD_KEY = /^[A-Za-z][A-Za-z0-9_]{0,31}$/;
export const approvalFieldSchema = z.object({
  /** The key of its value in an application's form; fixed ones (leave, seal) are fixed by kind. */
  key: z.string({ error: ApprovalMsg.fieldKey }).regex(FIELD_KEY, ApprovalMsg.fieldKey),
  label: text(APPROVAL_LIMITS.label, { required: ApprovalMsg.fieldLabel, maxMsg: ApprovalMsg.fieldLabelMax }),
  kind: z.enum(FIELD_KINDS, { error: ApprovalMsg.fieldKind }),
  required: z.boolean().default(false),
  /** A choice's options. */
  options: z
    .array(text(APPROVAL_LIMITS.option, { required: ApprovalMsg.options, maxMsg: ApprovalMsg.optionMax }))
    .max(APPROVAL_LIMITS.options, ApprovalMsg.optionsMax)
    .default([]),
  /** A choice of several (多选). */
  multiple: z.boolean().default(false),
  placeholder: text(50).default(''),
});
export type ApprovalField = z.infer<typeof approvalFieldSchema>;

/** 审批人: named people, everyone holding a position, or the applicant's department head (主管). */
export const STEP_TYPES = ['user', 'position', 'leader'] as const;
export type StepType = (typeof STEP_TYPES)[number];
export const STEP_TYPE_LABEL: Record<StepType, string> = { user: '指定成员', position: '指定岗位', leader: '部门负责人' };
/** Several approvers on one step: 会签 (every one must approve) or 或签 (one approval is enough). */
export const STEP_MODES = ['all', 'any'] as const;
export type StepMode = (typeof STEP_MODES)[number];
export const STEP_MODE_LABEL: Record<StepMode, string> = { all: '会签（须所有审批人同意）', any: '或签（一名审批人同意即可）' };
export const STEP_MODE_SHORT: Record<StepMode, string> = { all: '会签', any: '或签' };

const userIdList = (max: number, maxMsg: string) =>
  z
    .array(
      z
        .number()
        .int()
        .positive()
        .max(2 ** 31 - 1),
    )
    .max(max, maxMsg);
export const approvalStepSchema = z
  .object({
    type: z.enum(STEP_TYPES, { error: ApprovalMsg.stepUsers }),
    mode: z.enum(STEP_MODES, { error: ApprovalMsg.stepMode }).default('any'),
    userIds: userIdList(APPROVAL_LIMITS.approversPerStep, ApprovalMsg.stepUsers).default([]),
    positionId: z
      .number()
      .int()
      .positive()
      .max(2 ** 31 - 1)
      .nullable()
      .default(null),
  })
  .superRefine((s, ctx) => {
    if (s.type === 'user' && s.userIds.length === 0) ctx.addIssue({ code: 'custom', path: ['userIds'], message: ApprovalMsg.stepUsers });
    if (s.type === 'position' && s.positionId === null)
      ctx.addIssue({ code: 'custom', path: ['positionId'], message: ApprovalMsg.stepPosition });
  });
export type ApprovalStep = z.infer<typeof approvalStepSchema>;

/** The fields a kind must have, with their fixed key, kind and (for choices) options. */
export const LEAVE_TYPES = [1, 2, 3, 4].map((k) => STAFF_LEAVE_LABEL[k] as string);
/** The leave kind's code in staff attendance (contract/attendance/staff.ts STAFF_LEAVE) from its label. */
export const leaveTypeCode = (label: unknown): number => {
  const i = LEAVE_TYPES.indexOf(String(label));
  return i < 0 ? 2 : i + 1;
};
export const FIXED_FIELDS: Partial<Record<ApprovalKind, ApprovalField[]>> = {
  leave: [
    { key: 'leaveType', label: '请假类型', kind: 'choice', required: true, options: LEAVE_TYPES, multiple: false, placeholder: '' },
    { key: 'range', label: '请假时间', kind: 'dateRange', required: true, options: [], multiple: false, placeholder: '' },
    { key: 'reason', label: '请假事由', kind: 'textarea', required: true, options: [], multiple: false, placeholder: '请输入请假事由' },
  ],
  seal: [
    // The options are the school's seals once the seals area exists; until then those stored on the template.
    { key: 'sealId', label: '印章', kind: 'choice', required: true, options: ['公章'], multiple: false, placeholder: '' },
    { key: 'purpose', label: '用印事由', kind: 'text', required: true, options: [], multiple: false, placeholder: '' },
  ],
};
/** Whether a field is one its kind fixes (the designer keeps it; only a seal's options may change). */
export const isFixedField = (kind: ApprovalKind, key: string): boolean => (FIXED_FIELDS[kind] ?? []).some((f) => f.key === key);

/** What is wrong with a template's fields for its kind, or null. */
export function templateFieldsIssue(kind: ApprovalKind, fields: readonly ApprovalField[]): string | null {
  const keys = new Set<string>();
  for (const f of fields) {
    if (keys.has(f.key)) return ApprovalMsg.fieldKeyTaken;
    keys.add(f.key);
    if (f.kind === 'choice' && f.options.length === 0) return ApprovalMsg.options;
    if (new Set(f.options).size !== f.options.length) return ApprovalMsg.optionTaken;
  }
  for (const fixed of FIXED_FIELDS[kind] ?? []) {
    const f = fields.find((x) => x.key === fixed.key);
    if (!f || f.kind !== fixed.kind || !f.required || f.multiple !== fixed.multiple) return ApprovalMsg.fixedField(fixed.label);
    if (kind === 'leave' && fixed.key === 'leaveType' && f.options.join() !== fixed.options.join())
      return ApprovalMsg.fixedField(fixed.label);
  }
  return null;
}

export const saveTemplateSchema = z
  .object({
    schoolId: idParam(),
    id: uuid(),
    name: text(APPROVAL_LIMITS.name, { required: ApprovalMsg.name, maxMsg: ApprovalMsg.nameMax }),
    kind: z.enum(APPROVAL_KINDS, { error: ApprovalMsg.kind }),
    description: text(APPROVAL_LIMITS.description).default(''),
    fields: z.array(approvalFieldSchema).min(1, ApprovalMsg.fields).max(APPROVAL_LIMITS.fields, ApprovalMsg.fieldsMax),
    steps: z.array(approvalStepSchema).min(1, ApprovalMsg.steps).max(APPROVAL_LIMITS.steps, ApprovalMsg.stepsMax),
    ccUserIds: userIdList(APPROVAL_LIMITS.cc, ApprovalMsg.ccMax).default([]),
    enabled: z.boolean().default(true),
  })
  .superRefine((t, ctx) => {
    const issue = templateFieldsIssue(t.kind, t.fields);
    if (issue) ctx.addIssue({ code: 'custom', path: ['fields'], message: issue });
  });
export type SaveTemplateInput = z.infer<typeof saveTemplateSchema>;
export const templateRefSchema = z.object({ schoolId: idParam(), id: uuid() });
export type TemplateRef = z.infer<typeof templateRefSchema>;

/** A step as the template row carries it: its rule, and the names it stands for (what the screens show). */
export const templateStepRowSchema = z.object({
  type: z.enum(STEP_TYPES),
  mode: z.enum(STEP_MODES),
  userIds: z.array(z.number().int()),
  positionId: z.number().int().nullable(),
  /** e.g. '王丽华、赵安', '岗位：园长', '部门负责人'. */
  label: z.string(),
});
export type TemplateStepRow = z.infer<typeof templateStepRowSchema>;

/** A field as the replicated row carries it: plain kinds only (contract/sync/row-check.ts checks rows fast). */
const fieldRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(FIELD_KINDS),
  required: z.boolean(),
  options: z.array(z.string()),
  multiple: z.boolean(),
  placeholder: z.string(),
});

/** The replicated template (every member holds the school's: forms are filled offline). */
export const approvalTemplateRowSchema = z.object({
  id: z.string(),
  schoolId: z.number().int(),
  name: z.string(),
  kind: z.enum(APPROVAL_KINDS),
  description: z.string(),
  fields: z.array(fieldRowSchema),
  steps: z.array(templateStepRowSchema),
  ccUserIds: z.array(z.number().int()),
  ccNames: z.array(z.string()),
  enabled: z.boolean(),
  sort: z.number().int(),
  updateTime: z.string(),
});
export type ApprovalTemplateRow = z.infer<typeof approvalTemplateRowSchema>;
