import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attendanceEvents } from '../../db/schema';

/**
 * Days each child was present (the attendance issue's records: 入园 counts, 请假/缺勤/劝返 do not) in [from, to].
 * A day's state is its latest event (the greatest hlc), as contract/attendance-day.ts folds them.
 *
 * The billing helper's stand-in with billkit's signature (server/services/finance-bills/attendance-days.ts): when
 * that file is merged, bills import it and this one goes.
 */
export async function attendedDays(db: Db, schoolId: number, studentIds: string[], from: string, to: string): Promise<Map<string, number>> {
  const out = new Map(studentIds.map((id) => [id, 0]));
  if (studentIds.length === 0 || to < from) return out;
  const latest = db
    .selectDistinctOn([attendanceEvents.studentId, attendanceEvents.day], {
      studentId: attendanceEvents.studentId,
      status: attendanceEvents.status,
    })
    .from(attendanceEvents)
    .where(
      and(
        eq(attendanceEvents.schoolId, schoolId),
        inArray(attendanceEvents.studentId, studentIds),
        gte(attendanceEvents.day, from),
        lte(attendanceEvents.day, to),
      ),
    )
    .orderBy(attendanceEvents.studentId, attendanceEvents.day, sql`${attendanceEvents.hlc} desc`)
    .as('latest');
  const rows = await db
    .select({ studentId: latest.studentId, days: sql<string>`count(*)` })
    .from(latest)
    .where(eq(latest.status, 0))
    .groupBy(latest.studentId);
  for (const r of rows) out.set(r.studentId, Number(r.days));
  return out;
}
