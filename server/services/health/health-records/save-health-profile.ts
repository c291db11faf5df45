import type { HealthProfileRow } from '@contract/health/health-records';
import type { MutationArgs } from '@contract';
import { healthProfiles } from '../../../db/schema/health/health-records';
import { recordChanges } from '../../../replication/change-log';
import { toHealthProfileRow } from '../../../replication/health/health-records-rows';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';
import { findStudentOrFail } from '../../people/students/find-student';
import { recorder } from './recorder';

/** Writes a child's health profile (allergies, past illnesses): one row per child, its id the child's. */
export async function saveHealthProfile(ctx: AuthedContext, args: MutationArgs<'healthProfile.save'>): Promise<HealthProfileRow> {
  assertSchoolInScope(ctx, args.schoolId);
  const student = await findStudentOrFail(ctx.db, args.schoolId, args.studentId);
  const { schoolId, studentId, ...given } = args;
  const fields = { ...given, ...(await recorder(ctx, schoolId)), updatedAt: ctx.clock.now() };
  const [row] = await ctx.db
    .insert(healthProfiles)
    .values({ id: studentId, schoolId, studentId, ...fields })
    .onConflictDoUpdate({ target: healthProfiles.id, set: fields })
    .returning();
  if (!row) throw new Error('health profile upsert returned nothing');
  const out = toHealthProfileRow(row);
  await recordChanges(ctx.db, schoolId, [{ table: 'healthProfiles', op: 'put', row: out }]);
  await recordMutation(ctx, schoolId, 'healthProfile.save', student.name);
  return out;
}
