import { and, eq } from 'drizzle-orm';
import type { AttendanceEventRow } from '@contract';
import { dayStates, stateOf } from '@contract/attendance/children-day';
import { type CheckAttendance, checkAttendance } from '@contract/health/checks-day';
import { CheckMsg, type HealthCheckRecordInput } from '@contract/health/checks';
import { attendanceEvents } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { toAttendanceEventRow } from '../../../replication/attendance/children-rows';
import type { AuthedContext } from '../../context';

type Stamp = { hlc: string; recordedBy: number; recorderName: string; createTime: string; createdAt: Date };

/**
 * The attendance event a morning check writes (contract/health/checks-day.ts checkAttendance: one temperature for
 * both, 劝返 marks the day, a checked child is present), with the check's stamp and the device's event id; null when
 * the check leaves attendance as it is. The caller records the change in the same transaction.
 */
export async function writeCheckAttendance(
  ctx: AuthedContext,
  input: Pick<
    HealthCheckRecordInput,
    'schoolId' | 'studentId' | 'day' | 'session' | 'attendanceId' | 'result' | 'symptoms' | 'temperature'
  >,
  classId: string,
  stamp: Stamp,
): Promise<AttendanceEventRow | null> {
  if (!input.attendanceId) return null;
  const events = (
    await ctx.db
      .select()
      .from(attendanceEvents)
      .where(and(eq(attendanceEvents.studentId, input.studentId), eq(attendanceEvents.day, input.day)))
  ).map(toAttendanceEventRow);
  const part: CheckAttendance | null = checkAttendance(input, stateOf(dayStates(events), input.studentId, input.day));
  if (!part) return null;
  const [taken] = await ctx.db
    .select({ id: attendanceEvents.id })
    .from(attendanceEvents)
    .where(eq(attendanceEvents.id, input.attendanceId));
  if (taken) throw AppError.badRequest(CheckMsg.exists);
  const [stored] = await ctx.db
    .insert(attendanceEvents)
    .values({ id: input.attendanceId, schoolId: input.schoolId, classId, studentId: input.studentId, day: input.day, ...part, ...stamp })
    .returning();
  if (!stored) throw new Error('attendance event insert returned nothing');
  return toAttendanceEventRow(stored);
}
