import type { MenuItem } from '@contract';
import { AppError } from '../../lib/app-error';
import type { AuthedContext } from '../context';
import { assertSchoolInScope } from '../school-scope';
import { menuForMember } from '../session/menu-for-member';
import { membershipIn } from '../permissions/user-access';
import type { MembershipView } from '../permissions/school-access';

/** The school a shortcut call names (the session's by default), checked against the user's schools (403 otherwise). */
export function targetSchool(ctx: AuthedContext, schoolId: number | undefined): number {
  const id = schoolId ?? ctx.session.schoolId;
  assertSchoolInScope(ctx, id);
  return id;
}

/** The user's membership in a school and the menu they see there. */
export async function memberMenu(ctx: AuthedContext, schoolId: number): Promise<{ membership: MembershipView; menu: MenuItem[] }> {
  const membership = await membershipIn(ctx, schoolId);
  if (!membership) throw AppError.forbidden();
  return { membership, menu: await menuForMember(ctx.db, membership) };
}
