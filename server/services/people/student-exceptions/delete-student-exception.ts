import { and, eq } from 'drizzle-orm';
import type { MutationArgs } from '@contract';
import { studentExceptions } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { recordChanges } from '../../../replication/change-log';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { assertSchoolInScope, MISSING_ROW_MSG } from '../../school-scope';

/** Removes an exception record of a child of the school. */
export async function deleteStudentException(ctx: AuthedContext, args: MutationArgs<'studentException.delete'>): Promise<null> {
  assertSchoolInScope(ctx, args.schoolId);
  const [row] = await ctx.db
    .delete(studentExceptions)
    .where(and(eq(studentExceptions.id, args.id), eq(studentExceptions.schoolId, args.schoolId)))
    .returning();
  if (!row) throw AppError.notFound(MISSING_ROW_MSG);
  await recordChanges(ctx.db, args.schoolId, [{ table: 'studentExceptions', op: 'del', row: { id: args.id } }]);
  await recordMutation(ctx, args.schoolId, 'studentException.delete', row.date);
  return null;
}
