import type { GuardianRow, MutationArgs } from '@contract';
import { guardians } from '../../../db/schema';
import { recordChanges } from '../../../replication/change-log';
import { toGuardianRow } from '../../../replication/people/school-record-rows';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';
import { findStudentOrFail } from '../students/find-student';
import { requireStoredFiles } from '../../uploads/stored-files';
import { clearOtherPrimary } from './clear-other-primary';

/** Adds a family member or guardian to a child of the school. */
export async function createGuardian(ctx: AuthedContext, args: MutationArgs<'guardian.create'>): Promise<GuardianRow> {
  assertSchoolInScope(ctx, args.schoolId);
  const student = await findStudentOrFail(ctx.db, args.schoolId, args.studentId);
  if (args.photo) await requireStoredFiles(ctx, args.schoolId, [args.photo]);
  const [row] = await ctx.db.insert(guardians).values(args).returning();
  if (!row) throw new Error('guardian insert returned nothing');
  const out = toGuardianRow(row);
  const others = row.primary ? await clearOtherPrimary(ctx.db, row.studentId, row.id) : [];
  await recordChanges(ctx.db, args.schoolId, [...others, { table: 'guardians', op: 'put', row: out }]);
  await recordMutation(ctx, args.schoolId, 'guardian.create', `${student.name}：${row.name}`);
  return out;
}
