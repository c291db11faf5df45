import { STUDENT_STATUS } from './student-enums';

/** Children's messages and their batch status changes (the area: contract/people/school-records.ts). */

export const StudentMsg = {
  pickStudents: '请选择幼儿',
  tooMany: '一次最多选择500名幼儿',
  notEnrolled: (name: string, action: string) => `${name}不是在园状态，不能${action}`,
  notLeft: (name: string) => `${name}不是离园状态，不能复学`,
  leaveDate: '请选择离园日期',
  leaveReason: '请输入离园原因',
  phone: '请输入正确的手机号!',
  phoneRequired: '请输入手机号',
  photo: '图片地址不正确',
  labels: '最多10个标签',
  kind: '请选择异常类型',
  exceptionDate: '请选择日期',
  description: '请输入异常描述',
  relation: '请选择与幼儿关系',
} as const;

/** The batch status changes (SPEC §4): the status each needs a child to be in, and the status it leaves. */
export const STUDENT_TRANSITIONS = {
  'student.changeClass': { from: STUDENT_STATUS.enrolled, to: STUDENT_STATUS.enrolled, action: '调班' },
  'student.leave': { from: STUDENT_STATUS.enrolled, to: STUDENT_STATUS.left, action: '离园' },
  'student.graduate': { from: STUDENT_STATUS.enrolled, to: STUDENT_STATUS.graduated, action: '毕业' },
  'student.return': { from: STUDENT_STATUS.left, to: STUDENT_STATUS.enrolled, action: '复学' },
} as const;
export type StudentTransition = keyof typeof STUDENT_TRANSITIONS;

/** Why the change cannot apply to these children (the first one not in the status it needs), or null. */
export function transitionIssue(kind: StudentTransition, children: readonly { name: string; status: number }[]): string | null {
  const t = STUDENT_TRANSITIONS[kind];
  const wrong = children.find((c) => c.status !== t.from);
  if (!wrong) return null;
  return t.from === STUDENT_STATUS.left ? StudentMsg.notLeft(wrong.name) : StudentMsg.notEnrolled(wrong.name, t.action);
}

/** The fields a batch status change writes on each child. */
export function transitionFields(
  kind: StudentTransition,
  args: { ids: readonly string[]; classId?: string; leaveDate?: string; leaveReason?: string },
): { status: number; classId?: string; leaveDate?: string | null; leaveReason?: string } {
  const status = STUDENT_TRANSITIONS[kind].to;
  if (kind === 'student.leave') return { status, leaveDate: args.leaveDate ?? null, leaveReason: args.leaveReason ?? '' };
  if (kind === 'student.graduate') return { status };
  // Class change and 复学 put the child in a class; 复学 clears the leave.
  const fields = { status, ...(args.classId ? { classId: args.classId } : {}) };
  return kind === 'student.return' ? { ...fields, leaveDate: null, leaveReason: '' } : fields;
}
