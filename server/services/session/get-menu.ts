import type { MenuItem } from '@contract';
import { AppError } from '../../lib/app-error';
import type { AuthedContext } from '../context';
import { menuForMember } from './menu-for-member';
import { membershipIn } from '../permissions/user-access';

/** The menu of one of the user's schools (the current one by default). */
export async function getMenu(ctx: AuthedContext, input: { schoolId?: number | undefined }): Promise<MenuItem[]> {
  const membership = await membershipIn(ctx, input.schoolId ?? ctx.session.schoolId);
  if (!membership) throw AppError.forbidden();
  return menuForMember(ctx.db, membership);
}
