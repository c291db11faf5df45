import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BusSocketMessage, nextHlc, uuidv7 } from '@contract';
import { busRiders, busRoutes } from '../../server/db/schema';
import { TripEventHub } from '../../server/services/bus/operations/trip-event-hub';
import { PokeHub } from '../../server/sync/pokes';
import { loginSigned, protocolClient } from './helpers/sync-client';
import { createTestApp, type Signed, type TestApp } from './helpers/test-app';

/** The bus socket's feed (server/services/bus/operations/trip-event-hub.ts): new trip events, per school, batched. */
describe('bus socket feed', () => {
  let t: TestApp;
  let busTeacher: Signed;
  let pokes: PokeHub;
  let hub: TripEventHub;
  let route: typeof busRoutes.$inferSelect;
  let riders: string[];
  let hlc: string | undefined;
  beforeAll(async () => {
    t = await createTestApp();
    busTeacher = await loginSigned(t, 'xiaoche');
    pokes = new PokeHub();
    await pokes.start({ listen: t.database.listen });
    hub = new TripEventHub(t.database.db, pokes, 1000);
    [route] = (await t.database.db
      .select()
      .from(busRoutes)
      .where(and(eq(busRoutes.schoolId, 101), eq(busRoutes.period, 'afternoon')))) as [typeof route];
    riders = (await t.database.db.select().from(busRiders).where(eq(busRiders.routeId, route.id))).map((r) => r.studentId);
  });
  afterAll(async () => {
    hub.close();
    await pokes.close();
    await t.close();
  });

  const tap = (studentId: string) => {
    hlc = nextHlc(hlc, Date.now(), 'c-socket');
    return {
      id: uuidv7(),
      schoolId: 101,
      routeId: route.id,
      day: '2026-11-29',
      hlc,
      createTime: new Date().toISOString(),
      kind: 'board',
      studentId,
      stopId: route.stops[0]?.stopId,
    };
  };
  const push = (args: ReturnType<typeof tap>, id = 1) => protocolClient(t, busTeacher).push([{ id, name: 'busTrip.tap', args }]);

  it('sends a tap to the school’s listeners at once, a burst after it batched a second later, nothing to another school', async () => {
    const got: { at: number; message: BusSocketMessage }[] = [];
    const other: BusSocketMessage[] = [];
    const stop = hub.subscribe(101, (message) => got.push({ at: Date.now(), message }));
    const stopOther = hub.subscribe(102, (message) => other.push(message));
    await new Promise((r) => setTimeout(r, 200));
    const first = tap(riders[0] ?? '');
    const started = Date.now();
    await push(first);
    await expect.poll(() => got.length, { timeout: 1500 }).toBe(1);
    expect(got[0]?.message).toEqual({ type: 'tripEvents', events: [expect.objectContaining({ id: first.id, kind: 'board' })] });
    expect((got[0]?.at ?? 0) - started).toBeLessThan(1000);
    const burst = [tap(riders[1] ?? ''), tap(riders[2] ?? '')];
    await push(burst[0] as ReturnType<typeof tap>);
    await push(burst[1] as ReturnType<typeof tap>);
    await expect.poll(() => got.length, { timeout: 3000 }).toBe(2);
    const second = got[1]?.message;
    expect(second?.type === 'tripEvents' ? second.events.map((e) => e.id) : []).toEqual(burst.map((b) => b.id));
    expect((got[1]?.at ?? 0) - (got[0]?.at ?? 0)).toBeGreaterThanOrEqual(990);
    expect(other).toEqual([]);
    stop();
    stopOther();
  });
});
