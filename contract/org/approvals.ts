import { defineArea } from '../area';
import { formatFen, MAX_FEN } from '../finance/fees';
import { PAGE_SIZE_DEFAULT } from '../constants';
import { FieldMsg, hasBadChars, idParam, intParam, isCalendarDate, isoDate, isoDateTime, text, uuid } from '../fields';
import { type DeclaredAction, MEMBER } from '../permissions';
import { STAFF_LEAVE_LABEL } from '../attendance/staff';
import { isSafeFileReference } from '../uploads';
import { z } from '../zod-locale';

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
export const APPROVAL_CENTER_PATH = '/APPROVAL';
export const APPROVAL_MANAGE_PATH = '/YWGL/SPGL';
export const APPROVAL_SETTINGS_PATH = '/JCSZ/SPGL';
/** Adding, editing, enabling and deleting templates (审批设置). */
export const APPROVAL_TEMPLATE_EDIT = '/JCSZ/SPGL:edit' satisfies DeclaredAction;

export const APPROVAL_KINDS = ['leave', 'purchase', 'seal', 'reimburse', 'general'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];
export const APPROVAL_KIND_LABEL: Record<ApprovalKind, string> = {
  leave: '请假',
  purchase: '采购',
  seal: '用印',
  reimburse: '报销',
  general: '通用',
};

/** SPEC §4 "my approval". */
export const APPROVAL_STATUS = { pending: 1, passed: 2, refused: 3, revoking: -1, revoked: -2 } as const;
export type ApprovalStatus = (typeof APPROVAL_STATUS)[keyof typeof APPROVAL_STATUS];
export const APPROVAL_STATUS_LABEL: Record<number, string> = { 1: '审批中', 2: '已通过', 3: '已拒绝', [-1]: '撤销中', [-2]: '已撤销' };
export const APPROVAL_STATUS_COLOR: Record<number, string> = { 1: 'blue', 2: 'green', 3: 'red', [-1]: 'orange', [-2]: 'gray' };
/** The mark of an application still in the device's outbox. */
export const NOT_SUBMITTED_LABEL = '未提交（待同步）';

export const APPROVAL_LIMITS = {
  name: 20,
  description: 100,
  fields: 20,
  label: 20,
  options: 30,
  option: 30,
  steps: 10,
  approversPerStep: 20,
  cc: 30,
  text: 500,
  pictures: 9,
  attachments: 9,
  /** A date range covers at most a year. */
  rangeDays: 366,
  comment: 200,
  number: 100_000_000,
} as const;

export const ApprovalMsg = {
  name: '请输入模板名称',
  nameMax: `模板名称最多${APPROVAL_LIMITS.name}个字`,
  nameTaken: '已有同名的审批模板',
  kind: '请选择模板类型',
  fields: '请至少添加一个表单字段',
  fieldsMax: `表单字段最多${APPROVAL_LIMITS.fields}个`,
  fieldLabel: '请输入字段名称',
  fieldLabelMax: `字段名称最多${APPROVAL_LIMITS.label}个字`,
  fieldKey: '字段标识不正确',
  fieldKeyTaken: '字段标识重复',
  fieldKind: '请选择字段类型',
  options: '选择字段请至少填写一个选项',
  optionsMax: `选项最多${APPROVAL_LIMITS.options}个`,
  optionMax: `选项最多${APPROVAL_LIMITS.option}个字`,
  optionTaken: '选项重复',
  fixedField: (label: string) => `该类型模板必须包含字段“${label}”`,
  steps: '请至少添加一个审批节点',
  stepsMax: `审批节点最多${APPROVAL_LIMITS.steps}个`,
  stepUsers: '请选择审批人',
  stepPosition: '请选择岗位',
  stepMode: '请选择多人审批方式',
  ccMax: `抄送人最多${APPROVAL_LIMITS.cc}个`,
  notMember: '所选人员不是本园教职工',
  noPosition: '所选岗位不存在',
  templateNotFound: '审批模板不存在或已停用',
  templateSaved: '保存成功',
  templateDeleted: '删除成功',
  templateInUse: '该模板已有申请，不能删除，可以停用',
  confirmDelete: '确定删除该审批模板吗？',
  // The form.
  required: (label: string) => `请填写${label}`,
  choose: (label: string) => `请选择${label}`,
  textMax: (label: string) => `${label}最多${APPROVAL_LIMITS.text}个字`,
  number: (label: string) => `${label}请输入数字`,
  money: (label: string) => `${label}请输入正确的金额（最多两位小数）`,
  numberRange: (label: string) => `${label}超出范围`,
  dateRange: (label: string) => `${label}的日期不正确`,
  rangeOrder: (label: string) => `${label}的结束日期不能早于开始日期`,
  rangeMax: (label: string) => `${label}最长${APPROVAL_LIMITS.rangeDays}天`,
  badOption: (label: string) => `${label}的选项不正确`,
  files: (label: string) => `${label}的文件不正确`,
  filesMax: (label: string, max: number) => `${label}最多${max}个`,
  unknownField: '表单包含未知字段',
  formTooBig: '表单内容过多',
  // Acting.
  notFound: '该审批不存在',
  exists: '该申请已提交',
  notApprover: '您不是当前节点的审批人，不能审批',
  alreadyDecided: '您已审批过该节点',
  finished: '该审批已结束，不能再操作',
  comment: '请填写审批意见',
  refuseComment: '请填写拒绝理由',
  commentMax: `审批意见最多${APPROVAL_LIMITS.comment}个字`,
  notApplicant: '只有申请人可以撤销',
  cannotRevoke: '只有审批中的申请可以撤销',
  alreadyRevoking: '该申请已在撤销中',
  submitted: '申请已提交',
  queued: '申请已保存，联网后自动提交',
  approved: '已同意',
  refused: '已拒绝',
  revoked: '已撤销',
  revokeAsked: '已提交撤销申请，等待审批人同意',
  online: '当前处于离线状态，审批需要连接服务器',
  confirmRevoke: '确定撤销该申请吗？',
  confirmApprove: '确定同意该申请吗？',
  // 通知.
  toApprove: (applicant: string, name: string) => `${applicant}提交的${name}等待您审批`,
  toApproveRevoke: (applicant: string, name: string) => `${applicant}申请撤销${name}，等待您审批`,
  decided: (name: string, status: string) => `您提交的${name}${status}`,
  ccTitle: (applicant: string, name: string) => `${applicant}提交的${name}抄送给您`,
  noticeContent: '请到“审批中心”中查看。',
  autoPassed: '自动通过（审批人为申请人本人，且无上级可转交）',
  toSuperior: (label: string) => `${label}（申请人本人，转上级审批）`,
  noLeader: '部门负责人（未设置，由园长审批）',
  ownApplication: '不能审批自己提交的申请',
} as const;

/* ——— Templates ——— */

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

const FIELD_KEY = /^[A-Za-z][A-Za-z0-9_]{0,31}$/;
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

/* ——— Applications: the form ——— */

export interface DateRangeValue {
  start: string;
  end: string;
}
export interface AttachmentValue {
  filePath: string;
  fileName: string;
  size: number;
}
export type FormValue = string | number | string[] | DateRangeValue | AttachmentValue[] | null;
export type ApprovalForm = Record<string, FormValue>;

/** Days from start to end, both counted (2026-12-01 … 2026-12-02 is 2). */
export const rangeDays = (r: DateRangeValue): number => Math.round((Date.parse(r.end) - Date.parse(r.start)) / 86_400_000) + 1;
/** Every day of a range, in order. */
export function daysOf(r: DateRangeValue): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${r.start}T00:00:00Z`), end = Date.parse(`${r.end}T00:00:00Z`); t <= end; t += 86_400_000) {
    out.push(new Date(t).toISOString().slice(0, 10)); // UTC day on purpose: calendar days at UTC midnight
  }
  return out;
}

const isEmpty = (v: unknown): boolean =>
  v === undefined ||
  v === null ||
  v === '' ||
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0);
const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * What is wrong with one field's value (null: fine). The device and the server check an application with it against
 * the template the application names, so a form refused on the server is refused offline in the same words.
 */
export function fieldValueIssue(f: ApprovalField, v: unknown): string | null {
  if (isEmpty(v))
    return f.required
      ? f.kind === 'choice' || f.kind === 'dateRange'
        ? ApprovalMsg.choose(f.label)
        : ApprovalMsg.required(f.label)
      : null;
  switch (f.kind) {
    case 'text':
    case 'textarea':
      if (typeof v !== 'string') return ApprovalMsg.required(f.label);
      if (v.trim() === '') return f.required ? ApprovalMsg.required(f.label) : null;
      if (v.length > APPROVAL_LIMITS.text) return ApprovalMsg.textMax(f.label);
      return hasBadChars(v, f.kind === 'textarea') ? FieldMsg.badChars : null;
    case 'number':
      if (typeof v !== 'number' || !Number.isFinite(v)) return ApprovalMsg.number(f.label);
      return Math.abs(v) > APPROVAL_LIMITS.number || Math.round(v * 100) !== v * 100 ? ApprovalMsg.numberRange(f.label) : null;
    case 'money':
      if (typeof v !== 'number' || !Number.isInteger(v)) return ApprovalMsg.money(f.label);
      return v < 0 || v > MAX_FEN ? ApprovalMsg.numberRange(f.label) : null;
    case 'dateRange': {
      if (!isPlainObject(v) || typeof v.start !== 'string' || typeof v.end !== 'string') return ApprovalMsg.dateRange(f.label);
      if (Object.keys(v).length !== 2 || !isCalendarDate(v.start) || !isCalendarDate(v.end)) return ApprovalMsg.dateRange(f.label);
      if (v.end < v.start) return ApprovalMsg.rangeOrder(f.label);
      return rangeDays({ start: v.start, end: v.end }) > APPROVAL_LIMITS.rangeDays ? ApprovalMsg.rangeMax(f.label) : null;
    }
    case 'choice': {
      const picked = f.multiple ? v : [v];
      if (!Array.isArray(picked) || picked.some((o) => typeof o !== 'string' || !f.options.includes(o)))
        return ApprovalMsg.badOption(f.label);
      return new Set(picked).size !== picked.length ? ApprovalMsg.badOption(f.label) : null;
    }
    case 'picture':
      if (!Array.isArray(v) || v.some((p) => typeof p !== 'string' || p.length > 1000 || !isSafeFileReference(p)))
        return ApprovalMsg.files(f.label);
      return v.length > APPROVAL_LIMITS.pictures ? ApprovalMsg.filesMax(f.label, APPROVAL_LIMITS.pictures) : null;
    case 'attachment':
      if (
        !Array.isArray(v) ||
        v.some(
          (a) =>
            !isPlainObject(a) ||
            typeof a.filePath !== 'string' ||
            a.filePath.length > 1000 ||
            !isSafeFileReference(a.filePath) ||
            typeof a.fileName !== 'string' ||
            a.fileName.length > 200 ||
            hasBadChars(a.fileName) ||
            typeof a.size !== 'number' ||
            !Number.isInteger(a.size) ||
            a.size < 0,
        )
      )
        return ApprovalMsg.files(f.label);
      return v.length > APPROVAL_LIMITS.attachments ? ApprovalMsg.filesMax(f.label, APPROVAL_LIMITS.attachments) : null;
  }
}

/** The first problem of a form against its template's fields: the field's key and the message, or null. */
export function formIssue(fields: readonly ApprovalField[], form: Record<string, unknown>): { key: string; message: string } | null {
  const keys = new Set(fields.map((f) => f.key));
  const unknown = Object.keys(form).find((k) => !keys.has(k));
  if (unknown) return { key: unknown, message: ApprovalMsg.unknownField };
  for (const f of fields) {
    const message = fieldValueIssue(f, form[f.key]);
    if (message) return { key: f.key, message };
  }
  return null;
}

/** A value as one line of text (lists, the export, 通知). */
export function formatFieldValue(f: Pick<ApprovalField, 'kind'>, v: unknown): string {
  if (isEmpty(v)) return '';
  switch (f.kind) {
    case 'dateRange': {
      const r = v as DateRangeValue;
      return `${r.start} 至 ${r.end}（共${rangeDays(r)}天）`;
    }
    case 'choice':
      return Array.isArray(v) ? v.join('、') : String(v);
    case 'money':
      return formatFen(Number(v));
    case 'picture':
      return `${(v as string[]).length}张图片`;
    case 'attachment':
      return (v as AttachmentValue[]).map((a) => a.fileName).join('、');
    default:
      return String(v);
  }
}

/** The one-line summary of an application: its first two filled fields. */
export function formSummary(fields: readonly ApprovalField[], form: Record<string, unknown>): string {
  return fields
    .filter((f) => f.kind !== 'picture' && f.kind !== 'attachment' && !isEmpty(form[f.key]))
    .slice(0, 2)
    .map((f) => `${f.label}：${formatFieldValue(f, form[f.key])}`)
    .join('；');
}

const FORM_MAX_CHARS = 40_000;
/** An application's form as sent: values by field key (checked against the template by formIssue). */
const formSchema = z
  .record(z.string().regex(FIELD_KEY, ApprovalMsg.unknownField), z.unknown())
  .refine((f) => Object.keys(f).length <= APPROVAL_LIMITS.fields, ApprovalMsg.formTooBig)
  .refine((f) => JSON.stringify(f).length <= FORM_MAX_CHARS, ApprovalMsg.formTooBig);

export const submitApprovalSchema = z.object({
  /** The device's UUIDv7: an application made offline keeps its id. */
  id: uuid(),
  schoolId: idParam(),
  templateId: uuid(ApprovalMsg.templateNotFound),
  form: formSchema,
  /** When the applicant pressed 提交 on the device (offline: earlier than the server's time). */
  createTime: isoDateTime(),
});
export type SubmitApprovalInput = z.infer<typeof submitApprovalSchema>;

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
