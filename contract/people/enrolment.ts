import { z } from '../zod-locale';
import { defineArea } from '../area';
import { idParam, id as idNumber, int32, isoDate, text, uuid } from '../fields';
import { idNumberIssue } from '../id-number';
import { STUDENT_DETAIL_DEFAULTS } from './school-records';
import { isSafeFileReference } from '../uploads';
import { chinaDay, chinaToday } from '../china-time';

/**
 * Enrolment (招生管理 /YWGL/ZSGL; SPEC §2, §3 enumeration "enrollment 0 not yet, 1 enrolled, 2 refused", §4 "enrolment
 * materials admitted, rejected, class changed", §7 /park/EnrollmentManagement, /park/enrollmentStatistics):
 * applications with their materials, reviewed and placed in a class, replicated per school in the `enrolment`
 * scope and edited offline. Placing an admitted child in a class creates the child on the server, once per
 * application however many times (or from however many devices) it is sent.
 */

/** The SPEC's enrollment enumeration; an admitted application placed in a class shows as 已分班 (ENROLMENT_ASSIGNED). */
export const ENROLMENT_STATUS = { pending: 0, admitted: 1, rejected: 2 } as const;
/** The state a screen shows: 0 待审核, 1 已录取, 2 未录取, 3 已分班 (admitted and its child created). */
export const ENROLMENT_ASSIGNED = 3;
export const ENROLMENT_STATE_NAMES: Record<number, string> = { 0: '待审核', 1: '已录取', 2: '未录取', 3: '已分班' };
export const ENROLMENT_MATERIALS_MAX = 6;

export const EnrolmentMsg = {
  childName: '请输入幼儿姓名',
  childNameMax: '幼儿姓名最多20个字',
  gender: '请选择性别',
  birthday: '请选择出生日期',
  badBirthday: '出生日期不正确',
  idNumber: '证件号码格式不正确',
  parentName: '请输入家长姓名',
  parentNameMax: '家长姓名最多20个字',
  parentPhone: '请输入正确的手机号码',
  grade: '请选择意向年级',
  materials: `材料最多${ENROLMENT_MATERIALS_MAX}张`,
  badMaterial: '材料地址不正确',
  reason: '请输入未录取原因',
  reasonMax: '原因最多100个字',
  classId: '请选择班级',
  notPending: '该报名已审核，不能修改',
  notAdmitted: '只能为已录取的报名分班',
  assigned: '该报名已分班',
  missing: '报名不存在或已删除',
} as const;

/** An application as the server sends it in pull changes and the client stores it. */
export const enrolmentRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  childName: z.string(),
  /** 1 boy, 2 girl. */
  gender: z.union([z.literal(1), z.literal(2)]),
  birthday: z.string(),
  /** Resident ID or other document number; '' when not given. */
  idNumber: z.string(),
  parentName: z.string(),
  parentPhone: z.string(),
  /** Intended grade: kindergarten 0–5, primary 1–6 (SPEC §3). */
  grade: z.number().int(),
  /** Stored file paths (or, on the device that chose them, `pending-upload:` references). */
  materials: z.array(z.string()),
  /** ENROLMENT_STATUS. */
  status: z.number().int(),
  /** Why an application was not admitted. */
  reason: z.string(),
  /** Set once the admitted child is placed: the class and the child created there. */
  classId: z.uuid().nullable(),
  studentId: z.uuid().nullable(),
  /** ISO time the application was made (the UUIDv7's time until the server's arrives). */
  createTime: z.string(),
});
export type EnrolmentRow = z.infer<typeof enrolmentRowSchema>;

/** The state a screen shows (ENROLMENT_STATE_NAMES). */
export const enrolmentState = (r: Pick<EnrolmentRow, 'status' | 'studentId'>): number => (r.studentId ? ENROLMENT_ASSIGNED : r.status);

const id = uuid();
const schoolId = idNumber();
const PHONE = /^1[3-9]\d{9}$/;
/** 18-digit resident ID, the old 15-digit form, or a passport / pass / birth-certificate number (letters and digits). */
const ID_NUMBER = /^[A-Za-z0-9]{6,20}$/;

export const enrolmentFields = {
  childName: text(20, { required: EnrolmentMsg.childName, maxMsg: EnrolmentMsg.childNameMax }),
  gender: z.union([z.literal(1), z.literal(2)], { error: EnrolmentMsg.gender }),
  birthday: isoDate(EnrolmentMsg.badBirthday, EnrolmentMsg.birthday).refine((d) => d <= chinaToday(), EnrolmentMsg.badBirthday),
  idNumber: text(20).refine((v) => v === '' || ID_NUMBER.test(v), EnrolmentMsg.idNumber),
  parentName: text(20, { required: EnrolmentMsg.parentName, maxMsg: EnrolmentMsg.parentNameMax }),
  parentPhone: text(11, { required: EnrolmentMsg.parentPhone, maxMsg: EnrolmentMsg.parentPhone }).refine(
    (v) => PHONE.test(v),
    EnrolmentMsg.parentPhone,
  ),
  grade: int32(EnrolmentMsg.grade).min(0, EnrolmentMsg.grade).max(6, EnrolmentMsg.grade),
  materials: z.array(text(1000).refine(isSafeFileReference, EnrolmentMsg.badMaterial)).max(ENROLMENT_MATERIALS_MAX, EnrolmentMsg.materials),
};
export const enrolmentFormSchema = z.object(enrolmentFields);

const PAGE = '/YWGL/ZSGL';
const MODULE = '招生管理';

export const ENROLMENT = defineArea({
  name: 'enrolment',
  page: '/YWGL/ZSGL',
  scope: 'enrolment',
  tables: { enrolments: enrolmentRowSchema },
  mutations: {
    'enrolment.create': {
      args: z.object({ id, schoolId, ...enrolmentFields }),
      label: '新增报名',
      permission: `${PAGE}:add`,
      module: MODULE,
    },
    'enrolment.update': {
      args: z.object({ id, schoolId, ...enrolmentFields }),
      label: '修改报名',
      permission: `${PAGE}:edit`,
      module: MODULE,
    },
    'enrolment.delete': { args: z.object({ id, schoolId }), label: '删除报名', permission: `${PAGE}:remove`, module: MODULE },
    'enrolment.admit': { args: z.object({ id, schoolId }), label: '录取', permission: `${PAGE}:review`, module: MODULE },
    'enrolment.reject': {
      args: z.object({ id, schoolId, reason: text(100, { required: EnrolmentMsg.reason, maxMsg: EnrolmentMsg.reasonMax }) }),
      label: '不录取',
      permission: `${PAGE}:review`,
      module: MODULE,
    },
    /**
     * Places an admitted child in a class: the server creates the child (with `studentId`, the device's UUIDv7)
     * unless the application already has one, in which case it changes nothing; a second device's child is
     * dropped when its replica takes the server's rows.
     */
    'enrolment.assign': {
      args: z.object({ id, schoolId, classId: uuid(EnrolmentMsg.classId), studentId: id }),
      label: '分班',
      permission: `${PAGE}:assign`,
      module: MODULE,
    },
  },
});

/** GET /park/enrollmentStatistics and /park/EnrollmentManagement/list queries. */
export const enrolmentStatsQuerySchema = z.object({ schoolId: idParam() });

export interface EnrolmentStatistics {
  total: number;
  /** State (ENROLMENT_STATE_NAMES key) → count. */
  byState: Record<number, number>;
  /** Intended grade → count. */
  byGrade: Record<number, number>;
  /** 'YYYY-MM' of the application → count, oldest first. */
  byMonth: Array<{ month: string; count: number }>;
}

/** Counts by state, intended grade and month: the statistics screen (from the replica) and the REST call alike. */
export function enrolmentStatistics(
  rows: readonly Pick<EnrolmentRow, 'status' | 'studentId' | 'grade' | 'createTime'>[],
): EnrolmentStatistics {
  const byState: Record<number, number> = { 0: 0, 1: 0, 2: 0, 3: 0 };
  const byGrade: Record<number, number> = {};
  const months = new Map<string, number>();
  for (const r of rows) {
    const s = enrolmentState(r);
    byState[s] = (byState[s] ?? 0) + 1;
    byGrade[r.grade] = (byGrade[r.grade] ?? 0) + 1;
    const m = chinaDay(r.createTime).slice(0, 7);
    months.set(m, (months.get(m) ?? 0) + 1);
  }
  const byMonth = [...months].sort(([a], [b]) => a.localeCompare(b)).map(([month, count]) => ({ month, count }));
  return { total: rows.length, byState, byGrade, byMonth };
}

/**
 * The record of the child an application becomes (分班), on the server and on the device alike: the application's
 * ID number goes with it when it is a resident ID that fits the birthday; any other number is left for staff to
 * enter with its document type in 档案.
 */
export function childDetailsFromApplication(app: { idNumber: string; birthday: string }) {
  const fits = app.idNumber !== '' && idNumberIssue(0, app.idNumber, app.birthday) === null;
  return { ...STUDENT_DETAIL_DEFAULTS, idType: 0, idNumber: fits ? app.idNumber : '' };
}
