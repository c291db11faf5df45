import { date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { schoolRef } from '../columns';

/**
 * Parents' messages of the school bus (contract/bus/messages.ts): one per boarding or alighting event and one per
 * undo of such a tap. The unique event id makes "exactly once" the database's promise, whatever path applied the
 * event (REST, push, a retry).
 */
export const busTripMessages = pgTable(
  'bus_trip_messages',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    routeId: uuid('route_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    eventId: uuid('event_id').notNull(),
    studentId: uuid('student_id').notNull(),
    studentName: text('student_name').notNull(),
    /** BUS_MESSAGE_KINDS: board, alight, undo. */
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    phones: jsonb('phones').$type<string[]>().notNull(),
    /** BUS_MESSAGE_STATUSES: pending, sent, failed. */
    status: text('status').notNull(),
    /** The channel's answer when it failed. */
    error: text('error').notNull().default(''),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('bus_trip_messages_event_idx').on(t.eventId), index('bus_trip_messages_trip_idx').on(t.schoolId, t.routeId, t.day)],
);
