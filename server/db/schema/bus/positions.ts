import { sql } from 'drizzle-orm';
import { bigint, customType, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { busCars } from './fleet';

/** Bus positions (contract/bus/positions.ts, docs/bus-tracking.md): server-side only, never replicated. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres gives a Buffer, PGlite a Uint8Array: both are Uint8Arrays.
  fromDriver: (v) => v,
});
const car = () =>
  uuid('car_id')
    .notNull()
    .references(() => busCars.id, { onDelete: 'cascade' });

/**
 * Raw fixes, one per car and device time: a fix sent twice (a terminal repeating what it was not acked for) is
 * stored once. Integers as JT/T 808 sends them: degrees × 1e6, 0.1 km/h; alarm and status are its 32-bit flags.
 */
export const busFixes = pgTable(
  'bus_fixes',
  {
    carId: car(),
    deviceTime: timestamp('device_time', { withTimezone: true }).notNull(),
    schoolId: integer('school_id').notNull(),
    lat: integer('lat').notNull(),
    lng: integer('lng').notNull(),
    speed: smallint('speed').notNull(),
    direction: smallint('direction').notNull(),
    altitude: smallint('altitude').notNull(),
    alarm: bigint('alarm', { mode: 'number' }).notNull().default(0),
    status: bigint('status', { mode: 'number' }).notNull().default(0),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.carId, t.deviceTime] }), index('bus_fixes_time_idx').on(t.deviceTime)],
);

/**
 * One compact binary track per car and China day (contract encodeBusDayTrack), brought up to date on read when
 * stale: a stored fix bumps `version`; an update records the version it read, so a fix arriving during it leaves
 * the day stale.
 */
export const busTrackDays = pgTable(
  'bus_track_days',
  {
    carId: car(),
    day: date('day', { mode: 'string' }).notNull(),
    schoolId: integer('school_id').notNull(),
    version: integer('version').notNull().default(1),
    builtVersion: integer('built_version').notNull().default(0),
    points: integer('points').notNull().default(0),
    track: bytea('track'),
  },
  (t) => [primaryKey({ columns: [t.carId, t.day] }), index('bus_track_days_day_idx').on(t.day)],
);

/**
 * A car's tracking secrets, stored as SHA-256 hashes: the JT/T 808 auth code its terminal got at registration and
 * the tracker key a phone tracker posts with (both random, high-entropy, shown once).
 */
export const busDevices = pgTable('bus_devices', {
  carId: uuid('car_id')
    .primaryKey()
    .references(() => busCars.id, { onDelete: 'cascade' }),
  authCodeHash: text('auth_code_hash'),
  registeredAt: timestamp('registered_at', { withTimezone: true }),
  trackerKeyHash: text('tracker_key_hash'),
  keyIssuedAt: timestamp('key_issued_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});
