import { and, eq, gte, lte } from 'drizzle-orm';
import { type SchoolYearInfo, schoolYearOfDate } from '@contract';
import { schoolTerms } from '../../db/schema';
import type { AuthedContext } from '../context';
import { assertSchoolInScope } from '../school-scope';

/** The school year and term a day falls in: the school's own term dates first, else the calendar rule. */
export async function schoolYearByDate(
  ctx: AuthedContext,
  input: { schoolId?: number | undefined; date: string },
): Promise<SchoolYearInfo> {
  const schoolId = input.schoolId ?? ctx.session.schoolId;
  assertSchoolInScope(ctx, schoolId);
  const [term] = await ctx.db
    .select()
    .from(schoolTerms)
    .where(and(eq(schoolTerms.schoolId, schoolId), lte(schoolTerms.startsOn, input.date), gte(schoolTerms.endsOn, input.date)));
  if (term) return { schoolYear: term.schoolYear, termType: term.termType };
  const { schoolYear, termType } = schoolYearOfDate(input.date);
  return { schoolYear, termType };
}
