import { Msg } from '@contract';
import { AppError } from '../lib/app-error';
import type { AuthedContext } from './context';

/** Every write names its school; it must be one of the user's, or nothing happens (never another school's data). */
export function assertSchoolInScope(ctx: AuthedContext, schoolId: number): void {
  if (!ctx.session.schoolIds.has(schoolId)) throw AppError.forbidden();
}

export const MISSING_ROW_MSG = Msg.missingRow;
