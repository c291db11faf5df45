import { and, eq } from 'drizzle-orm';
import { Msg, type MutationArgs } from '@contract';
import { files } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordChanges } from '../../replication/change-log';
import type { AuthedContext } from '../context';
import { assertSchoolInScope } from '../school-scope';

/** `file.delete`: removes the record; the stored object stays (other records may name the same path). */
export async function deleteFileRecord(ctx: AuthedContext, args: MutationArgs<'file.delete'>): Promise<null> {
  assertSchoolInScope(ctx, args.schoolId);
  const gone = await ctx.db
    .delete(files)
    .where(and(eq(files.id, args.id), eq(files.schoolId, args.schoolId)))
    .returning({ id: files.id });
  if (gone.length === 0) throw AppError.badRequest(Msg.missingRow);
  await recordChanges(ctx.db, args.schoolId, [{ table: 'files', op: 'del', row: { id: args.id } }]);
  return null;
}
