import { eq } from 'drizzle-orm';
import type { MutationArgs } from '@contract';
import { guardians } from '../../../db/schema';
import { recordChanges } from '../../../replication/change-log';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';
import { findGuardianOrFail } from './find-guardian';

/** Removes a guardian from a child's record. */
export async function deleteGuardian(ctx: AuthedContext, args: MutationArgs<'guardian.delete'>): Promise<null> {
  assertSchoolInScope(ctx, args.schoolId);
  const row = await findGuardianOrFail(ctx.db, args.schoolId, args.id);
  await ctx.db.delete(guardians).where(eq(guardians.id, args.id));
  await recordChanges(ctx.db, args.schoolId, [{ table: 'guardians', op: 'del', row: { id: args.id } }]);
  await recordMutation(ctx, args.schoolId, 'guardian.delete', row.name);
  return null;
}
