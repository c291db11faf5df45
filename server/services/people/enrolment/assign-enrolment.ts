import { childDetailsFromApplication, EnrolmentMsg, type EnrolmentRow, type MutationArgs } from '@contract';
import { toEnrolmentRow } from '../../../replication/people/enrolment-rows';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';
import { createStudent } from '../students/create-student';
import { lockEnrolmentOrFail, saveEnrolment } from './enrolment-store';

/**
 * 分班: the admitted child becomes a child of the class, through the one student create service. Idempotent on the
 * application: the row is locked, and once it has a child a repeat (a retried push, a second device, a second
 * click) returns it unchanged, so an application never makes two children.
 */
export async function assignEnrolment(ctx: AuthedContext, args: MutationArgs<'enrolment.assign'>): Promise<EnrolmentRow> {
  assertSchoolInScope(ctx, args.schoolId);
  const app = await lockEnrolmentOrFail(ctx.db, args.schoolId, args.id);
  if (app.studentId) return toEnrolmentRow(app);
  if (app.status !== 1) throw AppError.badRequest(EnrolmentMsg.notAdmitted);
  const student = await createStudent(ctx, {
    id: args.studentId,
    schoolId: args.schoolId,
    classId: args.classId,
    name: app.childName,
    gender: app.gender as 1 | 2,
    birthday: app.birthday,
    ...childDetailsFromApplication(app),
  });
  const out = await saveEnrolment(ctx.db, args.id, { classId: student.classId, studentId: student.id });
  await recordMutation(ctx, args.schoolId, 'enrolment.assign', out.childName);
  return out;
}
