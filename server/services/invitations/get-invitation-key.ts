import { eq } from 'drizzle-orm';
import type { InvitationKey } from '@contract';
import { invitationKeys } from '../../db/schema';
import type { AuthedContext } from '../context';
import { assertSchoolInScope } from '../school-scope';
import { replaceInvitationKey } from './change-invitation-key';
import { toInvitationKey } from './key-view';

/**
 * The school's current invitation key and its time left. Any staff member may show the QR; when there is no key yet,
 * or the last one timed out, a new one is made (a lapsed key is dead anyway, so nothing valid is replaced).
 */
export async function getInvitationKey(ctx: AuthedContext, input: { schoolId: number }): Promise<InvitationKey> {
  assertSchoolInScope(ctx, input.schoolId);
  const now = ctx.clock.now();
  const [row] = await ctx.db.select().from(invitationKeys).where(eq(invitationKeys.schoolId, input.schoolId));
  if (row && row.expiresAt.getTime() > now.getTime()) return toInvitationKey(row, now);
  return replaceInvitationKey(ctx.db, input.schoolId, ctx.session.userId, now);
}
