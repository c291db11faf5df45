import { and, eq, inArray } from 'drizzle-orm';
import { BusTripMsg, type BusRouteRow, type BusTripEventRow, RIDE_ANY, type TripState, tripState } from '@contract';
import { busTripEvents, students } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { recordChanges } from '../../../replication/change-log';
import { toBusTripEventRow } from '../../../replication/bus/trip-rows';
import { busRowOrFail } from '../fleet/bus-rows';
import type { AuthedContext } from '../../context';
import { rightsIn } from '../../permissions/member-rights';
import { userAccess } from '../../permissions/user-access';
import { assertSchoolInScope } from '../../school-scope';

export interface Trip {
  route: BusRouteRow;
  events: BusTripEventRow[];
  state: TripState<BusTripEventRow>;
}

/**
 * The route of the trip (route + day) a call records on. The route must be the school's, and the member its bus
 * teacher unless they may record on every route (RIDE_ANY): bus staff touch their own trips only.
 */
export async function tripRouteFor(ctx: AuthedContext, key: { schoolId: number; routeId: string }): Promise<BusRouteRow> {
  assertSchoolInScope(ctx, key.schoolId);
  const route = await busRowOrFail(ctx.db, key.schoolId, 'busRoutes', key.routeId);
  const rights = await rightsIn(ctx, key.schoolId);
  if (!rights?.permissions.has(RIDE_ANY) && route.escortId !== ctx.session.userId) throw AppError.forbidden(BusTripMsg.notYourRoute);
  return route;
}

const tripWhere = (key: { schoolId: number; routeId: string; day: string }) =>
  and(eq(busTripEvents.schoolId, key.schoolId), eq(busTripEvents.routeId, key.routeId), eq(busTripEvents.day, key.day));

/** The trip with its events and their fold: for the calls that need the whole state (undo, close). */
export async function tripFor(ctx: AuthedContext, key: { schoolId: number; routeId: string; day: string }): Promise<Trip> {
  const route = await tripRouteFor(ctx, key);
  const rows = await ctx.db.select().from(busTripEvents).where(tripWhere(key));
  const events = rows.map(toBusTripEventRow);
  return { route, events, state: tripState(events) };
}

/** Refuses a tap on a closed trip without reading the trip's events (a tap needs no more; a trip has hundreds). */
export async function assertTripOpen(ctx: AuthedContext, key: { schoolId: number; routeId: string; day: string }): Promise<void> {
  const [close] = await ctx.db
    .select({ id: busTripEvents.id })
    .from(busTripEvents)
    .where(and(tripWhere(key), eq(busTripEvents.kind, 'close')))
    .limit(1);
  if (close) throw AppError.badRequest(BusTripMsg.closed);
}

/** Refuses an event id already stored (the push protocol never sends one twice; a REST retry might). */
export async function assertNewEvent(ctx: AuthedContext, id: string): Promise<void> {
  const [other] = await ctx.db.select({ id: busTripEvents.id }).from(busTripEvents).where(eq(busTripEvents.id, id));
  if (other) throw AppError.badRequest(BusTripMsg.exists);
}

/** The children's names, in the order of `ids` (for messages that name who is still on the bus). */
export async function childNames(ctx: AuthedContext, schoolId: number, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select({ id: students.id, name: students.name })
    .from(students)
    .where(and(eq(students.schoolId, schoolId), inArray(students.id, [...ids])));
  const byId = new Map(rows.map((r) => [r.id, r.name]));
  return ids.map((id) => byId.get(id) ?? '');
}

type NewEvent = Omit<BusTripEventRow, 'recordedBy' | 'recorderName'>;

/**
 * Stores events of one route exactly as the device stamped them, with the signed-in member as who recorded them (their
 * name from the access the request was checked with: no query per tap) and the route's car and driver of now, in one
 * insert and one change-log write.
 */
export async function insertTripEvents(ctx: AuthedContext, route: BusRouteRow, events: readonly NewEvent[]): Promise<BusTripEventRow[]> {
  const first = events[0];
  if (!first) return [];
  const { user } = await userAccess(ctx);
  const createdAt = ctx.clock.now();
  const crew = { carId: route.carId, driverId: route.driverId };
  const stored = await ctx.db
    .insert(busTripEvents)
    .values(events.map((event) => ({ ...event, ...crew, recordedBy: ctx.session.userId, recorderName: user.userName, createdAt })))
    .returning();
  const rows = stored.map(toBusTripEventRow);
  await recordChanges(
    ctx.db,
    first.schoolId,
    rows.map((row) => ({ table: 'busTripEvents', op: 'put', row })),
  );
  return rows;
}

export async function insertTripEvent(ctx: AuthedContext, route: BusRouteRow, event: NewEvent): Promise<BusTripEventRow> {
  const [row] = await insertTripEvents(ctx, route, [event]);
  if (!row) throw new Error('trip event insert returned nothing');
  return row;
}
