import { ATTENDANCE_STATUS, type AttendanceEventRow, FEVER_TENTHS, LEAVE_TYPE } from './children';
import { dayKey, foldDays, ratePercent, type SheetRows, winsOver } from './day-fold';

export { dayKey, type SheetRows, winsOver };

/**
 * The pure derivation of attendance from its events, shared by the screens, the server and the tests: a child's
 * state for a day is the event with the greatest HLC stamp (ties, which only one device's identical stamps could
 * make, by event id). It depends on the set of events only, never on their order of arrival, so every device
 * holding the same events shows the same answer.
 */
export type DayEvent = Pick<AttendanceEventRow, 'id' | 'studentId' | 'day' | 'status' | 'leaveType' | 'temperature' | 'hlc'>;

const key = dayKey;

/** Child + day → the winning event (the rule of contract/attendance/day-fold.ts, by child). */
export const dayStates = <E extends DayEvent>(events: Iterable<E>): Map<string, E> => foldDays(events, (e) => e.studentId);

/** The winning event of one child on one day, from a map made by dayStates. */
export const stateOf = <E extends DayEvent>(states: ReadonlyMap<string, E>, studentId: string, day: string): E | undefined =>
  states.get(key(studentId, day));

export const isFever = (temperature: number | null): boolean => temperature !== null && temperature >= FEVER_TENTHS;

/** The running count at the top of the sheet (应到/实到/请假/缺勤/劝返/体温异常, and who is not marked yet). */
export interface DayCounts {
  expected: number;
  present: number;
  leave: number;
  absent: number;
  persuaded: number;
  fever: number;
  unmarked: number;
}

/** The counts of a class day: `studentIds` are the children expected, `states` their winning events of `day`. */
export function dayCounts(studentIds: readonly string[], states: ReadonlyMap<string, DayEvent>, day: string): DayCounts {
  const c: DayCounts = { expected: studentIds.length, present: 0, leave: 0, absent: 0, persuaded: 0, fever: 0, unmarked: 0 };
  for (const id of studentIds) {
    const e = states.get(key(id, day));
    if (!e) {
      c.unmarked++;
      continue;
    }
    if (e.status === ATTENDANCE_STATUS.entered) c.present++;
    else if (e.status === ATTENDANCE_STATUS.leave) c.leave++;
    else if (e.status === ATTENDANCE_STATUS.absent) c.absent++;
    else if (e.status === ATTENDANCE_STATUS.persuaded) c.persuaded++;
    if (isFever(e.temperature)) c.fever++;
  }
  return c;
}

/** One child's (or a class's) month: days with a record and how they went. */
export interface AttendanceTally {
  /** Days the child had a record (the days attendance was taken). */
  recorded: number;
  present: number;
  sickLeave: number;
  personalLeave: number;
  absent: number;
  persuaded: number;
  fever: number;
}
const emptyTally = (): AttendanceTally => ({ recorded: 0, present: 0, sickLeave: 0, personalLeave: 0, absent: 0, persuaded: 0, fever: 0 });

/** Attendance rate in percent with one decimal: present days over recorded days (0 with none recorded). */
export const attendanceRate = (t: AttendanceTally): number => ratePercent(t.present, t.recorded);

function add(t: AttendanceTally, e: DayEvent): void {
  t.recorded++;
  if (e.status === ATTENDANCE_STATUS.entered) t.present++;
  else if (e.status === ATTENDANCE_STATUS.absent) t.absent++;
  else if (e.status === ATTENDANCE_STATUS.persuaded) t.persuaded++;
  else if (e.status === ATTENDANCE_STATUS.leave) {
    if (e.leaveType === LEAVE_TYPE.sick) t.sickLeave++;
    else t.personalLeave++;
  }
  if (isFever(e.temperature)) t.fever++;
}

export interface StatsChild {
  id: string;
  name: string;
  classId: string;
}
export interface StatsClass {
  id: string;
  name: string;
}
export interface ChildStats extends AttendanceTally {
  studentId: string;
  name: string;
  classId: string;
  rate: number;
}
export interface ClassStats extends AttendanceTally {
  classId: string;
  name: string;
  children: number;
  rate: number;
}

/**
 * Statistics of a period (a month, a term) per child and per class, from the events whose day lies in
 * [from, to] (inclusive 'YYYY-MM-DD'). Each child-day counts once, by its winning event; a child's days count
 * for the class it is in now.
 */
export function periodStats(
  classes: readonly StatsClass[],
  children: readonly StatsChild[],
  events: Iterable<DayEvent>,
  from: string,
  to: string,
): { classes: ClassStats[]; children: ChildStats[] } {
  // Child → day → winning event: nested maps, no key strings to build (60,000 events a school year).
  const winners = new Map<string, Map<string, DayEvent>>(children.map((c) => [c.id, new Map()]));
  for (const e of events) {
    if (e.day < from || e.day > to) continue;
    const days = winners.get(e.studentId);
    if (!days) continue;
    const held = days.get(e.day);
    if (!held || winsOver(e, held)) days.set(e.day, e);
  }
  const tallies = new Map<string, AttendanceTally>();
  for (const [studentId, days] of winners) {
    const t = emptyTally();
    for (const e of days.values()) add(t, e);
    tallies.set(studentId, t);
  }
  const childStats = children.map((c) => {
    const t = tallies.get(c.id) ?? emptyTally();
    return { studentId: c.id, name: c.name, classId: c.classId, ...t, rate: attendanceRate(t) };
  });
  const classStats = classes.map((cls) => {
    const t = emptyTally();
    let n = 0;
    for (const c of childStats) {
      if (c.classId !== cls.id) continue;
      n++;
      for (const k of Object.keys(t) as (keyof AttendanceTally)[]) t[k] += c[k];
    }
    return { classId: cls.id, name: cls.name, children: n, ...t, rate: attendanceRate(t) };
  });
  return { classes: classStats, children: childStats };
}

/** First and last day of a month 'YYYY-MM'. */
export function monthRange(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

const TALLY_HEADER = ['考勤天数', '出勤天数', '出勤率(%)', '病假天数', '事假天数', '缺勤天数', '劝返天数', '体温异常次数'];
const tallyCells = (t: AttendanceTally & { rate: number }) => [
  t.recorded,
  t.present,
  t.rate,
  t.sickLeave,
  t.personalLeave,
  t.absent,
  t.persuaded,
  t.fever,
];

/**
 * The monthly statistics as the rows of two sheets (per class, per child), ready for the xlsx kit's writer:
 * the 导出 button hands these to it.
 */
export function attendanceMonthSheet(
  month: string,
  stats: { classes: ClassStats[]; children: ChildStats[] },
  classNames: ReadonlyMap<string, string>,
): SheetRows[] {
  return [
    {
      name: `${month}班级考勤统计`,
      header: ['序号', '班级', '幼儿人数', ...TALLY_HEADER],
      rows: stats.classes.map((c, i) => [i + 1, c.name, c.children, ...tallyCells(c)]),
    },
    {
      name: `${month}幼儿考勤统计`,
      header: ['序号', '姓名', '班级', ...TALLY_HEADER],
      rows: stats.children.map((c, i) => [i + 1, c.name, classNames.get(c.classId) ?? '', ...tallyCells(c)]),
    },
  ];
}
