import { ErrorCode, hasPermission, Msg, PermissionMsg, type Requirement } from '@contract';
import { AppError } from '../../lib/app-error';
import type { AuthedContext } from '../context';
import { type MemberRights, rightsIn } from './member-rights';

export interface RequireOptions {
  /** The call changes the school's data: refused (2226) while the school's service has expired. */
  write: boolean;
  /** The 403's message when the permission is missing (default PermissionMsg.denied). */
  deniedMsg?: string | undefined;
}

/**
 * The server's one permission check, before any write: the member must belong to the school (else 403, never
 * another school's data), hold the permission (else 403 with PermissionMsg.denied), and a write needs a school
 * whose service has not expired (else 2226: the app signs in again and offers the renewal orders).
 */
export async function requirePermission(
  ctx: AuthedContext,
  schoolId: number,
  need: Requirement,
  { write, deniedMsg = PermissionMsg.denied }: RequireOptions,
): Promise<MemberRights> {
  if (!ctx.session.schoolIds.has(schoolId)) throw AppError.forbidden();
  const rights = await rightsIn(ctx, schoolId);
  if (!rights) throw AppError.forbidden();
  if (!hasPermission(rights.permissions, need)) throw AppError.forbidden(deniedMsg);
  if (write && rights.expired) throw new AppError(ErrorCode.schoolExpired, Msg.schoolExpired);
  return rights;
}
