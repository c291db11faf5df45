import { eq } from 'drizzle-orm';
import type { GuardianRow, MutationArgs } from '@contract';
import { guardians } from '../../../db/schema';
import { recordChanges } from '../../../replication/change-log';
import { toGuardianRow } from '../../../replication/people/school-record-rows';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';
import { requireStoredFiles } from '../../uploads/stored-files';
import { clearOtherPrimary } from './clear-other-primary';
import { findGuardianOrFail } from './find-guardian';

/** Changes a guardian; fields left out keep their value. */
export async function updateGuardian(ctx: AuthedContext, args: MutationArgs<'guardian.update'>): Promise<GuardianRow> {
  assertSchoolInScope(ctx, args.schoolId);
  const before = await findGuardianOrFail(ctx.db, args.schoolId, args.id);
  if (args.photo && args.photo !== before.photo) await requireStoredFiles(ctx, args.schoolId, [args.photo]);
  const { id, schoolId: _school, ...changes } = args;
  const [row] = await ctx.db.update(guardians).set(changes).where(eq(guardians.id, id)).returning();
  if (!row) throw new Error('guardian update returned nothing');
  const out = toGuardianRow(row);
  const others = row.primary ? await clearOtherPrimary(ctx.db, row.studentId, row.id) : [];
  await recordChanges(ctx.db, args.schoolId, [...others, { table: 'guardians', op: 'put', row: out }]);
  await recordMutation(ctx, args.schoolId, 'guardian.update', row.name);
  return out;
}
