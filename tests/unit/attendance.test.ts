import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROPERTY_SEED } from '../seed';
import {
  type AttendanceEventRow,
  attendanceMonthSheet,
  attendanceRecordSchema,
  dayCounts,
  dayStates,
  maxHlc,
  monthRange,
  nextHlc,
  parseHlc,
  periodStats,
  stateOf,
  uuidv7,
} from '@contract';

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 10, 23, 0, 30); // 08:30 in Beijing

/** A device: its own wall clock (possibly hours off) and the HLC it keeps, which learns from what it receives. */
function device(node: string, offsetMs: number) {
  let last: string | undefined;
  return {
    node,
    tap(realNow: number, studentId: string, status: number): AttendanceEventRow {
      last = nextHlc(last, realNow + offsetMs, node);
      return event(studentId, status, last);
    },
    receive(events: AttendanceEventRow[]) {
      for (const e of events) last = maxHlc(last, e.hlc);
    },
  };
}
function event(studentId: string, status: number, hlc: string, day = '2026-11-23'): AttendanceEventRow {
  return {
    id: uuidv7(),
    schoolId: 101,
    classId: '0190a0b0-0000-7000-8000-000000000001',
    studentId,
    day,
    status,
    leaveType: status === 2 ? 1 : 0,
    reason: status === 2 ? '发烧' : '',
    temperature: null,
    hlc,
    recordedBy: null,
    recorderName: '',
    createTime: '',
  };
}
const winner = (events: AttendanceEventRow[], studentId = 'kid') => stateOf(dayStates(events), studentId, '2026-11-23');

describe('hybrid logical clock', () => {
  it('encodes so that text order is clock order', () => {
    const a = nextHlc(undefined, 5, 'a');
    const b = nextHlc(undefined, 40, 'a');
    expect(a < b).toBe(true);
    expect(parseHlc(nextHlc(a, 5, 'a'))).toEqual({ wall: 5, counter: 1, node: 'a' });
    expect(parseHlc(nextHlc(a, 3, 'a'))).toEqual({ wall: 5, counter: 1, node: 'a' });
    expect(parseHlc(nextHlc(a, 9, 'a'))).toEqual({ wall: 9, counter: 0, node: 'a' });
  });

  it('never goes backwards on a device, whatever its wall clock does', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 2 ** 45 }), { minLength: 1, maxLength: 60 }), (walls) => {
        let last: string | undefined;
        for (const w of walls) {
          const next = nextHlc(last, w, 'c-1');
          if (last !== undefined) expect(next > last).toBe(true);
          last = next;
        }
      }),
      { seed: PROPERTY_SEED },
    );
  });

  it('a device with a clock three hours slow still wins with a tap made after it saw the other', () => {
    const fast = device('c-fast', 0);
    const slow = device('c-slow', -3 * HOUR);
    const first = fast.tap(T0, 'kid', 0); // 入园 on the good tablet
    slow.receive([first]); // pulled
    const later = slow.tap(T0 + 60_000, 'kid', 2); // a minute later: 请假, on the tablet three hours behind
    expect(winner([first, later])?.id).toBe(later.id);
    expect(winner([later, first])?.id).toBe(later.id);
  });

  it('two offline taps on the same child: the higher HLC wins on every device, ties by node', () => {
    const a = device('c-a', 2 * HOUR);
    const b = device('c-b', 0);
    const ea = a.tap(T0, 'kid', 0);
    const eb = b.tap(T0 + 10 * 60_000, 'kid', 3);
    // Neither saw the other: a's clock is two hours ahead, so its tap is the later one by HLC.
    expect(winner([ea, eb])?.id).toBe(ea.id);
    expect(winner([eb, ea])?.id).toBe(ea.id);
    const tieA = event('kid', 0, nextHlc(undefined, T0, 'c-a'));
    const tieB = event('kid', 3, nextHlc(undefined, T0, 'c-b'));
    expect(winner([tieA, tieB])?.status).toBe(3);
    expect(winner([tieB, tieA])?.status).toBe(3);
  });

  it('the day state is the same for every order of the same events (and with duplicates)', () => {
    const arb = fc.array(
      fc.record({
        kid: fc.constantFrom('k1', 'k2', 'k3'),
        status: fc.integer({ min: 0, max: 3 }),
        wall: fc.integer({ min: T0 - 5 * HOUR, max: T0 + 5 * HOUR }),
        node: fc.constantFrom('c-a', 'c-b', 'c-c'),
      }),
      { minLength: 1, maxLength: 40 },
    );
    fc.assert(
      fc.property(arb, fc.integer(), (taps, seed) => {
        const events = taps.map((t) => event(t.kid, t.status, nextHlc(undefined, t.wall, t.node)));
        const shuffled = [...events, ...events.slice(0, 3)].sort(
          (x, y) => ((x.id.charCodeAt(30) * seed) % 7) - ((y.id.charCodeAt(30) * seed) % 7),
        );
        const one = dayStates(events);
        const two = dayStates(shuffled.reverse());
        for (const kid of ['k1', 'k2', 'k3']) expect(stateOf(two, kid, '2026-11-23')?.id).toBe(stateOf(one, kid, '2026-11-23')?.id);
      }),
      { seed: PROPERTY_SEED },
    );
  });
});

describe('day counts and period statistics', () => {
  it('counts the sheet: 应到, 实到, 请假, 缺勤, 劝返, 体温异常 from 37.3 °C, and who is unmarked', () => {
    const kids = Array.from({ length: 25 }, (_, i) => `k${i}`);
    const events: AttendanceEventRow[] = [];
    let hlc: string | undefined;
    const mark = (kid: string, status: number, temperature: number | null = null) => {
      hlc = nextHlc(hlc, T0, 'c-a');
      events.push({ ...event(kid, status, hlc), temperature });
    };
    for (const [i, k] of kids.slice(0, 20).entries()) mark(k, 0, i === 0 ? 373 : 365);
    mark('k20', 2);
    mark('k21', 2);
    mark('k22', 3);
    mark('k23', 1, 378);
    mark('k0', 0, 372); // re-taken: 37.2 is no longer a fever
    expect(dayCounts(kids, dayStates(events), '2026-11-23')).toEqual({
      expected: 25,
      present: 20,
      leave: 2,
      absent: 1,
      persuaded: 1,
      fever: 1,
      unmarked: 1,
    });
  });

  it('a month per child and per class: rate, sick and personal leave, absences, fevers; export rows match', () => {
    const cls = { id: 'c1', name: '大一班' };
    const children = [
      { id: 'a', name: '张三', classId: 'c1' },
      { id: 'b', name: '李四', classId: 'c1' },
    ];
    let hlc: string | undefined;
    const at = (kid: string, day: string, status: number, leaveType = 0, temperature: number | null = null) => {
      hlc = nextHlc(hlc, T0, 'c-a');
      return { ...event(kid, status, hlc, day), leaveType, temperature };
    };
    const events = [
      at('a', '2026-11-02', 0),
      at('a', '2026-11-03', 2, 1),
      at('a', '2026-11-04', 3),
      at('a', '2026-11-04', 0, 0, 380), // corrected later the same day: present with a fever
      at('b', '2026-11-02', 2, 2),
      at('b', '2026-10-31', 3), // another month
    ];
    const { from, to } = monthRange('2026-11');
    expect({ from, to }).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    const stats = periodStats([cls], children, events, from, to);
    expect(stats.children[0]).toMatchObject({ recorded: 3, present: 2, sickLeave: 1, absent: 0, fever: 1, rate: 66.7 });
    expect(stats.children[1]).toMatchObject({ recorded: 1, present: 0, personalLeave: 1, rate: 0 });
    expect(stats.classes[0]).toMatchObject({ children: 2, recorded: 4, present: 2, sickLeave: 1, personalLeave: 1, rate: 50 });
    const [byClass, byChild] = attendanceMonthSheet('2026-11', stats, new Map([['c1', '大一班']]));
    expect(byClass?.header.slice(0, 3)).toEqual(['序号', '班级', '幼儿人数']);
    expect(byClass?.rows[0]).toEqual([1, '大一班', 2, 4, 2, 50, 1, 1, 0, 0, 1]);
    expect(byChild?.rows[0]?.slice(0, 3)).toEqual([1, '张三', '大一班']);
  });
});

describe('the record schema', () => {
  const base = {
    id: uuidv7(),
    schoolId: 101,
    studentId: uuidv7(),
    day: '2026-11-23',
    hlc: nextHlc(undefined, T0, 'c-a'),
  };
  it('asks a leave for its kind and a reason, 劝返 for a reason, and keeps temperatures human', () => {
    const msg = (args: object) => attendanceRecordSchema.safeParse({ ...base, ...args }).error?.issues[0]?.message;
    expect(msg({ status: 0 })).toBeUndefined();
    expect(msg({ status: 2, reason: '发烧' })).toBe('请选择请假类型');
    expect(msg({ status: 2, leaveType: 1 })).toBe('请填写原因');
    expect(msg({ status: 1 })).toBe('请填写原因');
    expect(msg({ status: 0, leaveType: 1 })).toBe('请选择请假类型');
    expect(msg({ status: 4 })).toBe('请选择考勤状态');
    expect(msg({ status: 0, temperature: 450 })).toBe('体温应在34.0～43.0℃之间');
    expect(msg({ status: 0, hlc: '12:3:x' })).toBe('时间戳不正确');
  });
});
