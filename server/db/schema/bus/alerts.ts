import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { busCars } from './fleet';

/**
 * School bus alerts (contract/bus/alerts.ts, docs/bus-tracking.md "Alerts"): server-side only, never replicated.
 * One row per episode; at most one open episode (ended_at null) per car and kind, which keeps two processes (or a
 * retry) from raising the same episode twice.
 */
export const busAlerts = pgTable(
  'bus_alerts',
  {
    id: uuid('id').primaryKey(),
    schoolId: integer('school_id').notNull(),
    carId: uuid('car_id')
      .notNull()
      .references(() => busCars.id, { onDelete: 'cascade' }),
    /** contract ALERT_KINDS. */
    kind: text('kind').notNull(),
    /** The route the car was driving, its name kept as it was then. */
    routeId: uuid('route_id'),
    routeName: text('route_name').notNull().default(''),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** When the server raised it. */
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    value: integer('value').notNull(),
    limit: integer('limit').notNull(),
    ackUserId: integer('ack_user_id'),
    ackName: text('ack_name').notNull().default(''),
    ackAt: timestamp('ack_at', { withTimezone: true }),
  },
  (t) => [
    index('bus_alerts_school_idx').on(t.schoolId, t.startedAt),
    uniqueIndex('bus_alerts_open_idx').on(t.carId, t.kind).where(sql`${t.endedAt} is null`),
  ],
);

/**
 * Per car, where the alert judge stands (server/services/bus/alerts/judge.ts `CarAlertState`): the last fix judged
 * and the episodes under way. Written with the alerts it raises, in one transaction.
 */
export const busAlertStates = pgTable('bus_alert_states', {
  carId: uuid('car_id')
    .primaryKey()
    .references(() => busCars.id, { onDelete: 'cascade' }),
  schoolId: integer('school_id').notNull(),
  /** The newest fix judged (device time): the silent check reads it. */
  lastFixAt: timestamp('last_fix_at', { withTimezone: true }).notNull(),
  state: jsonb('state').notNull(),
});
