import { eq } from 'drizzle-orm';
import type { MutationArgs } from '@contract';
import { busRiders } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { recordChanges } from '../../../replication/change-log';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { assertSchoolInScope, MISSING_ROW_MSG } from '../../school-scope';

/** Takes a child off a route's list (trips already made keep their events). */
export async function deleteBusRider(ctx: AuthedContext, args: MutationArgs<'busRider.delete'>): Promise<{ id: string }> {
  assertSchoolInScope(ctx, args.schoolId);
  const [row] = await ctx.db.select().from(busRiders).where(eq(busRiders.id, args.id));
  if (!row || row.schoolId !== args.schoolId) throw AppError.notFound(MISSING_ROW_MSG);
  await ctx.db.delete(busRiders).where(eq(busRiders.id, args.id));
  await recordChanges(ctx.db, args.schoolId, [{ table: 'busRiders', op: 'del', row: { id: args.id } }]);
  await recordMutation(ctx, args.schoolId, 'busRider.delete', '');
  return { id: args.id };
}
