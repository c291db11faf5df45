import { EnrolmentMsg, type EnrolmentRow, type MutationArgs } from '@contract';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';
import { requireStoredFiles } from '../../uploads/stored-files';
import { lockEnrolmentOrFail, saveEnrolment } from './enrolment-store';

/** Corrects an application while it waits for review; a reviewed one is kept as it was decided. */
export async function updateEnrolment(ctx: AuthedContext, args: MutationArgs<'enrolment.update'>): Promise<EnrolmentRow> {
  assertSchoolInScope(ctx, args.schoolId);
  const before = await lockEnrolmentOrFail(ctx.db, args.schoolId, args.id);
  if (before.status !== 0) throw AppError.badRequest(EnrolmentMsg.notPending);
  await requireStoredFiles(ctx, args.schoolId, args.materials);
  const { id, schoolId: _school, ...changes } = args;
  const out = await saveEnrolment(ctx.db, id, changes);
  await recordMutation(ctx, args.schoolId, 'enrolment.update', out.childName);
  return out;
}
