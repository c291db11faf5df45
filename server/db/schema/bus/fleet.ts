import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { schoolRef } from '../columns';

/** School bus basic settings (contract/bus/fleet.ts): rows made on clients (UUIDv7), one school each. */

export const busDrivers = pgTable(
  'bus_drivers',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    idNumber: text('id_number').notNull(),
    licenceClass: text('licence_class').notNull(),
    licenceExpiry: date('licence_expiry', { mode: 'string' }).notNull(),
    status: smallint('status').notNull().default(1),
    /** A stored picture's path, '' for none. */
    photo: text('photo').notNull().default(''),
  },
  (t) => [uniqueIndex('bus_drivers_school_phone_idx').on(t.schoolId, t.phone)],
);

export const busCars = pgTable(
  'bus_cars',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    plate: text('plate').notNull(),
    model: text('model').notNull(),
    seats: smallint('seats').notNull(),
    /** Unique in the school: the GPS positions arrive under it. */
    gpsDeviceId: text('gps_device_id').notNull(),
    insuranceExpiry: date('insurance_expiry', { mode: 'string' }),
    inspectionExpiry: date('inspection_expiry', { mode: 'string' }),
    status: smallint('status').notNull().default(1),
  },
  (t) => [
    uniqueIndex('bus_cars_school_plate_idx').on(t.schoolId, t.plate),
    uniqueIndex('bus_cars_school_gps_idx').on(t.schoolId, t.gpsDeviceId),
  ],
);

export const busStops = pgTable(
  'bus_stops',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    name: text('name').notNull(),
    /** WGS-84 degrees. */
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    address: text('address').notNull().default(''),
    disabled: boolean('disabled').notNull().default(false),
  },
  (t) => [index('bus_stops_school_idx').on(t.schoolId)],
);

export const busRoutes = pgTable(
  'bus_routes',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    name: text('name').notNull(),
    /** 'morning' | 'afternoon'. */
    period: text('period').notNull(),
    /** The stops in calling order with planned times: [{ stopId, time: 'HH:MM' }]. */
    stops: jsonb('stops').$type<{ stopId: string; time: string }[]>().notNull(),
    carId: uuid('car_id').references(() => busCars.id),
    driverId: uuid('driver_id').references(() => busDrivers.id),
    escortId: integer('escort_id'),
    escortName: text('escort_name').notNull().default(''),
    disabled: boolean('disabled').notNull().default(false),
  },
  (t) => [index('bus_routes_school_idx').on(t.schoolId)],
);

/** One row per school (id busSettingsId(schoolId)); a school without one uses BUS_SETTINGS_DEFAULTS. */
export const busSettings = pgTable('bus_settings', {
  id: uuid('id').primaryKey(),
  schoolId: schoolRef().unique(),
  overspeedKmh: integer('overspeed_kmh').notNull(),
  corridorM: integer('corridor_m').notNull(),
  parkingMinutes: integer('parking_minutes').notNull(),
  boardingText: text('boarding_text').notNull(),
  alightingText: text('alighting_text').notNull(),
});

/** Fuel cards (油卡): applied for a car, then approved or rejected, allocated, cancelled; every move in `history`. */
export const busFuelCards = pgTable(
  'bus_fuel_cards',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    carId: uuid('car_id')
      .notNull()
      .references(() => busCars.id),
    reason: text('reason').notNull(),
    /** FUEL_CARD_STATES key. */
    state: text('state').notNull(),
    cardNo: text('card_no').notNull().default(''),
    rejectReason: text('reject_reason').notNull().default(''),
    history: jsonb('history').$type<{ state: string; userId: number; userName: string; at: string }[]>().notNull(),
  },
  (t) => [index('bus_fuel_cards_school_idx').on(t.schoolId)],
);

/** Lines (线路): a named service grouping routes; a route is in one line at most (checked by the service). */
export const busLines = pgTable(
  'bus_lines',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    name: text('name').notNull(),
    routeIds: jsonb('route_ids').$type<string[]>().notNull(),
    remark: text('remark').notNull().default(''),
    disabled: boolean('disabled').notNull().default(false),
  },
  (t) => [uniqueIndex('bus_lines_school_name_idx').on(t.schoolId, t.name)],
);

/** The school's bus operating company (校车运营单位): one per school, id busCompanyId(schoolId). */
export const busCompanies = pgTable('bus_companies', {
  id: uuid('id').primaryKey(),
  schoolId: schoolRef().unique(),
  name: text('name').notNull(),
  /** COMPANY_TYPES key: 1 自营, 2 租赁, 3 委托运营. */
  type: smallint('type').notNull(),
  licenceNo: text('licence_no').notNull().default(''),
  contact: text('contact').notNull(),
  phone: text('phone').notNull(),
  address: text('address').notNull().default(''),
});

/**
 * Expiry reminders sent (server only): one row per thing, expiry day and lead (30 or 7), so a reminder is sent once
 * across restarts and processes, and a changed expiry day makes new ones due.
 */
export const busExpiryReminders = pgTable(
  'bus_expiry_reminders',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    /** 'insurance' | 'inspection' (a car) or 'licence' (a driver). */
    kind: text('kind').notNull(),
    subjectId: uuid('subject_id').notNull(),
    expiry: date('expiry', { mode: 'string' }).notNull(),
    lead: smallint('lead').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('bus_expiry_reminders_key_idx').on(t.subjectId, t.kind, t.expiry, t.lead)],
);
