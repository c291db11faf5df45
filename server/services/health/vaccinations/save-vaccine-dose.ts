import type { MutationArgs } from '@contract';
import { chinaDay } from '@contract/china-time';
import { doseDayIssue, type VaccineDoseRow, vaccineDoseId } from '@contract/health/vaccinations';
import { vaccineOf } from '@contract/health/vaccine-schedule';
import { vaccineDoses } from '../../../db/schema/health/vaccinations';
import { recordChanges } from '../../../replication/change-log';
import { toVaccineDoseRow } from '../../../replication/health/vaccinations-rows';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';
import { refuse, savedBy, vaccinationChild } from './vaccination-child';

/**
 * Records a dose from the certificate (or corrects it): the same child, vaccine and dose number are one row, so a
 * second save replaces the first. Not after today (China day), not before the child's birthday.
 */
export async function saveVaccineDose(ctx: AuthedContext, args: MutationArgs<'vaccineDose.save'>): Promise<VaccineDoseRow> {
  assertSchoolInScope(ctx, args.schoolId);
  const child = await vaccinationChild(ctx, args.schoolId, args.studentId);
  refuse(doseDayIssue(args.day, child.birthday, chinaDay(ctx.clock.now())));
  const id = vaccineDoseId(args.studentId, args.vaccine, args.doseNo);
  const { schoolId, studentId, vaccine, doseNo, ...fields } = args;
  const set = { ...fields, ...savedBy(ctx) };
  const [row] = await ctx.db
    .insert(vaccineDoses)
    .values({ id, schoolId, studentId, vaccine, doseNo, ...set })
    .onConflictDoUpdate({ target: vaccineDoses.id, set })
    .returning();
  if (!row) throw new Error('vaccine dose upsert returned nothing');
  const out = toVaccineDoseRow(row);
  await recordChanges(ctx.db, schoolId, [{ table: 'vaccineDoses', op: 'put', row: out }]);
  await recordMutation(ctx, schoolId, 'vaccineDose.save', `${child.name} ${vaccineOf(vaccine)?.name ?? vaccine} 第${doseNo}剂 ${row.day}`);
  return out;
}
