import { eq } from 'drizzle-orm';
import type { InvitationKey } from '@contract';
import { invitationKeys } from '../../../db/schema';
import type { AuthedContext } from '../../context';
import { assertSchoolInScope } from '../../school-scope';
import { replaceInvitationKey } from './change-invitation-key';
import { invitablePosition } from './invitable-positions';
import { toInvitationKey } from './key-view';

/**
 * The school's current invitation key, its time left and the position it invites to. Members holding
 * INVITE_PERMISSION may show it, but only a key to a position within their own rights (else 403: they choose
 * another position and regenerate). When there is no key yet, or the last one timed out, a new one to 教师 is made
 * (a lapsed key is dead anyway, so nothing valid is replaced).
 */
export async function getInvitationKey(ctx: AuthedContext, input: { schoolId: number }): Promise<InvitationKey> {
  assertSchoolInScope(ctx, input.schoolId);
  const now = ctx.clock.now();
  const [row] = await ctx.db.select().from(invitationKeys).where(eq(invitationKeys.schoolId, input.schoolId));
  const live = row && row.expiresAt.getTime() > now.getTime() ? row : undefined;
  const position = await invitablePosition(ctx, input.schoolId, live?.positionId);
  if (live) return toInvitationKey(live, position, now);
  return replaceInvitationKey(ctx.db, input.schoolId, ctx.session.userId, position, now);
}
