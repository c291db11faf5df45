import { z } from '../zod-locale';
import { defineArea } from '../area';
import { GENDERS } from '../enums';
import { id as idNumber, int32, isoDate, text, uuid } from '../fields';
import { residentIdBirthday } from '../id-number';
import { isSafeFileReference } from '../uploads';
import { type SheetSpec, sheetOptions } from '../xlsx';
import {
  CREDENTIAL_LABEL,
  DEGREE_LABEL,
  EDUCATION_LABEL,
  EMPLOYMENT_STATUS_LABEL,
  MARITAL_LABEL,
  POLITICAL_LABEL,
  StaffMsg,
  staffCredentialRowSchema,
  staffProfileRowSchema,
  TEACHER_CERT_LABEL,
} from './staff-rows';

export * from './staff-rows';
export * from './staff-stats';

/**
 * Staff records (教职工管理, SPEC §1 HR, §2 /YWGL/RLZYGL/JZGGL, §3 staff enumerations, §7 /park/emp): one HR profile
 * per member of a school (a membership: the user joined through the invitation QR) and the member's credentials
 * (证书) with expiry reminders. Replicated per school in the `staffRecords` scope and edited offline. The SPEC gives
 * the codes of the enumerations, not their words: the labels are those of Chinese HR forms (钉钉/企业微信 花名册,
 * 教师管理信息系统). docs/staff.md.
 */

const schoolId = idNumber();
const userId = idNumber(StaffMsg.noMember);
const code = (labels: Record<number, string>, msg: string) =>
  int32(msg)
    .refine((v) => Object.hasOwn(labels, v), msg)
    .nullable()
    .default(null);
const optionalDate = (msg: string) => isoDate(msg).nullable().default(null);
const phone = z
  .string({ error: StaffMsg.phoneRequired })
  .trim()
  .min(1, StaffMsg.phoneRequired)
  .regex(/^1[3-9]\d{9}$/, StaffMsg.phone);
const optionalPhone = z
  .string({ error: StaffMsg.phone })
  .trim()
  .regex(/^(1[3-9]\d{9})?$/, StaffMsg.phone)
  .default('');
/** '' or an 18-digit resident ID with its check character (GB 11643), upper-cased. */
const residentId = z
  .string({ error: StaffMsg.idNumber })
  .trim()
  .max(18, StaffMsg.idNumber)
  .transform((v) => v.toUpperCase())
  .refine((v) => v === '' || (v.length === 18 && residentIdBirthday(v) !== null), StaffMsg.idNumber)
  .default('');

/** The profile fields the form and the import send (not the status: 变更状态 is its own action). */
export const staffProfileFields = {
  name: text(20, { required: StaffMsg.name, maxMsg: '姓名最多20个字' }),
  gender: int32(StaffMsg.gender)
    .refine((v) => v === 0 || Object.hasOwn(GENDERS, v), StaffMsg.gender)
    .default(0),
  phone,
  idNumber: residentId,
  photo: text(1000)
    .refine((v) => v === '' || isSafeFileReference(v), StaffMsg.photo)
    .default(''),
  departmentId: idNumber(StaffMsg.department).nullable().default(null),
  positionId: idNumber(StaffMsg.position).nullable().default(null),
  joinDate: optionalDate(StaffMsg.joinDate),
  contractStart: optionalDate(StaffMsg.contractStart),
  contractEnd: optionalDate(StaffMsg.contractEnd),
  political: code(POLITICAL_LABEL, StaffMsg.political),
  marital: code(MARITAL_LABEL, StaffMsg.marital),
  education: code(EDUCATION_LABEL, StaffMsg.education),
  degree: code(DEGREE_LABEL, StaffMsg.degree),
  teacherCert: code(TEACHER_CERT_LABEL, StaffMsg.teacherCert),
  major: text(30, { maxMsg: '专业最多30个字' }).default(''),
  graduatedFrom: text(50, { maxMsg: '毕业院校最多50个字' }).default(''),
  address: text(100, { maxMsg: '住址最多100个字' }).default(''),
  emergencyContact: text(20, { maxMsg: '紧急联系人最多20个字' }).default(''),
  emergencyPhone: optionalPhone,
  remark: text(200, { maxMsg: '备注最多200个字', multiline: true }).default(''),
};

/** Why a profile cannot be saved as it is (dates out of order), or null. */
export function staffProfileIssue(p: { contractStart: string | null; contractEnd: string | null }): string | null {
  if (p.contractStart && p.contractEnd && p.contractEnd < p.contractStart) return StaffMsg.contractOrder;
  return null;
}
export function credentialIssue(c: { issued: string | null; expiry: string | null }): string | null {
  if (c.issued && c.expiry && c.expiry < c.issued) return StaffMsg.expiryOrder;
  return null;
}

/** The birthday a profile shows: the ID number's. */
export const staffBirthday = (idNumber: string): string | null => (idNumber ? residentIdBirthday(idNumber) : null);

export const STAFF_PAGE = '/YWGL/RLZYGL/JZGGL';
export const STAFF_EDIT = `${STAFF_PAGE}:edit` as const;
export const STAFF_STATUS_PERMISSION = `${STAFF_PAGE}:status` as const;
export const STAFF_IMPORT = `${STAFF_PAGE}:import` as const;
const MODULE = '教职工管理';

export const STAFF_RECORDS = defineArea({
  name: 'staff',
  page: '/YWGL/RLZYGL/JZGGL',
  scope: 'staffRecords',
  tables: { staffProfiles: staffProfileRowSchema, staffCredentials: staffCredentialRowSchema },
  indexes: { staffCredentials: 'userId' },
  mutations: {
    /** The member's whole profile (the form sends every field); department and position are the membership's. */
    'staffProfile.save': {
      args: z.object({ schoolId, userId, ...staffProfileFields }).superRefine((a, ctx) => {
        const issue = staffProfileIssue(a);
        if (issue) ctx.addIssue({ code: 'custom', path: ['contractEnd'], message: issue });
      }),
      label: '保存教职工档案',
      permission: STAFF_EDIT,
      module: MODULE,
    },
    /** 变更状态: 转正, 离职, 退休… with the day and the reason (a member who leaves cannot sign in to the school). */
    'staffProfile.setStatus': {
      args: z.object({
        schoolId,
        userId,
        status: int32(StaffMsg.status).refine((v) => Object.hasOwn(EMPLOYMENT_STATUS_LABEL, v), StaffMsg.status),
        date: isoDate(StaffMsg.statusDate),
        reason: text(100, { maxMsg: '原因最多100个字' }).default(''),
      }),
      label: '变更教职工状态',
      permission: STAFF_STATUS_PERMISSION,
      module: MODULE,
    },
    'staffCredential.save': {
      args: z
        .object({
          id: uuid(),
          schoolId,
          userId,
          category: int32(StaffMsg.category).refine((v) => Object.hasOwn(CREDENTIAL_LABEL, v), StaffMsg.category),
          number: text(40, { required: StaffMsg.credentialNumber, maxMsg: '证书编号最多40个字' }),
          issued: optionalDate('发证日期不正确'),
          expiry: optionalDate('有效期不正确'),
          remark: text(100, { maxMsg: '备注最多100个字' }).default(''),
        })
        .superRefine((a, ctx) => {
          const issue = credentialIssue(a);
          if (issue) ctx.addIssue({ code: 'custom', path: ['expiry'], message: issue });
        }),
      label: '保存教职工证书',
      permission: STAFF_EDIT,
      module: MODULE,
    },
    'staffCredential.delete': { args: z.object({ id: uuid(), schoolId }), label: '删除教职工证书', permission: STAFF_EDIT, module: MODULE },
  },
});

/** The import (POST /park/emp/import) and the export of 教职工管理: a member is found by 手机号. */
export const STAFF_IMPORT_MAX = 1000;
const f = staffProfileFields;
const importColumns = [
  { header: '姓名', key: 'name', field: f.name, example: '李老师', width: 12 },
  { header: '手机号', key: 'phone', field: f.phone, example: '13800000000', width: 14 },
  { header: '性别', key: 'gender', field: f.gender, options: sheetOptions(GENDERS), example: '女', width: 8 },
  { header: '身份证号', key: 'idNumber', field: f.idNumber, example: '110101199003071234', width: 22 },
  { header: '部门', key: 'departmentId', field: f.departmentId, lookup: 'departments', unknownMsg: StaffMsg.department, width: 14 },
  { header: '岗位', key: 'positionId', field: f.positionId, lookup: 'positions', unknownMsg: StaffMsg.position, width: 14 },
  { header: '入职日期', key: 'joinDate', field: f.joinDate, kind: 'date', example: '2020-09-01', width: 12 },
  { header: '合同开始日期', key: 'contractStart', field: f.contractStart, kind: 'date', example: '2024-09-01', width: 14 },
  { header: '合同结束日期', key: 'contractEnd', field: f.contractEnd, kind: 'date', example: '2027-08-31', width: 14 },
  { header: '政治面貌', key: 'political', field: f.political, options: sheetOptions(POLITICAL_LABEL), example: '群众', width: 12 },
  { header: '婚姻状况', key: 'marital', field: f.marital, options: sheetOptions(MARITAL_LABEL), example: '已婚', width: 10 },
  { header: '学历', key: 'education', field: f.education, options: sheetOptions(EDUCATION_LABEL), example: '大学本科', width: 12 },
  { header: '学位', key: 'degree', field: f.degree, options: sheetOptions(DEGREE_LABEL), example: '学士', width: 8 },
  {
    header: '教师资格',
    key: 'teacherCert',
    field: f.teacherCert,
    options: sheetOptions(TEACHER_CERT_LABEL),
    example: '幼儿园教师资格',
    width: 20,
  },
  { header: '专业', key: 'major', field: f.major, example: '学前教育', width: 14 },
  { header: '毕业院校', key: 'graduatedFrom', field: f.graduatedFrom, example: '北京师范大学', width: 18 },
  { header: '住址', key: 'address', field: f.address, example: '', width: 24 },
  { header: '紧急联系人', key: 'emergencyContact', field: f.emergencyContact, example: '', width: 12 },
  { header: '紧急联系电话', key: 'emergencyPhone', field: f.emergencyPhone, example: '', width: 14 },
  { header: '备注', key: 'remark', field: f.remark, example: '', width: 20 },
] as const;
export const STAFF_SHEET = { title: '教职工信息', maxRows: STAFF_IMPORT_MAX, columns: importColumns } as const satisfies SheetSpec;
/** The export: the import's columns with the status and the birthday, so a roster reads back. */
export const STAFF_EXPORT_SHEET = {
  title: '教职工花名册',
  maxRows: 100_000,
  columns: [
    ...importColumns.slice(0, 4),
    { header: '出生日期', key: 'birthday', field: z.string().nullable(), width: 12 },
    ...importColumns.slice(4, 6),
    { header: '员工状态', key: 'status', field: z.number(), options: sheetOptions(EMPLOYMENT_STATUS_LABEL), width: 10 },
    ...importColumns.slice(6),
  ],
} as const satisfies SheetSpec;

export const staffImportInputSchema = z.object({
  schoolId,
  dryRun: z.boolean().default(false),
  rows: z
    .array(z.looseObject({ row: int32().min(1) }), { error: '导入文件中没有数据' })
    .min(1, '导入文件中没有数据')
    .max(STAFF_IMPORT_MAX, `一次最多导入${STAFF_IMPORT_MAX}条`),
});
export type StaffImportInput = z.infer<typeof staffImportInputSchema>;
export interface StaffImportResult {
  count: number;
  errors: { row: number; column: string; message: string }[];
}

/** GET /park/emp/list, /park/emp/info: the school (and one member) for clients that do not sync. */
export const staffListQuerySchema = z.object({
  schoolId: z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v), idNumber()),
  status: z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : typeof v === 'string' ? Number(v) : v),
    int32().min(0).max(7).optional(),
  ),
});

/** GET /park/emp/options: the school's departments and positions, what the form offers. */
export const staffSchoolQuerySchema = z.object({
  schoolId: z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v), idNumber()),
});
export const staffOptionsSchema = z.object({
  departments: z.array(z.object({ id: z.number().int(), name: z.string() })),
  positions: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type StaffOptions = z.infer<typeof staffOptionsSchema>;
