import { and, eq, ne } from 'drizzle-orm';
import { type ParentJoin, ParentInviteMsg, uuidv7 } from '@contract';
import { parentJoinRequests } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { ServiceContext } from '../context';
import { findParentInvite } from './find-parent-invite';

/** A parent's request by a live code; the same phone asking again for the same child (pending or approved) is refused. */
export async function requestToJoin(ctx: ServiceContext, input: ParentJoin): Promise<{ id: string }> {
  const invite = await findParentInvite(ctx.db, input.key, ctx.clock.now());
  const [already] = await ctx.db
    .select({ id: parentJoinRequests.id })
    .from(parentJoinRequests)
    .where(
      and(eq(parentJoinRequests.studentId, invite.studentId), eq(parentJoinRequests.phone, input.phone), ne(parentJoinRequests.status, 2)),
    );
  if (already) throw AppError.badRequest(ParentInviteMsg.duplicate);
  const id = uuidv7();
  await ctx.db
    .insert(parentJoinRequests)
    .values({
      id,
      schoolId: invite.schoolId,
      studentId: invite.studentId,
      parentName: input.parentName,
      relation: input.relation,
      phone: input.phone,
      createdAt: ctx.clock.now(),
    })
    // Two submissions racing: the partial unique index keeps one.
    .onConflictDoNothing();
  return { id };
}
