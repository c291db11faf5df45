import { formatHlc, seededRandom, STAFF_STATUS, type StaffAttendanceEventRow, uuidv7 } from '@contract';
import { DEMO_SCHOOLS } from './demo-schools';
import { staffAttendanceEvents } from '../db/schema';
import { recordChanges } from '../replication/change-log';
import { recordStaffRows, staffRows, toStaffAttendanceEventRow } from '../replication/attendance/staff-rows';
import type { DemoSeedContext } from './demo-seed-context';

const SCHOOL_ID = 101;
const NODE = 'c-demo-seed';
const DAY_MS = 86_400_000;

/** [threshold out of 100, status, leave kind, reason]: mostly 出勤, some late, leave of each kind, a 公出, rarely 缺勤. */
const MIX: ReadonlyArray<readonly [number, number, number, string]> = [
  [6, STAFF_STATUS.late, 0, '路上堵车'],
  [8, STAFF_STATUS.early, 0, '接孩子'],
  [11, STAFF_STATUS.leave, 1, '感冒发烧'],
  [14, STAFF_STATUS.leave, 2, '家中有事'],
  [15, STAFF_STATUS.leave, 3, '年假'],
  [16, STAFF_STATUS.leave, 4, '周末值班调休'],
  [18, STAFF_STATUS.out, 0, '区教育局开会'],
  [19, STAFF_STATUS.absent, 0, ''],
];

/**
 * Every demo school's staff roster in the change log (the replicated `staff` rows), and the last four weeks of staff
 * attendance for the demo kindergarten (101): each member on each weekday before the seed day (the seed day is left
 * for the morning's marks), recorded by the vice principal at 08:00–08:30, from a fixed seed so every start is the
 * same.
 */
export async function seedDemoStaffAttendance({ tx, seedAt, userIds }: DemoSeedContext): Promise<void> {
  for (const s of DEMO_SCHOOLS) await recordStaffRows(tx, s.id);
  const staff = await staffRows(tx, SCHOOL_ID);
  const recorder = userIds.get('shuangyz') ?? null;
  const rand = seededRandom(20261101);
  const today = Date.parse(seedAt.toISOString().slice(0, 10));
  const values: (typeof staffAttendanceEvents.$inferInsert)[] = [];
  for (let back = 28; back >= 1; back--) {
    const dayStart = today - back * DAY_MS;
    const weekday = new Date(dayStart).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const day = new Date(dayStart).toISOString().slice(0, 10);
    for (const [i, member] of staff.entries()) {
      const roll = Math.floor(rand() * 100);
      const [, status, leaveType, reason] = MIX.find(([limit]) => roll < limit) ?? [100, STAFF_STATUS.present, 0, ''];
      // 08:00 Beijing time is 00:00 UTC; one member a minute.
      const ms = dayStart + i * 60_000 + Math.floor(rand() * 30_000);
      values.push({
        id: uuidv7(ms),
        schoolId: SCHOOL_ID,
        userId: member.userId,
        day,
        status,
        leaveType,
        reason,
        hlc: formatHlc({ wall: ms, counter: 0, node: NODE }),
        recordedBy: recorder,
        recorderName: '赵安',
        createTime: new Date(ms).toISOString(),
        createdAt: new Date(ms),
      });
    }
  }
  if (values.length === 0) return;
  const stored = await tx.insert(staffAttendanceEvents).values(values).returning();
  const rows: StaffAttendanceEventRow[] = stored.map(toStaffAttendanceEventRow).sort((a, b) => (a.hlc < b.hlc ? -1 : 1));
  await recordChanges(
    tx,
    SCHOOL_ID,
    rows.map((row) => ({ table: 'staffAttendanceEvents', op: 'put', row })),
  );
}
