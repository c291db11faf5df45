import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROPERTY_SEED } from '../seed';
import {
  attendanceMonthSheet,
  nextHlc,
  periodStats,
  STAFF_STATUS,
  type StaffDayEvent,
  StaffAttendanceMsg,
  type StaffRow,
  staffAttendanceRecordSchema,
  staffByDepartment,
  staffDayCounts,
  staffDayStates,
  staffMonthSheet,
  staffPeriodStats,
} from '@contract';
import { xlsxApi } from '../../workers/xlsx-book';

const member = (userId: number, name: string, departmentName: string, positionName = '教师'): StaffRow => ({
  id: `101-${userId}`,
  schoolId: 101,
  userId,
  name,
  departmentId: null,
  departmentName,
  positionName,
});
const ev = (id: string, userId: number, day: string, status: number, hlc: string, leaveType = 0): StaffDayEvent => ({
  id,
  userId,
  day,
  status,
  leaveType,
  hlc,
});
const staff = [member(1, '李晓雯', '保教部'), member(2, '张敏', '财务室', '财务'), member(3, '王丽华', '园务办公室', '园长')];

describe('staff attendance derivation (contract/attendance/staff-day.ts)', () => {
  it('settles a member-day by the greatest HLC whatever the order of arrival', () => {
    const a = ev('a', 1, '2026-11-02', STAFF_STATUS.late, '000001000000000000:00000:c-a');
    const b = ev('b', 1, '2026-11-02', STAFF_STATUS.present, '000000900000000000:00000:c-b');
    expect(staffDayStates([a, b]).get('1|2026-11-02')?.id).toBe('a');
    expect(staffDayStates([b, a]).get('1|2026-11-02')?.id).toBe('a');
  });

  it('the month is the same for every order of the same events, duplicates included', () => {
    const arb = fc.array(
      fc.record({
        userId: fc.constantFrom(1, 2, 3),
        day: fc.constantFrom('2026-11-02', '2026-11-03'),
        status: fc.integer({ min: 0, max: 5 }),
        wall: fc.integer({ min: 1_000, max: 9_000 }),
        node: fc.constantFrom('c-a', 'c-b'),
      }),
      { minLength: 1, maxLength: 30 },
    );
    fc.assert(
      fc.property(arb, (marks) => {
        const events = marks.map((m, i) =>
          ev(`e${String(i).padStart(3, '0')}`, m.userId, m.day, m.status, nextHlc(undefined, m.wall, m.node), m.status === 2 ? 1 : 0),
        );
        const stats = (list: StaffDayEvent[]) => staffPeriodStats(staff, list, '2026-11-01', '2026-11-30');
        expect(stats([...events, ...events.slice(0, 2)].reverse())).toEqual(stats(events));
      }),
      { seed: PROPERTY_SEED },
    );
  });

  it('counts the day: late, early and out are at work too; leave and absence are not; the rest unmarked', () => {
    const day = '2026-11-02';
    const states = staffDayStates([ev('a', 1, day, STAFF_STATUS.late, '1'), ev('b', 2, day, STAFF_STATUS.leave, '1', 3)]);
    expect(staffDayCounts([1, 2, 3], states, day)).toEqual({
      expected: 3,
      atWork: 1,
      late: 1,
      early: 0,
      out: 0,
      leave: 1,
      absent: 0,
      unmarked: 1,
    });
  });

  it('makes the month per person: rate, late, leave by kind, absent; one count per day; other months left out', () => {
    const events = [
      ev('1', 1, '2026-11-02', STAFF_STATUS.present, '1'),
      ev('2', 1, '2026-11-03', STAFF_STATUS.late, '1'),
      ev('3', 1, '2026-11-04', STAFF_STATUS.leave, '1', 1),
      ev('4', 1, '2026-11-05', STAFF_STATUS.leave, '1', 3),
      ev('5', 1, '2026-11-05', STAFF_STATUS.out, '0'), // lost to the leave by HLC
      ev('6', 1, '2026-11-06', STAFF_STATUS.absent, '1'),
      ev('7', 1, '2026-10-30', STAFF_STATUS.absent, '1'),
    ];
    const [li, zhang] = staffPeriodStats(staff, events, '2026-11-01', '2026-11-30');
    expect(li).toMatchObject({ recorded: 5, atWork: 2, late: 1, sickLeave: 1, annualLeave: 1, out: 0, absent: 1, rate: 40 });
    expect(zhang).toMatchObject({ recorded: 0, rate: 0 });
  });

  it('groups the roster by department, each by name, with the unassigned last', () => {
    const groups = staffByDepartment([...staff, member(4, '陈建国', '')]);
    expect(groups.map((g) => g.department)).toEqual(['保教部', '财务室', '园务办公室', '未分配部门']);
  });

  it('refuses bad marks with the screen’s Chinese messages', () => {
    const base = {
      id: '0190b8a0-0000-7000-8000-000000000000',
      schoolId: 101,
      userId: 1,
      day: '2026-11-02',
      hlc: '000001000000000000:00000:c-a',
    };
    const msg = (args: object) => staffAttendanceRecordSchema.safeParse({ ...base, ...args }).error?.issues[0]?.message;
    expect(msg({ status: STAFF_STATUS.leave, reason: '有事' })).toBe(StaffAttendanceMsg.leaveType);
    expect(msg({ status: STAFF_STATUS.leave, leaveType: 2 })).toBe(StaffAttendanceMsg.reason);
    expect(msg({ status: STAFF_STATUS.out })).toBe(StaffAttendanceMsg.reason);
    expect(msg({ status: 6 })).toBe(StaffAttendanceMsg.status);
    expect(msg({ status: STAFF_STATUS.late })).toBeUndefined();
  });
});

/** The workbook a user opens: its tabs, headers and cells, read back with exceljs. */
async function open(bytes: ArrayBuffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes);
  return wb;
}
const rowValues = (ws: ExcelJS.Worksheet, r: number) => (ws.getRow(r).values as unknown[]).slice(1);
const book = (sheets: ReturnType<typeof staffMonthSheet>) =>
  xlsxApi.buildBook(sheets.map((s) => ({ title: s.name, headers: s.header, rows: s.rows })));

describe('attendance exports as .xlsx (the xlsx worker’s buildBook)', () => {
  it('writes the staff month as a sheet of one row per person', async () => {
    const stats = staffPeriodStats(staff, [ev('1', 1, '2026-11-02', STAFF_STATUS.leave, '1', 4)], '2026-11-01', '2026-11-30');
    const wb = await open(await book(staffMonthSheet('2026-11', stats)));
    expect(wb.worksheets.map((w) => w.name)).toEqual(['2026-11教职工考勤统计']);
    const ws = wb.worksheets[0] as ExcelJS.Worksheet;
    expect(rowValues(ws, 1)).toEqual([
      '序号',
      '姓名',
      '部门',
      '岗位',
      '考勤天数',
      '出勤天数',
      '出勤率(%)',
      '迟到',
      '早退',
      '公出',
      '病假',
      '事假',
      '年假',
      '调休',
      '缺勤',
    ]);
    expect(rowValues(ws, 2)).toEqual([1, '李晓雯', '保教部', '教师', 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0]);
    expect(ws.rowCount).toBe(4);
  });

  it('writes the children’s month as two sheets, per class and per child', async () => {
    const classes = [{ id: 'c1', name: '大一班' }];
    const children = [{ id: 'k1', name: '小明', classId: 'c1' }];
    const events = [{ id: 'e', studentId: 'k1', day: '2026-11-02', status: 0, leaveType: 0, temperature: 365, hlc: '1' }];
    const stats = periodStats(classes, children, events, '2026-11-01', '2026-11-30');
    const wb = await open(await book(attendanceMonthSheet('2026-11', stats, new Map([['c1', '大一班']]))));
    expect(wb.worksheets.map((w) => w.name)).toEqual(['2026-11班级考勤统计', '2026-11幼儿考勤统计']);
    const [byClass, byChild] = wb.worksheets as [ExcelJS.Worksheet, ExcelJS.Worksheet];
    expect(rowValues(byClass, 2).slice(0, 6)).toEqual([1, '大一班', 1, 1, 1, 100]);
    expect(rowValues(byChild, 1).slice(0, 3)).toEqual(['序号', '姓名', '班级']);
    expect(rowValues(byChild, 2).slice(0, 5)).toEqual([1, '小明', '大一班', 1, 1]);
  });

  it('keeps a tab name Excel accepts', async () => {
    const wb = await open(
      await xlsxApi.buildBook([{ title: '一个很长很长很长很长很长很长很长很长很长很长的名字[1]/2', headers: ['a'], rows: [] }]),
    );
    const name = wb.worksheets[0]?.name ?? '';
    expect(name.length).toBeLessThanOrEqual(31);
    expect(name).not.toMatch(/[[\]/]/);
  });
});
