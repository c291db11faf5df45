import { z } from '../zod-locale';
import { defineArea } from '../area';
import { HLC_PATTERN } from '../hlc';
import { idParam, intParam, isoDate, isoDateTime, text, uuid } from '../fields';

/**
 * Daily attendance (幼儿考勤, SPEC §2 /YWGL/YECQGL, §3 "child attendance status"): the morning sheet of a class.
 * Every tap is an append-only event with the client's UUIDv7 and a hybrid logical clock stamp (contract/hlc.ts);
 * a child's state for a day is the event with the greatest stamp (contract/attendance/children-day.ts), so devices that
 * marked the same child offline agree once they hold the same events, whatever their clocks said.
 */

/** SPEC §3: child attendance status 0 entered, 1 persuaded back, 2 leave, 3 absent. */
export const ATTENDANCE_STATUS = { entered: 0, persuaded: 1, leave: 2, absent: 3 } as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUS)[keyof typeof ATTENDANCE_STATUS];
export const ATTENDANCE_STATUS_LABEL: Record<AttendanceStatus, string> = { 0: '入园', 1: '劝返', 2: '请假', 3: '缺勤' };
/** Leave kinds: 0 none (not a leave), 1 sick, 2 personal. */
export const LEAVE_TYPE = { none: 0, sick: 1, personal: 2 } as const;
export const LEAVE_TYPE_LABEL: Record<number, string> = { 0: '', 1: '病假', 2: '事假' };
/** Morning check temperatures are kept in tenths of a degree; from 37.3 °C on a child is flagged. */
export const FEVER_TENTHS = 373;
export const TEMPERATURE_MIN_TENTHS = 340;
export const TEMPERATURE_MAX_TENTHS = 430;
/** Who an event is about: a child (staff attendance uses the same shape later). */
export const ATTENDANCE_SUBJECT = { child: 1 } as const;

export const AttendanceMsg = {
  noChild: '请选择幼儿',
  noClass: '请选择班级',
  day: '请选择考勤日期',
  status: '请选择考勤状态',
  leaveType: '请选择请假类型',
  reason: '请填写原因',
  reasonMax: '原因最多100个字',
  temperature: '体温应在34.0～43.0℃之间',
  hlc: '时间戳不正确',
  createTime: '登记时间不正确',
  notInSchool: '该幼儿不在本园',
  exists: '数据已存在',
  offline: '网络未连接，无法查询更早的考勤',
  allEntered: '已将未签到的幼儿记为入园',
  noneUnmarked: '本班幼儿都已签到',
  enterAllMax: '一次最多登记1000名幼儿',
  enterAllRepeat: '幼儿重复',
} as const;

/** The most children one 全部入园 may name (a class is far fewer). */
export const ENTER_ALL_MAX = 1000;

/** Replicated attendance event: never changed after it is written. */
export const attendanceEventRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  classId: z.uuid(),
  studentId: z.uuid(),
  /** The attendance day, 'YYYY-MM-DD' (the sync window's date field). */
  day: z.string(),
  status: z.number().int(),
  leaveType: z.number().int(),
  reason: z.string(),
  /** Tenths of a degree; null when not taken. */
  temperature: z.number().int().nullable(),
  /** Hybrid logical clock stamp from the device that recorded it. */
  hlc: z.string(),
  recordedBy: z.number().int().nullable(),
  recorderName: z.string(),
  /** The device's wall time of the tap (shown in the day's history; not used to order). */
  createTime: z.string(),
});
export type AttendanceEventRow = z.infer<typeof attendanceEventRowSchema>;

const status = intParam({ min: 0, max: 3, msg: AttendanceMsg.status });
const leaveType = intParam({ min: 0, max: 2, msg: AttendanceMsg.leaveType });
const temperature = intParam({ min: TEMPERATURE_MIN_TENTHS, max: TEMPERATURE_MAX_TENTHS, msg: AttendanceMsg.temperature }).nullable();
const reason = text(100, { maxMsg: AttendanceMsg.reasonMax });

/** One tap: the args of `attendance.record` and the body of the REST call. */
export const attendanceRecordSchema = z
  .object({
    id: uuid(),
    schoolId: idParam(),
    studentId: uuid(AttendanceMsg.noChild),
    day: isoDate(AttendanceMsg.day),
    status,
    leaveType: leaveType.default(0),
    reason: reason.default(''),
    temperature: temperature.default(null),
    hlc: z.string({ error: AttendanceMsg.hlc }).max(100, AttendanceMsg.hlc).regex(HLC_PATTERN, AttendanceMsg.hlc),
    createTime: isoDateTime(AttendanceMsg.createTime).default(''),
  })
  .superRefine((a, ctx) => {
    const leave = a.status === ATTENDANCE_STATUS.leave;
    if (leave && a.leaveType === LEAVE_TYPE.none) ctx.addIssue({ code: 'custom', path: ['leaveType'], message: AttendanceMsg.leaveType });
    if (!leave && a.leaveType !== LEAVE_TYPE.none) ctx.addIssue({ code: 'custom', path: ['leaveType'], message: AttendanceMsg.leaveType });
    if ((leave || a.status === ATTENDANCE_STATUS.persuaded) && a.reason === '')
      ctx.addIssue({ code: 'custom', path: ['reason'], message: AttendanceMsg.reason });
  });
export type AttendanceRecordInput = z.infer<typeof attendanceRecordSchema>;

/**
 * 全部入园: one mutation for the children of a sheet that were unmarked when the teacher confirmed, each with its own
 * event id, under one HLC stamp. The device and the server both write an 入园 event only for the children that have
 * no event of the day where they apply it, so a child marked before (on this sheet or another device) is never
 * overwritten (docs/api.md "Daily attendance").
 */
export const attendanceEnterAllSchema = z
  .object({
    schoolId: idParam(),
    day: isoDate(AttendanceMsg.day),
    entries: z
      .array(z.object({ id: uuid(), studentId: uuid(AttendanceMsg.noChild) }), { error: AttendanceMsg.noChild })
      .min(1, AttendanceMsg.noChild)
      .max(ENTER_ALL_MAX, AttendanceMsg.enterAllMax),
    hlc: z.string({ error: AttendanceMsg.hlc }).max(100, AttendanceMsg.hlc).regex(HLC_PATTERN, AttendanceMsg.hlc),
    createTime: isoDateTime(AttendanceMsg.createTime).default(''),
  })
  .superRefine((a, ctx) => {
    const kids = new Set(a.entries.map((e) => e.studentId));
    const ids = new Set(a.entries.map((e) => e.id));
    if (kids.size !== a.entries.length || ids.size !== a.entries.length)
      ctx.addIssue({ code: 'custom', path: ['entries'], message: AttendanceMsg.enterAllRepeat });
  });
export type AttendanceEnterAllInput = z.infer<typeof attendanceEnterAllSchema>;

const ATTENDANCE_PAGE = '/YWGL/YECQGL';

export const ATTENDANCE = defineArea({
  name: 'attendance',
  page: '/YWGL/YECQGL',
  scope: 'attendance',
  tables: { attendanceEvents: attendanceEventRowSchema },
  indexes: { attendanceEvents: '[classId+day], [studentId+day], [schoolId+day], day, hlc' },
  mutations: {
    'attendance.record': {
      args: attendanceRecordSchema,
      label: '登记考勤',
      permission: `${ATTENDANCE_PAGE}:record`,
      module: '幼儿考勤',
    },
    'attendance.enterAll': {
      args: attendanceEnterAllSchema,
      label: '全部入园',
      permission: `${ATTENDANCE_PAGE}:record`,
      module: '幼儿考勤',
    },
  },
});

/** REST: a class's day (SPEC §7 /park/studentAttendance/classDay). */
export const attendanceClassDayQuerySchema = z.object({
  classId: uuid(AttendanceMsg.noClass),
  day: isoDate(AttendanceMsg.day),
});
export type AttendanceClassDayQuery = z.infer<typeof attendanceClassDayQuerySchema>;

/** A child's line of the class day: the winning event (null: not marked) and every event of the day, oldest first. */
export interface AttendanceClassDayItem {
  studentId: string;
  studentName: string;
  current: AttendanceEventRow | null;
  history: AttendanceEventRow[];
}
