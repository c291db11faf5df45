import { and, eq } from 'drizzle-orm';
import { ParentInviteMsg } from '@contract';
import { parentJoinRequests } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { createGuardian } from '../guardians/create-guardian';
import { assertSchoolInScope } from '../../school-scope';

async function lockRequest(ctx: AuthedContext, schoolId: number, id: string) {
  const [row] = await ctx.db
    .select()
    .from(parentJoinRequests)
    .where(and(eq(parentJoinRequests.id, id), eq(parentJoinRequests.schoolId, schoolId)))
    .for('update');
  if (!row) throw AppError.notFound(ParentInviteMsg.missing);
  return row;
}

/**
 * 通过: the parent becomes a guardian of the child (家庭成员, with the request's id, so every device gets the row) and
 * the request keeps who approved and when; approving it again changes nothing, so a double click or a retry makes one
 * guardian; whether the parent may pick the child up is left for staff to tick in 档案.
 */
export async function approveJoinRequest(ctx: AuthedContext, input: { schoolId: number; id: string }): Promise<{ status: number }> {
  assertSchoolInScope(ctx, input.schoolId);
  const row = await lockRequest(ctx, input.schoolId, input.id);
  if (row.status === 1) return { status: 1 };
  if (row.status !== 0) throw AppError.badRequest(ParentInviteMsg.reviewed);
  await ctx.db
    .update(parentJoinRequests)
    .set({ status: 1, reviewedBy: ctx.session.userId, reviewedAt: ctx.clock.now() })
    .where(eq(parentJoinRequests.id, row.id));
  await createGuardian(ctx, {
    id: row.id,
    schoolId: row.schoolId,
    studentId: row.studentId,
    relation: row.relation,
    name: row.parentName,
    phone: row.phone,
    primary: false,
    mayPickUp: false,
    photo: '',
  });
  return { status: 1 };
}

/** 拒绝 with a reason, kept with the request. */
export async function rejectJoinRequest(
  ctx: AuthedContext,
  input: { schoolId: number; id: string; reason: string },
): Promise<{ status: number }> {
  assertSchoolInScope(ctx, input.schoolId);
  const row = await lockRequest(ctx, input.schoolId, input.id);
  if (row.status !== 0) throw AppError.badRequest(ParentInviteMsg.reviewed);
  await ctx.db
    .update(parentJoinRequests)
    .set({ status: 2, reason: input.reason, reviewedBy: ctx.session.userId, reviewedAt: ctx.clock.now() })
    .where(eq(parentJoinRequests.id, row.id));
  return { status: 2 };
}
