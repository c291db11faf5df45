import { eq } from 'drizzle-orm';
import { INVITE_KEY_TTL_MS, type InvitationChange, type InvitationKey, type InvitePosition } from '@contract';
import type { Db } from '../../../db/client';
import { invitationKeys } from '../../../db/schema';
import type { AuthedContext } from '../../context';
import { assertSchoolInScope } from '../../school-scope';
import { invitablePosition } from './invitable-positions';
import { newInvitationKey, toInvitationKey } from './key-view';

/** Writes a fresh key for the school; the row is the school's only key, so the previous link stops working at once. */
export async function replaceInvitationKey(
  db: Db,
  schoolId: number,
  createdBy: number,
  position: InvitePosition,
  now: Date,
): Promise<InvitationKey> {
  const values = {
    key: newInvitationKey(),
    expiresAt: new Date(now.getTime() + INVITE_KEY_TTL_MS),
    createdBy,
    positionId: position.positionId,
    createdAt: now,
  };
  const [row] = await db
    .insert(invitationKeys)
    .values({ schoolId, ...values })
    .onConflictDoUpdate({ target: invitationKeys.schoolId, set: values })
    .returning();
  if (!row) throw new Error('invitation key not written');
  return toInvitationKey(row, position, now);
}

/**
 * 重新生成 (SPEC §4 Invitation link), for the position chosen (else the current key's, else 教师), which must be
 * one the member may invite to: the old link is invalid afterwards, the timer restarts. The route has checked
 * INVITE_PERMISSION.
 */
export async function changeInvitationKey(ctx: AuthedContext, input: InvitationChange): Promise<InvitationKey> {
  assertSchoolInScope(ctx, input.schoolId);
  const [current] = await ctx.db
    .select({ positionId: invitationKeys.positionId })
    .from(invitationKeys)
    .where(eq(invitationKeys.schoolId, input.schoolId));
  const position = await invitablePosition(ctx, input.schoolId, input.positionId ?? current?.positionId);
  return replaceInvitationKey(ctx.db, input.schoolId, ctx.session.userId, position, ctx.clock.now());
}
