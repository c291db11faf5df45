import { canManageStaff } from '@contract';
import { AppError } from '../../lib/app-error';
import type { AuthedContext } from '../context';
import { getMembership } from '../session/school-access';

/** Only the positions of STAFF_MANAGER_POSITIONS (园长, 副园长) manage staff; returns the manager's name. */
export async function assertStaffManager(ctx: AuthedContext, schoolId: number, message?: string): Promise<void> {
  const membership = await getMembership(ctx.db, ctx.session.userId, schoolId);
  if (!canManageStaff(membership?.positionName)) throw AppError.forbidden(message);
}
