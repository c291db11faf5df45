import { date, index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { deviceEventStamp, schoolRef } from '../columns';

/**
 * Daily attendance events (幼儿考勤): append-only, one per tap, never updated or deleted. A child's state for a day
 * is the event with the greatest `hlc` (contract/attendance/children-day.ts); ids are the device's UUIDv7.
 */
export const attendanceEvents = pgTable(
  'attendance_events',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    /** The child's class when the event was recorded. */
    classId: uuid('class_id').notNull(),
    studentId: uuid('student_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** SPEC §3: 0 entered, 1 persuaded back, 2 leave, 3 absent. */
    status: smallint('status').notNull(),
    /** 0 none, 1 sick, 2 personal. */
    leaveType: smallint('leave_type').notNull().default(0),
    reason: text('reason').notNull().default(''),
    /** Tenths of a degree Celsius. */
    temperature: smallint('temperature'),
    ...deviceEventStamp(),
  },
  (t) => [
    index('attendance_events_class_day_idx').on(t.schoolId, t.classId, t.day),
    index('attendance_events_student_day_idx').on(t.studentId, t.day),
  ],
);
