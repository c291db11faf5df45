import { and, eq } from 'drizzle-orm';
import type { MutationArgs } from '@contract';
import { VaccineMsg } from '@contract/health/vaccinations';
import { vaccineOf } from '@contract/health/vaccine-schedule';
import { vaccineDoses } from '../../../db/schema/health/vaccinations';
import { AppError } from '../../../lib/app-error';
import { recordChanges } from '../../../replication/change-log';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';

/** Removes a dose entered by mistake. */
export async function removeVaccineDose(ctx: AuthedContext, args: MutationArgs<'vaccineDose.remove'>): Promise<null> {
  assertSchoolInScope(ctx, args.schoolId);
  const [row] = await ctx.db
    .delete(vaccineDoses)
    .where(and(eq(vaccineDoses.id, args.id), eq(vaccineDoses.schoolId, args.schoolId)))
    .returning();
  if (!row) throw AppError.notFound(VaccineMsg.missing);
  await recordChanges(ctx.db, args.schoolId, [{ table: 'vaccineDoses', op: 'del', row: { id: args.id } }]);
  await recordMutation(
    ctx,
    args.schoolId,
    'vaccineDose.remove',
    `${vaccineOf(row.vaccine)?.name ?? row.vaccine} 第${row.doseNo}剂 ${row.day}`,
  );
  return null;
}
