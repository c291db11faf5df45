import { z } from '../zod-locale';

/** Staff records' codes and labels, messages and replicated rows (the area: contract/people/staff.ts). */

/**
 * 员工状态 (SPEC §3: 0 probation, 1 regular, 2 part-time, 3 all, 4 retired, 5 leave-retired, 6 early retired,
 * 7 other). "all" is 全职 (a full-time post not on the regular establishment); 5 is 离职 (the member has left).
 */
export const EMPLOYMENT_STATUS_LABEL: Record<number, string> = {
  0: '试用期',
  1: '正式',
  2: '兼职',
  3: '全职',
  4: '退休',
  5: '离职',
  6: '内退',
  7: '其他',
};
export const EMPLOYMENT_STATUS = {
  probation: 0,
  regular: 1,
  partTime: 2,
  fullTime: 3,
  retired: 4,
  left: 5,
  earlyRetired: 6,
  other: 7,
} as const;
/**
 * Statuses of a member who no longer works at the school (离职, 退休, 内退): they cannot sign in to this school (it is
 * left out of their schools; their other schools are untouched), they leave the staff roster (attendance, bus
 * escorts, notices) and their credentials are no longer reminded. Their record stays, shown under its status.
 */
export const STAFF_INACTIVE: ReadonlySet<number> = new Set([4, 5, 6]);
export const isStaffActive = (status: number): boolean => !STAFF_INACTIVE.has(status);

export const POLITICAL_LABEL: Record<number, string> = {
  0: '中共党员',
  1: '中共预备党员',
  2: '共青团员',
  3: '民主党派',
  4: '无党派人士',
  5: '群众',
};
export const MARITAL_LABEL: Record<number, string> = { 0: '未婚', 1: '已婚', 2: '离异', 3: '丧偶' };
export const EDUCATION_LABEL: Record<number, string> = {
  0: '博士研究生',
  1: '硕士研究生',
  2: '大学本科',
  3: '大学专科',
  4: '中专/中技',
  5: '高中',
  6: '初中及以下',
};
export const DEGREE_LABEL: Record<number, string> = { 0: '学士', 1: '硕士', 2: '博士' };
/** 教师资格种类 of the Teachers Law (教师法 第十一条), in its order. */
export const TEACHER_CERT_LABEL: Record<number, string> = {
  0: '幼儿园教师资格',
  1: '小学教师资格',
  2: '初级中学教师资格',
  3: '高级中学教师资格',
  4: '中等职业学校教师资格',
  5: '中等职业学校实习指导教师资格',
  6: '高等学校教师资格',
};
/** 证书类别: the papers a kindergarten keeps for its staff. */
export const CREDENTIAL_LABEL: Record<number, string> = {
  0: '教师资格证',
  1: '普通话等级证书',
  2: '健康证',
  3: '保育员证',
  4: '育婴员证',
  5: '营养师证',
  6: '保健医师证',
  7: '其他证书',
};

export const StaffMsg = {
  name: '请输入姓名',
  phoneRequired: '请输入手机号',
  phone: '请输入正确的手机号!',
  idNumber: '身份证号码不正确',
  gender: '请选择性别',
  status: '请选择员工状态',
  political: '请选择政治面貌',
  marital: '请选择婚姻状况',
  education: '请选择学历',
  degree: '请选择学位',
  teacherCert: '请选择教师资格种类',
  category: '请选择证书类别',
  credentialNumber: '请输入证书编号',
  joinDate: '入职日期不正确',
  contractStart: '合同开始日期不正确',
  contractEnd: '合同结束日期不正确',
  contractOrder: '合同结束日期不能早于开始日期',
  expiryOrder: '有效期不能早于发证日期',
  statusDate: '请选择变更日期',
  photo: '照片地址不正确',
  noMember: '该教职工不在本园',
  department: '部门不存在',
  position: '岗位不存在',
  allRights: '只有可修改角色权限的人员才能分配园长岗位',
  phoneTaken: '该手机号已被本园其他教职工使用',
  unknownPhone: '该手机号不是本园教职工，请先邀请加入',
  twice: '同一教职工在文件中重复出现',
  self: '不能将本人设为离职或退休',
} as const;

/** A member's profile row id: `<schoolId>-<userId>` (the staff roster's, contract/attendance/staff.ts). */
export const staffProfileId = (schoolId: number, userId: number): string => `${schoolId}-${userId}`;

export const staffProfileRowSchema = z.object({
  id: z.string(),
  schoolId: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  /** 1 男, 2 女, 0 not given. */
  gender: z.number().int(),
  phone: z.string(),
  idNumber: z.string(),
  /** From the ID number (YYYY-MM-DD), null without one. */
  birthday: z.string().nullable(),
  photo: z.string(),
  departmentId: z.number().int().nullable(),
  positionId: z.number().int().nullable(),
  /** Names of the membership's department and position, as the server last knew them ('' for none). */
  departmentName: z.string(),
  positionName: z.string(),
  status: z.number().int(),
  joinDate: z.string().nullable(),
  contractStart: z.string().nullable(),
  contractEnd: z.string().nullable(),
  political: z.number().int().nullable(),
  marital: z.number().int().nullable(),
  education: z.number().int().nullable(),
  degree: z.number().int().nullable(),
  teacherCert: z.number().int().nullable(),
  major: z.string(),
  graduatedFrom: z.string(),
  address: z.string(),
  emergencyContact: z.string(),
  emergencyPhone: z.string(),
  remark: z.string(),
  /** The day of the last status change to 离职/退休/内退 (or back), and why. */
  statusDate: z.string().nullable(),
  statusReason: z.string(),
});
export type StaffProfileRow = z.infer<typeof staffProfileRowSchema>;

export const staffCredentialRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  userId: z.number().int(),
  category: z.number().int(),
  number: z.string(),
  issued: z.string().nullable(),
  /** YYYY-MM-DD the credential runs to; null: no expiry (教师资格证 is for life). */
  expiry: z.string().nullable(),
  remark: z.string(),
});
export type StaffCredentialRow = z.infer<typeof staffCredentialRowSchema>;
