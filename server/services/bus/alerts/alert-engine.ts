import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import {
  ALERT_ACK_PERMISSION,
  ALERT_KINDS,
  ALERT_NOTICE_TITLE,
  alertMessage,
  BUS_SETTINGS_DEFAULTS,
  chinaToday,
  SILENT_CHECK_MS,
  SILENT_MS,
  SILENT_RECENT_MS,
  uuidv7,
} from '@contract';
import type { Db } from '../../../db/client';
import { busAlerts, busAlertStates, busCars, busRoutes, busSettings, busStops, busTripEvents } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import type { Fix } from '../positions/fixes';
import { sendNotification } from '../../notifications/send-notification';
import { membersHolding } from '../../permissions/members-holding';
import { BUS_ALERT_CHANNEL, type BusAlertSignal } from './alert-hub';
import { type AlertAction, type CarAlertState, type JudgeContext, type JudgeFix, judgeFixes, judgeQuiet, type RaisedAlert } from './judge';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
interface CarInfo {
  carId: string;
  schoolId: number;
  plate: string;
  ctx: JudgeContext;
}

/** After this little while the fixes gathered are judged together (many terminals' reports in one pass). */
const GATHER_MS = 200;

/**
 * Judges the fixes the server stores (docs/bus-tracking.md "Alerts"): both ingestions hand it their new fixes once
 * committed (`judge`, never awaited by the terminal's answer), it gathers them for GATHER_MS, then in one
 * transaction for all the cars gathered reads and locks their judge states, judges each car's fixes in time order
 * (judge.ts), writes the states, the alerts raised and ended, sends the raised ones to 通知 and announces every
 * change on BUS_ALERT_CHANNEL (the bus socket). One pass at a time in a process; the state rows' locks order two
 * processes. The quiet check (silent terminals) runs every SILENT_CHECK_MS once `start`ed.
 */
export class BusAlertEngine {
  private pending = new Map<string, Fix[]>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private interval: ReturnType<typeof setInterval> | undefined;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly onError: (e: unknown) => void = () => {},
  ) {}

  /** Hands over committed fixes; returns at once. */
  judge(fixes: readonly Fix[]): void {
    if (fixes.length === 0) return;
    for (const f of fixes) {
      const list = this.pending.get(f.carId);
      if (list) list.push(f);
      else this.pending.set(f.carId, [f]);
    }
    if (!this.timer)
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.enqueue(() => this.pass());
      }, GATHER_MS);
  }

  /** Waits until every fix handed over so far is judged (tests, shutdown). */
  async drain(): Promise<void> {
    while (this.timer || this.pending.size > 0) {
      if (this.timer) {
        clearTimeout(this.timer);
        this.timer = undefined;
        this.enqueue(() => this.pass());
      }
      await this.running;
    }
    await this.running;
  }

  /**
   * Looks at the cars not heard from for SILENT_MS now: their episodes end, silent terminals are raised; resolves
   * with how many alerts were raised.
   */
  checkSilent(): Promise<number> {
    return this.enqueue(() => this.silentPass());
  }

  start(): this {
    this.interval = setInterval(() => void this.checkSilent().catch(this.onError), SILENT_CHECK_MS);
    this.interval.unref();
    return this;
  }

  async stop(): Promise<void> {
    if (this.interval) clearInterval(this.interval);
    await this.drain();
  }

  /** Runs after the work before it; a pass that fails is logged (its fixes stay stored, unjudged). */
  private enqueue<T>(work: () => Promise<T>): Promise<T> {
    const next = this.running.then(work);
    this.running = next.catch((e) => this.onError(e));
    return next;
  }

  /**
   * One transaction for all the cars of the pass: their state rows locked in id order (two processes never wait on
   * each other in a cycle), judged, written back in one upsert; the alerts written car by car (rare).
   */
  private async pass(): Promise<void> {
    const batch = this.pending;
    this.pending = new Map();
    const cars = await this.carInfo([...batch.keys()]);
    const ids = [...cars.keys()].sort();
    if (ids.length === 0) return;
    await this.db.transaction(async (tx) => {
      const rows = await tx
        .select({ carId: busAlertStates.carId, state: busAlertStates.state })
        .from(busAlertStates)
        .where(inArray(busAlertStates.carId, ids))
        .orderBy(busAlertStates.carId)
        .for('update');
      const previous = new Map(rows.map((r) => [r.carId, r.state as CarAlertState]));
      const states: (typeof busAlertStates.$inferInsert)[] = [];
      const decided: [CarInfo, AlertAction[]][] = [];
      const newId = () => uuidv7(this.clock.now().getTime());
      for (const carId of ids) {
        const car = cars.get(carId);
        const fixes = batch.get(carId);
        if (!car || !fixes) continue;
        const judged: JudgeFix[] = fixes
          .map((f) => ({ time: f.time.getTime(), lat: f.lat / 1e6, lng: f.lng / 1e6, speed: f.speed / 10 }))
          .sort((a, b) => a.time - b.time);
        const { state, actions } = judgeFixes(previous.get(carId) ?? null, judged, car.ctx, newId);
        if (state) states.push({ carId, schoolId: car.schoolId, lastFixAt: new Date(state.t), state });
        if (actions.length > 0) decided.push([car, actions]);
      }
      if (states.length > 0)
        await tx
          .insert(busAlertStates)
          .values(states)
          .onConflictDoUpdate({
            target: busAlertStates.carId,
            set: { lastFixAt: sql`excluded.last_fix_at`, state: sql`excluded.state` },
          });
      for (const [car, actions] of decided) await this.apply(tx, car, actions);
    });
  }

  private async silentPass(): Promise<number> {
    const now = this.clock.now().getTime();
    const quiet = await this.db
      .select({ carId: busAlertStates.carId })
      .from(busAlertStates)
      .innerJoin(busCars, eq(busCars.id, busAlertStates.carId))
      .where(
        and(
          eq(busCars.status, 1),
          lte(busAlertStates.lastFixAt, new Date(now - SILENT_MS)),
          or(
            and(gt(busAlertStates.lastFixAt, new Date(now - SILENT_RECENT_MS)), sql`(${busAlertStates.state} ->> 'silentId') is null`),
            sql`(${busAlertStates.state} ?| array['over', 'off', 'stop'])`,
          ),
        ),
      );
    if (quiet.length === 0) return 0;
    const cars = await this.carInfo(quiet.map((q) => q.carId));
    let raised = 0;
    for (const { carId } of quiet) {
      const car = cars.get(carId);
      if (!car) continue;
      raised += await this.db.transaction(async (tx) => {
        const [row] = await tx.select().from(busAlertStates).where(eq(busAlertStates.carId, carId)).for('update');
        if (!row) return 0;
        const { state, actions } = judgeQuiet(row.state as CarAlertState, now, car.ctx, () => uuidv7(now));
        if (actions.length === 0) return 0;
        await tx.update(busAlertStates).set({ state }).where(eq(busAlertStates.carId, carId));
        return this.apply(tx, car, actions);
      });
    }
    return raised;
  }

  /** Writes what the judge decided; returns how many alerts were raised. */
  private async apply(tx: Tx, car: CarInfo, actions: readonly AlertAction[]): Promise<number> {
    if (actions.length === 0) return 0;
    const now = this.clock.now();
    const changed: string[] = [];
    const raised: RaisedAlert[] = [];
    for (const a of actions) {
      if (a.op === 'end') {
        const ended = await tx
          .update(busAlerts)
          .set({ endedAt: new Date(a.endedAt), value: sql`greatest(${busAlerts.value}, ${a.value})` })
          .where(and(eq(busAlerts.id, a.id), isNull(busAlerts.endedAt)))
          .returning({ id: busAlerts.id });
        changed.push(...ended.map((r) => r.id));
        continue;
      }
      const { alert } = a;
      // An episode still open under another id (a lost state row) stays the one alert.
      const inserted = await tx
        .insert(busAlerts)
        .values({
          id: alert.id,
          schoolId: car.schoolId,
          carId: car.carId,
          kind: alert.kind,
          routeId: alert.routeId,
          routeName: alert.routeName,
          startedAt: new Date(alert.startedAt),
          raisedAt: now,
          lat: alert.lat,
          lng: alert.lng,
          value: alert.value,
          limit: alert.limit,
        })
        .onConflictDoNothing()
        .returning({ id: busAlerts.id });
      if (inserted.length > 0) {
        changed.push(alert.id);
        raised.push(alert);
      }
    }
    if (raised.length > 0) {
      const userIds = await membersHolding(tx, car.schoolId, ALERT_ACK_PERMISSION);
      for (const alert of raised)
        await sendNotification(tx, {
          schoolId: car.schoolId,
          userIds,
          sender: { userId: null, name: '校车报警' },
          title: `${ALERT_NOTICE_TITLE}：${car.plate}${ALERT_KINDS[alert.kind]}`,
          content: `${alertMessage({ ...alert, plate: car.plate })}。请在「行驶记录 → 报警记录」中确认处理。`,
          createdAt: now,
        });
    }
    if (changed.length > 0) await announceAlerts(tx, car.schoolId, changed);
    return raised.length;
  }

  /** The cars' schools, plates, settings and routes in service (stops with positions), read once per pass. */
  private async carInfo(carIds: string[]): Promise<Map<string, CarInfo>> {
    const out = new Map<string, CarInfo>();
    if (carIds.length === 0) return out;
    const cars = await this.db
      .select({
        carId: busCars.id,
        schoolId: busCars.schoolId,
        plate: busCars.plate,
        overspeedKmh: busSettings.overspeedKmh,
        corridorM: busSettings.corridorM,
        parkingMinutes: busSettings.parkingMinutes,
      })
      .from(busCars)
      .leftJoin(busSettings, eq(busSettings.schoolId, busCars.schoolId))
      .where(and(inArray(busCars.id, carIds), eq(busCars.status, 1)));
    const routes = await this.db
      .select({ id: busRoutes.id, name: busRoutes.name, carId: busRoutes.carId, stops: busRoutes.stops, schoolId: busRoutes.schoolId })
      .from(busRoutes)
      .where(and(inArray(busRoutes.carId, carIds), eq(busRoutes.disabled, false)));
    const stopIds = [...new Set(routes.flatMap((r) => r.stops.map((s) => s.stopId)))];
    // Trips recorded yesterday, today or tomorrow (China days about now): a weekend trip runs its route.
    const now = this.clock.now().getTime();
    const days = [-1, 0, 1].map((d) => chinaToday(new Date(now + d * 86_400_000)));
    const trips =
      routes.length === 0
        ? []
        : await this.db
            .selectDistinct({ routeId: busTripEvents.routeId, day: busTripEvents.day })
            .from(busTripEvents)
            .where(
              and(
                inArray(
                  busTripEvents.routeId,
                  routes.map((r) => r.id),
                ),
                inArray(busTripEvents.day, days),
              ),
            );
    const stops = new Map(
      stopIds.length === 0
        ? []
        : (
            await this.db
              .select({ id: busStops.id, lat: busStops.lat, lng: busStops.lng })
              .from(busStops)
              .where(inArray(busStops.id, stopIds))
          ).map((s) => [s.id, s]),
    );
    for (const c of cars)
      out.set(c.carId, {
        carId: c.carId,
        schoolId: c.schoolId,
        plate: c.plate,
        ctx: {
          overspeedKmh: c.overspeedKmh ?? BUS_SETTINGS_DEFAULTS.overspeedKmh,
          corridorM: c.corridorM ?? BUS_SETTINGS_DEFAULTS.corridorM,
          parkingMinutes: c.parkingMinutes ?? BUS_SETTINGS_DEFAULTS.parkingMinutes,
          routes: routes
            .filter((r) => r.carId === c.carId && r.schoolId === c.schoolId)
            .map((r) => ({
              id: r.id,
              name: r.name,
              tripDays: trips.filter((t) => t.routeId === r.id).map((t) => t.day),
              stops: r.stops.flatMap((s) => {
                const at = stops.get(s.stopId);
                return at ? [{ lat: at.lat, lng: at.lng, time: s.time }] : [];
              }),
            })),
        },
      });
    return out;
  }
}

/** Tells every server process that these alerts of the school changed (delivered after commit). */
export async function announceAlerts(tx: Pick<Db, 'execute'>, schoolId: number, ids: string[]): Promise<void> {
  const signal: BusAlertSignal = { schoolId, ids };
  await tx.execute(sql`SELECT pg_notify(${BUS_ALERT_CHANNEL}, ${JSON.stringify(signal)})`);
}
