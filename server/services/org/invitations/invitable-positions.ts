import { InvitationMsg, type InvitePosition, JOINED_POSITION } from '@contract';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { rightsIn } from '../../permissions/member-rights';
import { positionPermissions } from '../../permissions/position-permissions';

/**
 * The positions of a school the signed-in member may invite to: those whose every permission the member holds there
 * (SPEC §6: an invitation grants no more than its issuer's own rights). 园长 (all rights) is only for a principal.
 */
export async function invitablePositions(ctx: AuthedContext, schoolId: number): Promise<InvitePosition[]> {
  const mine = (await rightsIn(ctx, schoolId))?.permissions ?? new Set<string>();
  return (await positionPermissions(ctx.db, schoolId))
    .filter((p) => p.permissions.every((permission) => mine.has(permission)))
    .map(({ positionId, positionName }) => ({ positionId, positionName }));
}

/**
 * The position an invitation may offer: the one asked for, else 教师; a 403 when it is not among the member's
 * invitable positions (or not a position of that school).
 */
export async function invitablePosition(
  ctx: AuthedContext,
  schoolId: number,
  positionId: number | null | undefined,
): Promise<InvitePosition> {
  const allowed = await invitablePositions(ctx, schoolId);
  const all = positionId == null ? await positionPermissions(ctx.db, schoolId) : [];
  const wanted = positionId ?? all.find((p) => p.positionName === JOINED_POSITION)?.positionId;
  const found = allowed.find((p) => p.positionId === wanted);
  if (!found) throw AppError.forbidden(InvitationMsg.positionForbidden);
  return found;
}
