import { AppError } from '../../lib/app-error';
import type { AuthedContext } from '../context';
import { findSchool } from '../permissions/school-access';

/** Status of the school's registration code. */
export async function querySchoolCodeStatus(ctx: AuthedContext, input: { schoolId?: number | undefined }): Promise<{ status: number }> {
  const schoolId = input.schoolId ?? ctx.session.schoolId;
  if (!ctx.session.schoolIds.has(schoolId)) throw AppError.forbidden();
  const school = await findSchool(ctx.db, schoolId);
  if (!school) throw AppError.notFound();
  return { status: school.codeStatus };
}
