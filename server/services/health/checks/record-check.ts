import { eq } from 'drizzle-orm';
import {
  CHECK_RESULT_LABEL,
  CHECK_SESSION,
  CHECK_SESSION_LABEL,
  type CheckResult,
  type CheckSession,
  CheckMsg,
  type HealthCheckRecordInput,
  type HealthCheckRow,
  BOARDER_TRUSTEESHIP,
} from '@contract/health/checks';
import { healthChecks } from '../../../db/schema/health/checks';
import { AppError } from '../../../lib/app-error';
import { type RecordedChange, recordChanges } from '../../../replication/change-log';
import { toHealthCheckRow } from '../../../replication/health/checks-rows';
import { eventStamp } from '../../attendance/event-stamp';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { writeCheckAttendance } from './attendance-part';
import { checkChild } from './check-child';
import { warnOutbreak } from './warn-outbreak';

/**
 * Records one check as a new event, exactly as the device stamped it; a morning check also writes its attendance
 * event (attendance-part.ts) in the same transaction. A check with a symptom may raise an outbreak warning.
 */
export async function recordCheck(ctx: AuthedContext, input: HealthCheckRecordInput): Promise<HealthCheckRow> {
  const child = await checkChild(ctx, input.schoolId, input.studentId, input.day);
  if (input.session === CHECK_SESSION.evening && child.trusteeship !== BOARDER_TRUSTEESHIP) throw AppError.badRequest(CheckMsg.notBoarder);
  const [exists] = await ctx.db.select({ id: healthChecks.id }).from(healthChecks).where(eq(healthChecks.id, input.id));
  if (exists) throw AppError.badRequest(CheckMsg.exists);
  const stamp = await eventStamp(ctx, input);
  const [stored] = await ctx.db
    .insert(healthChecks)
    .values({
      id: input.id,
      schoolId: input.schoolId,
      classId: child.classId,
      studentId: child.id,
      day: input.day,
      session: input.session,
      // The morning's temperature is the attendance event's, never a second entry.
      temperature: input.session === CHECK_SESSION.morning ? null : input.temperature,
      symptoms: input.symptoms,
      result: input.result,
      note: input.note,
      photo: input.photo,
      ...stamp,
    })
    .returning();
  if (!stored) throw new Error('health check insert returned nothing');
  const row = toHealthCheckRow(stored);
  const attendance = await writeCheckAttendance(ctx, input, child.classId, stamp);
  const changes: RecordedChange[] = [{ table: 'healthChecks', op: 'put', row }];
  if (attendance) changes.push({ table: 'attendanceEvents', op: 'put', row: attendance });
  await recordChanges(ctx.db, input.schoolId, changes);
  await recordMutation(
    ctx,
    input.schoolId,
    'healthCheck.record',
    `${child.name} ${input.day} ${CHECK_SESSION_LABEL[input.session as CheckSession]} ${CHECK_RESULT_LABEL[input.result as CheckResult]}`,
  );
  if (input.symptoms) await warnOutbreak(ctx, row);
  return row;
}
