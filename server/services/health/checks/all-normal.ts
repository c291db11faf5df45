import { and, asc, eq, inArray } from 'drizzle-orm';
import { type AttendanceEventRow, ATTENDANCE_STATUS, LEAVE_TYPE, STUDENT_STATUS } from '@contract';
import {
  BOARDER_TRUSTEESHIP,
  CHECK_RESULT,
  CHECK_SESSION,
  CHECK_SESSION_LABEL,
  type CheckSession,
  CheckMsg,
  type HealthCheckAllNormalInput,
  type HealthCheckRow,
} from '@contract/health/checks';
import { attendanceEvents, students } from '../../../db/schema';
import { healthChecks } from '../../../db/schema/health/checks';
import { AppError } from '../../../lib/app-error';
import { chinaDay } from '../../../lib/format';
import { type RecordedChange, recordChanges } from '../../../replication/change-log';
import { toAttendanceEventRow } from '../../../replication/attendance/children-rows';
import { toHealthCheckRow } from '../../../replication/health/checks-rows';
import { eventStamp } from '../../attendance/event-stamp';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';
import { assertCaresForClass } from '../class-care';

/**
 * 全部正常: a normal check for each named child of the class that has no check of the session yet (as 全部入园: a
 * check recorded before, by any device, is never overwritten); in the morning, a child with no attendance mark of
 * the day is marked 入园 too (a checked child is present). The device's mutator applies the same rule.
 */
export async function allNormal(ctx: AuthedContext, input: HealthCheckAllNormalInput): Promise<HealthCheckRow[]> {
  assertSchoolInScope(ctx, input.schoolId);
  if (input.day > chinaDay(ctx.clock.now())) throw AppError.badRequest(CheckMsg.future);
  await assertCaresForClass(ctx, 'checks', input.schoolId, input.classId);
  const ids = input.entries.map((e) => e.studentId);
  const kids = await ctx.db
    .select({ id: students.id, trusteeship: students.trusteeship })
    .from(students)
    .where(
      and(
        inArray(students.id, ids),
        eq(students.schoolId, input.schoolId),
        eq(students.classId, input.classId),
        eq(students.status, STUDENT_STATUS.enrolled),
      ),
    )
    .orderBy(asc(students.id))
    .for('update');
  const inClass = new Set(
    kids.filter((k) => input.session !== CHECK_SESSION.evening || k.trusteeship === BOARDER_TRUSTEESHIP).map((k) => k.id),
  );
  const checked = await ctx.db
    .select({ studentId: healthChecks.studentId })
    .from(healthChecks)
    .where(and(inArray(healthChecks.studentId, ids), eq(healthChecks.day, input.day), eq(healthChecks.session, input.session)));
  const done = new Set(checked.map((c) => c.studentId));
  const open = input.entries.filter((e) => inClass.has(e.studentId) && !done.has(e.studentId));
  if (open.length === 0) return [];
  const taken = await ctx.db
    .select({ id: healthChecks.id })
    .from(healthChecks)
    .where(
      inArray(
        healthChecks.id,
        open.map((e) => e.id),
      ),
    );
  if (taken.length) throw AppError.badRequest(CheckMsg.exists);
  const stamp = await eventStamp(ctx, input);
  const stored = await ctx.db
    .insert(healthChecks)
    .values(
      open.map((e) => ({
        id: e.id,
        schoolId: input.schoolId,
        classId: input.classId,
        studentId: e.studentId,
        day: input.day,
        session: input.session,
        temperature: null,
        symptoms: 0,
        result: CHECK_RESULT.normal,
        note: '',
        photo: '',
        ...stamp,
      })),
    )
    .returning();
  const changes: RecordedChange[] = stored.map((r) => ({ table: 'healthChecks', op: 'put', row: toHealthCheckRow(r) }));
  for (const a of await enterUnmarked(ctx, input, open, stamp)) changes.push({ table: 'attendanceEvents', op: 'put', row: a });
  await recordChanges(ctx.db, input.schoolId, changes);
  await recordMutation(
    ctx,
    input.schoolId,
    'healthCheck.allNormal',
    `${input.day} ${CHECK_SESSION_LABEL[input.session as CheckSession]} ${stored.length}名幼儿正常`,
  );
  return stored.map(toHealthCheckRow);
}

/** The morning's 入园 events of the checked children with no attendance event of the day. */
async function enterUnmarked(
  ctx: AuthedContext,
  input: HealthCheckAllNormalInput,
  open: HealthCheckAllNormalInput['entries'],
  stamp: Awaited<ReturnType<typeof eventStamp>>,
): Promise<AttendanceEventRow[]> {
  if (input.session !== CHECK_SESSION.morning) return [];
  const want = open.filter((e) => e.attendanceId);
  if (want.length === 0) return [];
  const marked = await ctx.db
    .select({ studentId: attendanceEvents.studentId })
    .from(attendanceEvents)
    .where(
      and(
        inArray(
          attendanceEvents.studentId,
          want.map((e) => e.studentId),
        ),
        eq(attendanceEvents.day, input.day),
      ),
    );
  const has = new Set(marked.map((m) => m.studentId));
  const enter = want.filter((e) => !has.has(e.studentId));
  if (enter.length === 0) return [];
  const taken = await ctx.db
    .select({ id: attendanceEvents.id })
    .from(attendanceEvents)
    .where(
      inArray(
        attendanceEvents.id,
        enter.map((e) => e.attendanceId as string),
      ),
    );
  if (taken.length) throw AppError.badRequest(CheckMsg.exists);
  const rows = await ctx.db
    .insert(attendanceEvents)
    .values(
      enter.map((e) => ({
        id: e.attendanceId as string,
        schoolId: input.schoolId,
        classId: input.classId,
        studentId: e.studentId,
        day: input.day,
        status: ATTENDANCE_STATUS.entered,
        leaveType: LEAVE_TYPE.none,
        reason: '',
        temperature: null,
        ...stamp,
      })),
    )
    .returning();
  return rows.map(toAttendanceEventRow);
}
