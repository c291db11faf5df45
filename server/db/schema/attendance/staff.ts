import { date, index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { deviceEventStamp, schoolRef } from '../columns';
import { userRef } from '../user-ref';

/**
 * Staff attendance events (教职工考勤): append-only like the children's (attendance_events), one per mark, never
 * updated or deleted. A member's day is the event with the greatest `hlc` (contract/attendance/day-fold.ts).
 */
export const staffAttendanceEvents = pgTable(
  'staff_attendance_events',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    /** The staff member the mark is about. */
    userId: userRef(),
    day: date('day', { mode: 'string' }).notNull(),
    /** contract/attendance/staff.ts: 0 出勤, 1 迟到, 2 请假, 3 缺勤, 4 早退, 5 公出. */
    status: smallint('status').notNull(),
    /** 0 none, 1 病假, 2 事假, 3 年假, 4 调休. */
    leaveType: smallint('leave_type').notNull().default(0),
    reason: text('reason').notNull().default(''),
    ...deviceEventStamp(),
  },
  (t) => [
    index('staff_attendance_events_school_day_idx').on(t.schoolId, t.day),
    index('staff_attendance_events_user_day_idx').on(t.userId, t.day),
  ],
);
