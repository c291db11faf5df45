import { and, eq } from 'drizzle-orm';
import { hasPermission, TERM_EDIT_PERMISSION, type TermInfo } from '@contract';
import { schoolTerms } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthedContext } from '../context';
import { getMembership } from '../permissions/school-access';

/** The school's activated school year and term with its dates, and whether this user may change them. */
export async function getTermInfo(ctx: AuthedContext, input: { schoolId?: number | undefined }): Promise<TermInfo> {
  const schoolId = input.schoolId ?? ctx.session.schoolId;
  const membership = await getMembership(ctx.db, ctx.session.userId, schoolId);
  if (!membership) throw AppError.forbidden();
  const { schoolYear, termType } = membership.school;
  const [term] =
    schoolYear && termType
      ? await ctx.db
          .select()
          .from(schoolTerms)
          .where(and(eq(schoolTerms.schoolId, schoolId), eq(schoolTerms.schoolYear, schoolYear), eq(schoolTerms.termType, termType)))
      : [];
  return {
    schoolId,
    schoolYear,
    termType,
    startsOn: term?.startsOn ?? null,
    endsOn: term?.endsOn ?? null,
    activated: schoolYear !== null && termType !== null,
    canSetTerm: hasPermission(membership.permissions, TERM_EDIT_PERMISSION),
  };
}
