import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  type AttendanceClassDayItem,
  type AttendanceClassDayQuery,
  type AttendanceEventRow,
  dayStates,
  STUDENT_STATUS,
  stateOf,
} from '@contract';
import { attendanceEvents, classes, students } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { toAttendanceEventRow } from '../../../replication/attendance/children-rows';
import type { AuthedContext } from '../../context';
import { assertSchoolInScope, MISSING_ROW_MSG } from '../../school-scope';

/** The school of a class, if there is such a class (the route checks the permission there). */
export async function attendanceClassSchool(ctx: AuthedContext, classId: string): Promise<number | undefined> {
  const [cls] = await ctx.db.select({ schoolId: classes.schoolId }).from(classes).where(eq(classes.id, classId));
  return cls?.schoolId;
}

/**
 * A class's day (SPEC §7 /park/studentAttendance): each child of the class with the winning event of the day
 * (the same derivation the devices run) and the day's history, oldest first by HLC. Read online by clients that
 * do not sync, and for days before a device's sync window.
 */
export async function listClassDay(ctx: AuthedContext, q: AttendanceClassDayQuery): Promise<AttendanceClassDayItem[]> {
  const [cls] = await ctx.db.select().from(classes).where(eq(classes.id, q.classId));
  if (!cls) throw AppError.notFound(MISSING_ROW_MSG);
  assertSchoolInScope(ctx, cls.schoolId);
  const kids = await ctx.db
    .select({ id: students.id, name: students.name })
    .from(students)
    // The children in school: one who left or graduated keeps the class id but has no place on its sheet.
    .where(and(eq(students.schoolId, cls.schoolId), eq(students.classId, cls.id), eq(students.status, STUDENT_STATUS.enrolled)))
    .orderBy(asc(students.name), asc(students.id));
  const ids = kids.map((k) => k.id);
  const events: AttendanceEventRow[] =
    ids.length === 0
      ? []
      : (
          await ctx.db
            .select()
            .from(attendanceEvents)
            .where(
              and(eq(attendanceEvents.schoolId, cls.schoolId), eq(attendanceEvents.day, q.day), inArray(attendanceEvents.studentId, ids)),
            )
            .orderBy(asc(attendanceEvents.hlc), asc(attendanceEvents.id))
        ).map(toAttendanceEventRow);
  const states = dayStates(events);
  const byChild = new Map<string, AttendanceEventRow[]>();
  for (const e of events) byChild.set(e.studentId, [...(byChild.get(e.studentId) ?? []), e]);
  return kids.map((k) => ({
    studentId: k.id,
    studentName: k.name,
    current: stateOf(states, k.id, q.day) ?? null,
    history: byChild.get(k.id) ?? [],
  }));
}
