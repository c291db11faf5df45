import { and, eq, ne } from 'drizzle-orm';
import { type ParentJoin, ParentInviteMsg, SmsMsg, SmsType, uuidv7 } from '@contract';
import { parentJoinRequests } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { ServiceContext } from '../../context';
import { consumeSmsCode } from '../../sms/consume-sms-code';
import { findParentInvite } from './find-parent-invite';

/**
 * A parent's request by a live code, from the owner of the phone it names (the SMS code sent to it, used up here): a
 * stranger with a photo of the sheet cannot sign up someone else's number. The same phone asking again for the same
 * child (pending or approved) is refused.
 */
export async function requestToJoin(ctx: ServiceContext, input: ParentJoin): Promise<{ id: string }> {
  const invite = await findParentInvite(ctx.db, input.key, ctx.clock.now());
  if (!(await consumeSmsCode(ctx, { mobilePhone: input.phone, type: SmsType.verifyPhone, code: input.code }))) {
    throw AppError.badRequest(SmsMsg.wrongCode);
  }
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
