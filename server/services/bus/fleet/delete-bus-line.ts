import { eq } from 'drizzle-orm';
import type { MutationArgs } from '@contract';
import { busLines } from '../../../db/schema';
import { recordChanges } from '../../../replication/change-log';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';
import { busRowOrFail } from './bus-rows';

/** deleteLine: the line goes; its routes stay, in no line (trips name routes, never lines). */
export async function deleteBusLine(ctx: AuthedContext, args: MutationArgs<'busLine.delete'>): Promise<null> {
  assertSchoolInScope(ctx, args.schoolId);
  const line = await busRowOrFail(ctx.db, args.schoolId, 'busLines', args.id);
  await ctx.db.delete(busLines).where(eq(busLines.id, args.id));
  await recordChanges(ctx.db, args.schoolId, [{ table: 'busLines', op: 'del', row: { id: args.id } }]);
  await recordMutation(ctx, args.schoolId, 'busLine.delete', line.name);
  return null;
}
