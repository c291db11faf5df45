import { asc, eq } from 'drizzle-orm';
import { type BusTripEventRow, formatHlc, uuidv7 } from '@contract';
import { busRiders, busRoutes, busTripEvents } from '../db/schema';
import { formatDateTime } from '../lib/format';
import { recordChanges } from '../replication/change-log';
import { toBusTripEventRow } from '../replication/bus/trip-rows';
import type { DemoSeedContext } from './demo-seed-context';

const SCHOOL_ID = 101;
const NODE = 'c-demo-bus';
/** Calendar days of trips before the seed day: three weeks of school days for 行驶记录 and the control centre. */
const DAYS = 21;
/** School days back (1 = the last one) on which something happens: absences and the one forced end. */
const ABSENT_ON: Record<number, { rider: number; reason: string }> = { 2: { rider: 1, reason: '生病' }, 6: { rider: 5, reason: '请假' } };
const FORCED_ON = 4;
const FORCED_REASON = '家长未到站，幼儿由跟车老师带回园';

const addMinutes = (hhmm: string, minutes: number) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const t = h * 60 + m + minutes;
  return `${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`;
};

/** The school days (Monday to Friday) of the three weeks before the seed day, the last one first. */
export function demoTripDays(seedAt: Date): string[] {
  const today = formatDateTime(seedAt).slice(0, 10);
  const days: string[] = [];
  for (let k = 1; k <= DAYS; k++) {
    const d = new Date(Date.parse(`${today}T00:00:00Z`) - k * 86_400_000);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) days.push(d.toISOString().slice(0, 10));
  }
  return days;
}

/**
 * Past trips of the demo kindergarten's two routes (seedDemoBus): on each school day of the three weeks before the
 * seed day (never the seed day itself, the boarding app's), the morning route picks its riders up stop by stop
 * and drops them at the school gate, the afternoon route the other way; two days have a child absent with a reason,
 * and one afternoon ended by force with a child still on board. Events and their change-log entries as the
 * services write them, so replicas within the sync window pull them.
 */
export async function seedDemoBusTrips({ tx, seedAt, userIds }: DemoSeedContext): Promise<void> {
  const routes = await tx.select().from(busRoutes).where(eq(busRoutes.schoolId, SCHOOL_ID)).orderBy(asc(busRoutes.name));
  const riders = await tx.select().from(busRiders).where(eq(busRiders.schoolId, SCHOOL_ID)).orderBy(asc(busRiders.studentId));
  const recordedBy = userIds.get('xiaoche') ?? null;
  const days = demoTripDays(seedAt);
  const events: (typeof busTripEvents.$inferInsert)[] = [];
  days.forEach((day, i) => {
    const back = i + 1;
    for (const route of routes) {
      let seq = 0;
      const event = (kind: BusTripEventRow['kind'], hhmm: string, more: Partial<typeof busTripEvents.$inferInsert> = {}) => {
        const at = new Date(`${day}T${hhmm}:00+08:00`).getTime() + seq * 7000;
        seq++;
        events.push({
          id: uuidv7(),
          schoolId: SCHOOL_ID,
          routeId: route.id,
          day,
          kind,
          studentId: null,
          stopId: null,
          targetId: null,
          reason: '',
          forced: false,
          leftOnBoard: [],
          hlc: formatHlc({ wall: at, counter: 0, node: NODE }),
          recordedBy,
          recorderName: route.escortName,
          createTime: new Date(at).toISOString(),
          createdAt: new Date(at),
          carId: route.carId,
          driverId: route.driverId,
          ...more,
        });
      };
      const onRoute = riders.filter((r) => r.routeId === route.id);
      const absent = ABSENT_ON[back];
      const absentId = absent ? onRoute[absent.rider]?.studentId : undefined;
      const riding = onRoute.filter((r) => r.studentId !== absentId);
      const first = route.stops[0];
      const last = route.stops.at(-1);
      if (!first || !last) continue;
      if (route.period === 'morning') {
        for (const stop of route.stops) {
          for (const r of onRoute.filter((x) => x.stopId === stop.stopId)) {
            if (r.studentId === absentId)
              event('absent', stop.time, { studentId: r.studentId, stopId: stop.stopId, reason: absent?.reason ?? '' });
            else event('board', addMinutes(stop.time, 1), { studentId: r.studentId, stopId: stop.stopId });
          }
        }
        for (const r of riding) event('alight', addMinutes(last.time, 2), { studentId: r.studentId, stopId: last.stopId });
        event('close', addMinutes(last.time, 5));
      } else {
        if (absentId) event('absent', first.time, { studentId: absentId, stopId: first.stopId, reason: absent?.reason ?? '' });
        for (const r of riding) event('board', addMinutes(first.time, 1), { studentId: r.studentId, stopId: first.stopId });
        const left = back === FORCED_ON ? riding.at(-1)?.studentId : undefined;
        for (const stop of route.stops.slice(1)) {
          for (const r of riding.filter((x) => x.stopId === stop.stopId && x.studentId !== left))
            event('alight', addMinutes(stop.time, 1), { studentId: r.studentId, stopId: stop.stopId });
        }
        if (left) event('close', addMinutes(last.time, 8), { forced: true, reason: FORCED_REASON, leftOnBoard: [left] });
        else event('close', addMinutes(last.time, 3));
      }
    }
  });
  for (let i = 0; i < events.length; i += 500) {
    const rows = await tx
      .insert(busTripEvents)
      .values(events.slice(i, i + 500))
      .returning();
    await recordChanges(
      tx,
      SCHOOL_ID,
      rows.map((r) => ({ table: 'busTripEvents' as const, op: 'put' as const, row: toBusTripEventRow(r) })),
    );
  }
}
