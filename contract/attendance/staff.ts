import { z } from '../zod-locale';
import { defineArea } from '../area';
import { HLC_PATTERN } from '../hlc';
import { idParam, intParam, isoDate, isoDateTime, text, uuid } from '../fields';

/**
 * Staff attendance (教职工考勤, SPEC §1 "student and staff attendance", §7 /park/teacherAttendance) on the model of the
 * children's (contract/attendance/children.ts): every mark is an append-only event with the device's UUIDv7 and HLC stamp,
 * and a member's day is the event that wins by the rule of contract/attendance/day-fold.ts. The roster it marks is the school's
 * staff (`staff`, read-only here; the HR area will own and extend it). docs/decisions.md "Staff attendance".
 */

/**
 * A day's status, as Chinese HR attendance (钉钉, 企业微信 考勤) reports a day, kept to what a kindergarten's director
 * marks by hand: 出勤; 迟到 and 早退 (present, but counted apart); 请假 with its kind; 缺勤 (旷工); 公出 (外出/出差 on
 * the school's business: present, with where). 2 and 3 keep the children's codes for leave and absence.
 */
export const STAFF_STATUS = { present: 0, late: 1, leave: 2, absent: 3, early: 4, out: 5 } as const;
export type StaffStatus = (typeof STAFF_STATUS)[keyof typeof STAFF_STATUS];
export const STAFF_STATUS_LABEL: Record<StaffStatus, string> = { 0: '出勤', 1: '迟到', 2: '请假', 3: '缺勤', 4: '早退', 5: '公出' };
/** The order of the sheet's buttons: the usual first. */
export const STAFF_STATUSES: readonly StaffStatus[] = [0, 1, 4, 2, 5, 3];
/** Leave kinds (假别): 0 none (not a leave), 1 病假, 2 事假, 3 年假, 4 调休. Other kinds (婚丧产假) go as 事假 with the reason. */
export const STAFF_LEAVE = { none: 0, sick: 1, personal: 2, annual: 3, compensatory: 4 } as const;
export const STAFF_LEAVE_LABEL: Record<number, string> = { 0: '', 1: '病假', 2: '事假', 3: '年假', 4: '调休' };
/** Statuses that need a reason: a leave says why, a 公出 says where. */
export const STAFF_NEEDS_REASON: ReadonlySet<number> = new Set([STAFF_STATUS.leave, STAFF_STATUS.out]);

export const StaffAttendanceMsg = {
  noMember: '请选择教职工',
  day: '请选择考勤日期',
  status: '请选择考勤状态',
  leaveType: '请选择请假类型',
  reason: '请填写原因',
  reasonMax: '原因最多100个字',
  hlc: '时间戳不正确',
  createTime: '登记时间不正确',
  notInSchool: '该教职工不在本园',
  exists: '数据已存在',
  allPresent: '已将未登记的教职工记为出勤',
  noneUnmarked: '教职工都已登记',
  presentAllMax: '一次最多登记1000名教职工',
  presentAllRepeat: '教职工重复',
} as const;

/**
 * The school's staff roster as the devices hold it (a member of the school: user, department, position), read-only
 * on the device. Its id is `<schoolId>-<userId>`: a user who works in two schools is two rows. Minimal on purpose:
 * the HR records (教职工管理, contract/people/staff.ts) are a scope of their own; members who left are not on it.
 */
export const staffRowSchema = z.object({
  id: z.string(),
  schoolId: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  departmentId: z.number().int().nullable(),
  departmentName: z.string(),
  positionName: z.string(),
});
export type StaffRow = z.infer<typeof staffRowSchema>;
export const staffRowId = (schoolId: number, userId: number): string => `${schoolId}-${userId}`;

/** Replicated staff attendance event: never changed after it is written. */
export const staffAttendanceEventRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  /** Who it is about: the staff member's user id. */
  userId: z.number().int(),
  /** 'YYYY-MM-DD' (the sync window's date field). */
  day: z.string(),
  status: z.number().int(),
  leaveType: z.number().int(),
  reason: z.string(),
  hlc: z.string(),
  recordedBy: z.number().int().nullable(),
  recorderName: z.string(),
  createTime: z.string(),
});
export type StaffAttendanceEventRow = z.infer<typeof staffAttendanceEventRowSchema>;

const status = intParam({ min: 0, max: 5, msg: StaffAttendanceMsg.status });
const leaveType = intParam({ min: 0, max: 4, msg: StaffAttendanceMsg.leaveType });

/** One mark: the args of `staffAttendance.record` and the body of POST /park/teacherAttendance/record. */
export const staffAttendanceRecordSchema = z
  .object({
    id: uuid(),
    schoolId: idParam(),
    userId: idParam(StaffAttendanceMsg.noMember),
    day: isoDate(StaffAttendanceMsg.day),
    status,
    leaveType: leaveType.default(0),
    reason: text(100, { maxMsg: StaffAttendanceMsg.reasonMax }).default(''),
    hlc: z.string({ error: StaffAttendanceMsg.hlc }).max(100, StaffAttendanceMsg.hlc).regex(HLC_PATTERN, StaffAttendanceMsg.hlc),
    createTime: isoDateTime(StaffAttendanceMsg.createTime).default(''),
  })
  .superRefine((a, ctx) => {
    const leave = a.status === STAFF_STATUS.leave;
    if (leave !== (a.leaveType !== STAFF_LEAVE.none))
      ctx.addIssue({ code: 'custom', path: ['leaveType'], message: StaffAttendanceMsg.leaveType });
    if (STAFF_NEEDS_REASON.has(a.status) && a.reason === '')
      ctx.addIssue({ code: 'custom', path: ['reason'], message: StaffAttendanceMsg.reason });
  });
export type StaffAttendanceRecordInput = z.infer<typeof staffAttendanceRecordSchema>;

/**
 * 全部出勤: one mutation for the members unmarked when the director confirmed, each with its own event id, under one
 * HLC stamp; the device and the server write an 出勤 event only for a member with no event of the day where they
 * apply it, so a mark made before is never overwritten (as 全部入园: contract/attendance/children.ts).
 */
export const staffAttendancePresentAllSchema = z
  .object({
    schoolId: idParam(),
    day: isoDate(StaffAttendanceMsg.day),
    entries: z
      .array(z.object({ id: uuid(), userId: idParam(StaffAttendanceMsg.noMember) }), { error: StaffAttendanceMsg.noMember })
      .min(1, StaffAttendanceMsg.noMember)
      .max(1000, StaffAttendanceMsg.presentAllMax),
    hlc: z.string({ error: StaffAttendanceMsg.hlc }).max(100, StaffAttendanceMsg.hlc).regex(HLC_PATTERN, StaffAttendanceMsg.hlc),
    createTime: isoDateTime(StaffAttendanceMsg.createTime).default(''),
  })
  .superRefine((a, ctx) => {
    if (new Set(a.entries.map((e) => e.userId)).size !== a.entries.length || new Set(a.entries.map((e) => e.id)).size !== a.entries.length)
      ctx.addIssue({ code: 'custom', path: ['entries'], message: StaffAttendanceMsg.presentAllRepeat });
  });
export type StaffAttendancePresentAllInput = z.infer<typeof staffAttendancePresentAllSchema>;

export const STAFF_ATTENDANCE_PAGE = '/YWGL/YECQGL';
/** Reading the staff sheet and its statistics (the `staffAttendance` scope, the day's GET). */
export const STAFF_ATTENDANCE_VIEW = `${STAFF_ATTENDANCE_PAGE}:viewStaff` as const;

export const STAFF_ATTENDANCE = defineArea({
  name: 'staffAttendance',
  page: '/YWGL/YECQGL',
  scope: 'staffAttendance',
  tableScopes: { staff: 'staff' },
  tables: { staff: staffRowSchema, staffAttendanceEvents: staffAttendanceEventRowSchema },
  indexes: { staffAttendanceEvents: '[schoolId+day], [userId+day], day, hlc' },
  mutations: {
    'staffAttendance.record': {
      args: staffAttendanceRecordSchema,
      label: '登记教职工考勤',
      permission: `${STAFF_ATTENDANCE_PAGE}:recordStaff`,
      module: '教职工考勤',
    },
    'staffAttendance.presentAll': {
      args: staffAttendancePresentAllSchema,
      label: '全部出勤',
      permission: `${STAFF_ATTENDANCE_PAGE}:recordStaff`,
      module: '教职工考勤',
    },
  },
});

/** REST: the school's staff day (SPEC §7 /park/teacherAttendance/day). */
export const staffAttendanceDayQuerySchema = z.object({
  schoolId: idParam(),
  day: isoDate(StaffAttendanceMsg.day),
});
export type StaffAttendanceDayQuery = z.infer<typeof staffAttendanceDayQuerySchema>;

/** A member's line of the staff day: the winning event (null: not marked) and every event of the day, in settled order. */
export interface StaffAttendanceDayItem {
  userId: number;
  name: string;
  departmentName: string;
  positionName: string;
  current: StaffAttendanceEventRow | null;
  history: StaffAttendanceEventRow[];
}
