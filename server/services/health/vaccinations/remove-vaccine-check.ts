import { and, eq } from 'drizzle-orm';
import type { MutationArgs } from '@contract';
import { VaccineMsg } from '@contract/health/vaccinations';
import { vaccineChecks } from '../../../db/schema/health/vaccinations';
import { AppError } from '../../../lib/app-error';
import { recordChanges } from '../../../replication/change-log';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';

/** 取消查验: the child's certificate counts as not checked again. */
export async function removeVaccineCheck(ctx: AuthedContext, args: MutationArgs<'vaccineCheck.remove'>): Promise<null> {
  assertSchoolInScope(ctx, args.schoolId);
  const [row] = await ctx.db
    .delete(vaccineChecks)
    .where(and(eq(vaccineChecks.id, args.studentId), eq(vaccineChecks.schoolId, args.schoolId)))
    .returning();
  if (!row) throw AppError.notFound(VaccineMsg.missing);
  await recordChanges(ctx.db, args.schoolId, [{ table: 'vaccineChecks', op: 'del', row: { id: row.id } }]);
  await recordMutation(ctx, args.schoolId, 'vaccineCheck.remove', row.day);
  return null;
}
