import type { DeclaredAction } from '../permissions';

/** Approvals' pages, kinds, states, limits and messages (the area: contract/org/approvals.ts). */

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
