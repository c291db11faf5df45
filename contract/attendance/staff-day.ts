import { dayKey, foldDays, ratePercent, type SheetRows } from './day-fold';
import { STAFF_LEAVE, STAFF_STATUS, type StaffAttendanceEventRow, type StaffRow } from './staff';

/**
 * Staff attendance derived from its events by the shared rule (contract/attendance/day-fold.ts), by member: the sheet's running
 * count and the month's statistics per person. Pure, so the screens, the server and the tests run the same code.
 */
export type StaffDayEvent = Pick<StaffAttendanceEventRow, 'id' | 'userId' | 'day' | 'status' | 'leaveType' | 'hlc'>;

/** Member + day → the winning event. */
export const staffDayStates = <E extends StaffDayEvent>(events: Iterable<E>): Map<string, E> => foldDays(events, (e) => e.userId);
export const staffDayKey = (userId: number, day: string): string => dayKey(userId, day);

/** Statuses that count as at work (迟到, 早退 and 公出 too; they are counted apart as well). */
export const isAtWork = (status: number): boolean => status !== STAFF_STATUS.leave && status !== STAFF_STATUS.absent;

export interface StaffDayCounts {
  expected: number;
  atWork: number;
  late: number;
  early: number;
  out: number;
  leave: number;
  absent: number;
  unmarked: number;
}

/** The running count of a day: `userIds` the staff expected, `states` their winning events. */
export function staffDayCounts(userIds: readonly number[], states: ReadonlyMap<string, StaffDayEvent>, day: string): StaffDayCounts {
  const c: StaffDayCounts = { expected: userIds.length, atWork: 0, late: 0, early: 0, out: 0, leave: 0, absent: 0, unmarked: 0 };
  for (const id of userIds) {
    const e = states.get(dayKey(id, day));
    if (!e) c.unmarked++;
    else if (e.status === STAFF_STATUS.leave) c.leave++;
    else if (e.status === STAFF_STATUS.absent) c.absent++;
    else {
      c.atWork++;
      if (e.status === STAFF_STATUS.late) c.late++;
      else if (e.status === STAFF_STATUS.early) c.early++;
      else if (e.status === STAFF_STATUS.out) c.out++;
    }
  }
  return c;
}

/** One member's period: days with a record and how they went, leave by kind. */
export interface StaffTally {
  recorded: number;
  atWork: number;
  late: number;
  early: number;
  out: number;
  sickLeave: number;
  personalLeave: number;
  annualLeave: number;
  compensatoryLeave: number;
  absent: number;
}
const emptyTally = (): StaffTally => ({
  recorded: 0,
  atWork: 0,
  late: 0,
  early: 0,
  out: 0,
  sickLeave: 0,
  personalLeave: 0,
  annualLeave: 0,
  compensatoryLeave: 0,
  absent: 0,
});
const LEAVE_FIELD: Record<number, keyof StaffTally> = {
  [STAFF_LEAVE.sick]: 'sickLeave',
  [STAFF_LEAVE.personal]: 'personalLeave',
  [STAFF_LEAVE.annual]: 'annualLeave',
  [STAFF_LEAVE.compensatory]: 'compensatoryLeave',
};

function add(t: StaffTally, e: StaffDayEvent): void {
  t.recorded++;
  if (e.status === STAFF_STATUS.leave) t[LEAVE_FIELD[e.leaveType] ?? 'personalLeave']++;
  else if (e.status === STAFF_STATUS.absent) t.absent++;
  else {
    t.atWork++;
    if (e.status === STAFF_STATUS.late) t.late++;
    else if (e.status === STAFF_STATUS.early) t.early++;
    else if (e.status === STAFF_STATUS.out) t.out++;
  }
}

export interface StaffStats extends StaffTally {
  userId: number;
  name: string;
  departmentName: string;
  positionName: string;
  /** 出勤率: days at work over days recorded, in percent with one decimal. */
  rate: number;
}

/**
 * Statistics per person of the days in [from, to] (inclusive 'YYYY-MM-DD'): each member-day counts once, by its
 * winning event. Staff in the order given (the roster's).
 */
export function staffPeriodStats(staff: readonly StaffRow[], events: Iterable<StaffDayEvent>, from: string, to: string): StaffStats[] {
  const inPeriod = [...events].filter((e) => e.day >= from && e.day <= to);
  const tallies = new Map<number, StaffTally>(staff.map((s) => [s.userId, emptyTally()]));
  for (const e of staffDayStates(inPeriod).values()) {
    const t = tallies.get(e.userId);
    if (t) add(t, e);
  }
  return staff.map((s) => {
    const t = tallies.get(s.userId) ?? emptyTally();
    return {
      userId: s.userId,
      name: s.name,
      departmentName: s.departmentName,
      positionName: s.positionName,
      ...t,
      rate: ratePercent(t.atWork, t.recorded),
    };
  });
}

/** The roster by department (部门 order by name, 未分配部门 last), each by name: the sheet's groups. */
export function staffByDepartment(staff: readonly StaffRow[]): { department: string; staff: StaffRow[] }[] {
  const groups = new Map<string, StaffRow[]>();
  for (const s of staff) {
    const d = s.departmentName || '未分配部门';
    groups.set(d, [...(groups.get(d) ?? []), s]);
  }
  return [...groups]
    .sort(([a], [b]) => (a === '未分配部门' ? 1 : b === '未分配部门' ? -1 : a.localeCompare(b, 'zh-CN')))
    .map(([department, list]) => ({ department, staff: list.sort((x, y) => x.name.localeCompare(y.name, 'zh-CN')) }));
}

export const STAFF_TALLY_HEADER = ['考勤天数', '出勤天数', '出勤率(%)', '迟到', '早退', '公出', '病假', '事假', '年假', '调休', '缺勤'];
export const staffTallyCells = (s: StaffStats): number[] => [
  s.recorded,
  s.atWork,
  s.rate,
  s.late,
  s.early,
  s.out,
  s.sickLeave,
  s.personalLeave,
  s.annualLeave,
  s.compensatoryLeave,
  s.absent,
];

/** The month's statistics as one sheet per person's row, for the xlsx kit (the 导出 button). */
export function staffMonthSheet(month: string, stats: readonly StaffStats[]): SheetRows[] {
  return [
    {
      name: `${month}教职工考勤统计`,
      header: ['序号', '姓名', '部门', '岗位', ...STAFF_TALLY_HEADER],
      rows: stats.map((s, i) => [i + 1, s.name, s.departmentName, s.positionName, ...staffTallyCells(s)]),
    },
  ];
}
