import { describe, expect, it } from 'vitest';
import { nextHlc } from '@contract';
import { dayKey } from '@contract/attendance/day-fold';
import { checkAttendance, checkCounts, checkKey, checkStates, outbreakDays } from '@contract/health/checks-day';
import { sentHomeReason, symptomNames } from '@contract/health/checks';

const DAY = '2026-11-23';
const ev = (id: string, studentId: string, session: number, at: number, result = 0, symptoms = 0, node = 'a') => ({
  id,
  studentId,
  day: DAY,
  session,
  result,
  symptoms,
  hlc: nextHlc(undefined, at, node),
});

describe('the day fold of 晨午检', () => {
  it('keeps the greatest stamp per child, day and session, whatever the order the events came in', () => {
    const events = [ev('1', 'k1', 1, 1000, 0), ev('2', 'k1', 1, 3000, 2, 1, 'b'), ev('3', 'k1', 1, 2000, 1), ev('4', 'k1', 2, 500, 0)];
    for (const order of [events, [...events].reverse()]) {
      const s = checkStates(order);
      expect(s.get(checkKey('k1', DAY, 1))?.id).toBe('2');
      expect(s.get(checkKey('k1', DAY, 2))?.id).toBe('4');
    }
  });

  it('counts 应检, 已检 and 异常: leave and absence are not due in the morning, the evening is for boarders only', () => {
    const kids = [
      { id: 'k1', trusteeship: 0 },
      { id: 'k2', trusteeship: 1 },
      { id: 'k3', trusteeship: 0 },
      { id: 'k4', trusteeship: 0 },
    ];
    const attendance = new Map([
      [dayKey('k1', DAY), { status: 0 }],
      [dayKey('k2', DAY), { status: 0 }],
      [dayKey('k3', DAY), { status: 2 }],
    ]);
    const checks = checkStates([ev('1', 'k1', 1, 1000, 0, 4), ev('2', 'k2', 1, 1000), ev('3', 'k2', 3, 1000)]);
    expect(checkCounts(kids, attendance, checks, DAY, 1)).toEqual({ due: 3, checked: 2, abnormal: 1, unchecked: 1 });
    expect(checkCounts(kids, attendance, checks, DAY, 2)).toEqual({ due: 2, checked: 0, abnormal: 0, unchecked: 2 });
    expect(checkCounts(kids, attendance, checks, DAY, 3)).toEqual({ due: 1, checked: 1, abnormal: 0, unchecked: 0 });
  });

  it('writes attendance from a morning check: 劝返 with the symptoms, a new temperature, or 入园 for an unmarked child', () => {
    const m = { session: 1, attendanceId: 'x', result: 0, symptoms: 0, temperature: null };
    expect(checkAttendance(m, undefined)).toEqual({ status: 0, leaveType: 0, reason: '', temperature: null });
    expect(checkAttendance(m, { status: 0, leaveType: 0, reason: '', temperature: 366 })).toBeNull();
    expect(checkAttendance({ ...m, temperature: 372 }, { status: 0, leaveType: 0, reason: '', temperature: 366 })).toMatchObject({
      temperature: 372,
    });
    expect(checkAttendance({ ...m, result: 2, symptoms: 0b101 }, { status: 0, leaveType: 0, reason: '', temperature: 385 })).toEqual({
      status: 1,
      leaveType: 0,
      reason: '晨检劝返：发热、流涕',
      temperature: 385,
    });
    expect(checkAttendance({ ...m, session: 2, result: 2 }, undefined)).toBeNull();
    expect(sentHomeReason(0)).toBe('晨检劝返：其他');
    expect(symptomNames(0b100000)).toEqual(['手足口疱疹']);
    expect(outbreakDays('2026-03-01', 3)).toEqual(['2026-03-01', '2026-02-28', '2026-02-27']);
  });
});
