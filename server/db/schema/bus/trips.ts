import { boolean, date, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { busRoutes, busStops } from './fleet';
import { deviceEventStamp, schoolRef } from '../columns';

/** Riders (乘车名单, contract/bus/trips.ts): a child on a route at one of its stops; id busRiderId(route, child). */
export const busRiders = pgTable(
  'bus_riders',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    routeId: uuid('route_id')
      .notNull()
      .references(() => busRoutes.id),
    stopId: uuid('stop_id')
      .notNull()
      .references(() => busStops.id),
    studentId: uuid('student_id').notNull(),
  },
  (t) => [uniqueIndex('bus_riders_route_student_idx').on(t.routeId, t.studentId), index('bus_riders_school_idx').on(t.schoolId)],
);

/**
 * Trip events (跟车登记): append-only, one per tap, undo or close, never updated or deleted; a trip's state is
 * their fold (contract/bus/trip-fold.ts). Ids are the device's UUIDv7.
 */
export const busTripEvents = pgTable(
  'bus_trip_events',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    routeId: uuid('route_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** TRIP_EVENT_KINDS: board, alight, absent, undo, close. */
    kind: text('kind').notNull(),
    studentId: uuid('student_id'),
    stopId: uuid('stop_id'),
    targetId: uuid('target_id'),
    reason: text('reason').notNull().default(''),
    forced: boolean('forced').notNull().default(false),
    leftOnBoard: jsonb('left_on_board').$type<string[]>().notNull().default([]),
    ...deviceEventStamp(),
    /**
     * The route's car and driver when the server stored the event (server-side only, not replicated): a trip's
     * records name the bus that drove it, whatever the route is given later.
     */
    carId: uuid('car_id'),
    driverId: uuid('driver_id'),
  },
  (t) => [
    index('bus_trip_events_trip_idx').on(t.schoolId, t.routeId, t.day),
    index('bus_trip_events_school_day_idx').on(t.schoolId, t.day),
    index('bus_trip_events_student_day_idx').on(t.studentId, t.day),
  ],
);
