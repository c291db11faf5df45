import type { ParentInviteInfo } from '@contract';
import type { ServiceContext } from '../../context';
import { secondsLeft } from '../../org/invitations/key-view';
import { findParentInvite } from './find-parent-invite';

/** What the parent's join page shows for a live code: the school, the child (surname hidden) and the class. */
export async function checkParentKey(ctx: ServiceContext, input: { key: string }): Promise<ParentInviteInfo> {
  const now = ctx.clock.now();
  const invite = await findParentInvite(ctx.db, input.key, now);
  const [first, ...rest] = [...invite.studentName];
  return {
    schoolName: invite.schoolName,
    // A code passed around should not give away a child's full name: 林小雨 → *小雨.
    studentName: rest.length ? `*${rest.join('')}` : (first ?? ''),
    className: invite.className,
    timeout: secondsLeft(invite.expiresAt, now),
  };
}
