import { and, eq } from 'drizzle-orm';
import { ParentInviteMsg } from '@contract';
import { parentInvites } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { assertSchoolInScope } from '../../school-scope';

/** Voids a child's code at once (a sheet lost or sent to the wrong family). */
export async function revokeParentInvite(ctx: AuthedContext, input: { schoolId: number; studentId: string }): Promise<null> {
  assertSchoolInScope(ctx, input.schoolId);
  const done = await ctx.db
    .update(parentInvites)
    .set({ revokedAt: ctx.clock.now() })
    .where(and(eq(parentInvites.studentId, input.studentId), eq(parentInvites.schoolId, input.schoolId)))
    .returning({ id: parentInvites.studentId });
  if (done.length === 0) throw AppError.notFound(ParentInviteMsg.invalid);
  return null;
}
