import { and, eq } from 'drizzle-orm';
import { HealthRecordMsg } from '@contract/health/health-records';
import type { MutationArgs } from '@contract';
import { checkups } from '../../../db/schema/health/health-records';
import { AppError } from '../../../lib/app-error';
import { recordChanges } from '../../../replication/change-log';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';

/** Removes a check-up typed in error; replicas receive the tombstone. Another school's is not found. */
export async function deleteCheckup(ctx: AuthedContext, args: MutationArgs<'checkup.delete'>): Promise<null> {
  assertSchoolInScope(ctx, args.schoolId);
  const [gone] = await ctx.db
    .delete(checkups)
    .where(and(eq(checkups.id, args.id), eq(checkups.schoolId, args.schoolId)))
    .returning({ date: checkups.date });
  if (!gone) throw AppError.notFound(HealthRecordMsg.missing);
  await recordChanges(ctx.db, args.schoolId, [{ table: 'checkups', op: 'del', row: { id: args.id } }]);
  await recordMutation(ctx, args.schoolId, 'checkup.delete', gone.date);
  return null;
}
