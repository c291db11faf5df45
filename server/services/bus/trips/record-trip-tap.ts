import { and, eq, inArray } from 'drizzle-orm';
import { BusTripMsg, type BusRouteRow, type BusTripEventRow, type MutationArgs, TRIP_KIND_LABEL } from '@contract';
import { busStops, busTripEvents, students } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { recordMutations } from '../../operation-log/record-operation';
import { messageParents } from './parent-messages';
import { assertTripOpen, insertTripEvents, tripRouteFor } from './trip-access';

type Tap = MutationArgs<'busTrip.tap'>;

/**
 * Records one tap (上车, 下车, 缺乘) as a new event, as the device stamped it. Any child of the school is taken, on
 * the route's list or not: a child who got on the bus is a fact to keep, whatever the list says now. A boarding or
 * alighting tells the child's parents (parent-messages.ts).
 */
export async function recordTripTap(ctx: AuthedContext, tap: Tap): Promise<BusTripEventRow> {
  const [outcome] = await recordTripTaps(ctx, [tap]);
  if (!outcome || outcome instanceof AppError) throw outcome ?? new Error('no outcome for the tap');
  return outcome;
}

/**
 * Several taps at once, each stored or refused exactly as `recordTripTap` would, in order: what a push of a bus
 * teacher's offline taps carries (hundreds of one trip). The checks read each trip, child and stop once, and the taps
 * kept are written with one statement per table, so a trip's taps cost a few statements rather than a dozen each.
 */
export async function recordTripTaps(ctx: AuthedContext, taps: readonly Tap[]): Promise<Array<BusTripEventRow | AppError>> {
  const outcomes: Array<BusTripEventRow | AppError | undefined> = taps.map(() => undefined);
  const byTrip = new Map<string, number[]>();
  taps.forEach((t, i) => {
    const key = `${t.schoolId}/${t.routeId}/${t.day}`;
    byTrip.set(key, [...(byTrip.get(key) ?? []), i]);
  });
  for (const indexes of byTrip.values()) {
    const first = taps[indexes[0] as number] as Tap;
    const route = await openTripRoute(ctx, first);
    if (route instanceof AppError) {
      for (const i of indexes) outcomes[i] = route;
      continue;
    }
    const trip = indexes.map((i) => taps[i] as Tap);
    const names = await namesIn(ctx, trip);
    const refusals = await refusalsOf(ctx, trip, names);
    const kept = indexes.filter((_, k) => !refusals[k]);
    indexes.forEach((i, k) => {
      const refusal = refusals[k];
      if (refusal) outcomes[i] = refusal;
    });
    const rows = await insertTripEvents(
      ctx,
      route,
      kept.map((i) => ({ ...(taps[i] as Tap), targetId: null, forced: false, leftOnBoard: [] })),
    );
    const named = (row: BusTripEventRow) => ({
      child: names.children.get(row.studentId as string) ?? '',
      stop: names.stops.get(row.stopId as string) ?? '',
    });
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const i of kept) outcomes[i] = byId.get((taps[i] as Tap).id);
    await messageParents(
      ctx,
      route,
      rows.map((row) => ({ event: row, tap: row, names: named(row) })),
    );
    await recordMutations(
      ctx,
      first.schoolId,
      'busTrip.tap',
      rows.map((row) => {
        const n = named(row);
        return `${route.name} ${row.day} ${n.stop} ${n.child} ${TRIP_KIND_LABEL[row.kind]}`;
      }),
    );
  }
  return outcomes.map((o) => {
    if (!o) throw new Error('a tap was left without an outcome');
    return o;
  });
}

/** The trip's route if the member may record on it and the trip is open; else why not. */
async function openTripRoute(ctx: AuthedContext, key: Tap): Promise<BusRouteRow | AppError> {
  try {
    const route = await tripRouteFor(ctx, key);
    await assertTripOpen(ctx, key);
    return route;
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
}

/** The names of the trip's children and stops, as the school has them (a missing one is not the school's). */
async function namesIn(ctx: AuthedContext, trip: readonly Tap[]) {
  const schoolId = (trip[0] as Tap).schoolId;
  const children = await ctx.db
    .select({ id: students.id, name: students.name })
    .from(students)
    .where(and(eq(students.schoolId, schoolId), inArray(students.id, [...new Set(trip.map((t) => t.studentId))])));
  const stops = await ctx.db
    .select({ id: busStops.id, name: busStops.name })
    .from(busStops)
    .where(and(eq(busStops.schoolId, schoolId), inArray(busStops.id, [...new Set(trip.map((t) => t.stopId))])));
  return { children: new Map(children.map((c) => [c.id, c.name])), stops: new Map(stops.map((s) => [s.id, s.name])) };
}

type Names = Awaited<ReturnType<typeof namesIn>>;

/** Per tap of one trip, why it is refused (an event id stored before or twice, a child or stop not the school's). */
async function refusalsOf(ctx: AuthedContext, trip: readonly Tap[], names: Names): Promise<Array<AppError | undefined>> {
  const stored = await ctx.db
    .select({ id: busTripEvents.id })
    .from(busTripEvents)
    .where(
      inArray(
        busTripEvents.id,
        trip.map((t) => t.id),
      ),
    );
  const seen = new Set(stored.map((r) => r.id));
  return trip.map((t) => {
    if (seen.has(t.id)) return AppError.badRequest(BusTripMsg.exists);
    if (!names.children.has(t.studentId)) return AppError.notFound(BusTripMsg.childNotInSchool);
    if (!names.stops.has(t.stopId)) return AppError.notFound(BusTripMsg.stopNotOnRoute);
    seen.add(t.id);
    return undefined;
  });
}
