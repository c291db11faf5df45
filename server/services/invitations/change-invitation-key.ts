import { INVITE_KEY_TTL_MS, type InvitationKey, InvitationMsg } from '@contract';
import type { Db } from '../../db/client';
import { invitationKeys } from '../../db/schema';
import type { AuthedContext } from '../context';
import { assertStaffManager } from '../notifications/staff-manager';
import { assertSchoolInScope } from '../school-scope';
import { newInvitationKey, toInvitationKey } from './key-view';

/** Writes a fresh key for the school; the row is the school's only key, so the previous link stops working at once. */
export async function replaceInvitationKey(db: Db, schoolId: number, createdBy: number, now: Date): Promise<InvitationKey> {
  const values = { key: newInvitationKey(), expiresAt: new Date(now.getTime() + INVITE_KEY_TTL_MS), createdBy, createdAt: now };
  const [row] = await db
    .insert(invitationKeys)
    .values({ schoolId, ...values })
    .onConflictDoUpdate({ target: invitationKeys.schoolId, set: values })
    .returning();
  if (!row) throw new Error('invitation key not written');
  return toInvitationKey(row, now);
}

/** 重新生成 (SPEC §4 Invitation link): staff managers only; the old link is invalid afterwards, the timer restarts. */
export async function changeInvitationKey(ctx: AuthedContext, input: { schoolId: number }): Promise<InvitationKey> {
  assertSchoolInScope(ctx, input.schoolId);
  await assertStaffManager(ctx, input.schoolId, InvitationMsg.regenerateForbidden);
  return replaceInvitationKey(ctx.db, input.schoolId, ctx.session.userId, ctx.clock.now());
}
