import { eq } from 'drizzle-orm';
import type { SchoolInfo, SchoolInfoSave } from '@contract';
import { schoolProfiles, schools } from '../../../db/schema';
import type { AuthedContext } from '../../context';
import { recordUserOperation } from '../../operation-log/record-operation';
import { readSchoolInfo } from './get-school-info';
import { orgSchool } from './org-school';

/**
 * POST /park/school/info/save: the name is the school's own (the switcher and the session show it at the next user
 * info); the rest is its profile row, made on first save.
 */
export async function saveSchoolInfo(ctx: AuthedContext, input: SchoolInfoSave): Promise<SchoolInfo> {
  const schoolId = orgSchool(ctx, input);
  const { schoolId: _named, schoolName, ...profile } = input;
  await ctx.db.update(schools).set({ name: schoolName }).where(eq(schools.id, schoolId));
  const values = { ...profile, updatedAt: ctx.clock.now() };
  await ctx.db
    .insert(schoolProfiles)
    .values({ schoolId, ...values })
    .onConflictDoUpdate({ target: schoolProfiles.schoolId, set: values });
  await recordUserOperation(ctx, schoolId, '园所信息', '修改园所信息', schoolName);
  return readSchoolInfo(ctx.db, schoolId);
}
