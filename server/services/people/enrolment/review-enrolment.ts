import { EnrolmentMsg, type EnrolmentRow, type MutationArgs } from '@contract';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';
import { lockEnrolmentOrFail, saveEnrolment } from './enrolment-store';

/**
 * 录取: a pending (or earlier rejected) application becomes admitted; admitting an admitted one changes nothing.
 * One already placed in a class stays as it is.
 */
export async function admitEnrolment(ctx: AuthedContext, args: MutationArgs<'enrolment.admit'>): Promise<EnrolmentRow> {
  assertSchoolInScope(ctx, args.schoolId);
  const before = await lockEnrolmentOrFail(ctx.db, args.schoolId, args.id);
  if (before.studentId) throw AppError.badRequest(EnrolmentMsg.assigned);
  const out = await saveEnrolment(ctx.db, args.id, { status: 1, reason: '' });
  await recordMutation(ctx, args.schoolId, 'enrolment.admit', out.childName);
  return out;
}

/** 不录取 with a reason; an application whose child is already placed cannot be turned down. */
export async function rejectEnrolment(ctx: AuthedContext, args: MutationArgs<'enrolment.reject'>): Promise<EnrolmentRow> {
  assertSchoolInScope(ctx, args.schoolId);
  const before = await lockEnrolmentOrFail(ctx.db, args.schoolId, args.id);
  if (before.studentId) throw AppError.badRequest(EnrolmentMsg.assigned);
  const out = await saveEnrolment(ctx.db, args.id, { status: 2, reason: args.reason });
  await recordMutation(ctx, args.schoolId, 'enrolment.reject', `${out.childName}：${args.reason}`);
  return out;
}
