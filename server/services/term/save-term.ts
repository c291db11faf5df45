import { eq } from 'drizzle-orm';
import { TERM_TYPES, type TermInfo, type TermSave } from '@contract';
import { schools, schoolTerms } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthedContext } from '../context';
import { recordUserOperation } from '../operation-log/record-operation';
import { getMembership } from '../permissions/school-access';
import { getTermInfo } from './get-term-info';

export const NO_TERM_PERMISSION_MSG = '您没有权限设置学期';

/**
 * Activates the school's school year and term (SPEC §4 term activation): from now on /park/bj/term/warn answers 0
 * and the app stops blocking navigation. Only members holding TERM_EDIT_PERMISSION may do it.
 */
export async function saveTerm(ctx: AuthedContext, input: TermSave): Promise<TermInfo> {
  // The route has checked TERM_EDIT_PERMISSION in this school (its 403 says NO_TERM_PERMISSION_MSG).
  const membership = await getMembership(ctx.db, ctx.session.userId, input.schoolId);
  if (!membership) throw AppError.forbidden();
  const { schoolId, schoolYear, termType, startsOn, endsOn } = input;
  await ctx.db.transaction(async (tx) => {
    await tx.update(schools).set({ schoolYear, termType }).where(eq(schools.id, schoolId));
    await tx
      .insert(schoolTerms)
      .values({ schoolId, schoolYear, termType, startsOn, endsOn })
      .onConflictDoUpdate({ target: [schoolTerms.schoolId, schoolTerms.schoolYear, schoolTerms.termType], set: { startsOn, endsOn } });
    await recordUserOperation(
      { ...ctx, db: tx },
      schoolId,
      '学年设置',
      membership.school.schoolYear ? '修改学期' : '激活学期',
      `${schoolYear}学年${TERM_TYPES[termType]}（${startsOn} 至 ${endsOn}）`,
    );
  });
  return getTermInfo(ctx, { schoolId });
}
