import type { MutationArgs } from '@contract';
import { chinaDay } from '@contract/china-time';
import { checkDayIssue, type VaccineCheckRow } from '@contract/health/vaccinations';
import { vaccineChecks } from '../../../db/schema/health/vaccinations';
import { recordChanges } from '../../../replication/change-log';
import { toVaccineCheckRow } from '../../../replication/health/vaccinations-rows';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';
import { refuse, savedBy, vaccinationChild } from './vaccination-child';

/** 已查验: the day the child's certificate was checked (one row per child, its id the child's). */
export async function saveVaccineCheck(ctx: AuthedContext, args: MutationArgs<'vaccineCheck.save'>): Promise<VaccineCheckRow> {
  assertSchoolInScope(ctx, args.schoolId);
  const child = await vaccinationChild(ctx, args.schoolId, args.studentId);
  refuse(checkDayIssue(args.day, child.birthday, chinaDay(ctx.clock.now())));
  const set = { day: args.day, note: args.note, ...savedBy(ctx) };
  const [row] = await ctx.db
    .insert(vaccineChecks)
    .values({ id: args.studentId, schoolId: args.schoolId, studentId: args.studentId, ...set })
    .onConflictDoUpdate({ target: vaccineChecks.id, set })
    .returning();
  if (!row) throw new Error('vaccine check upsert returned nothing');
  const out = toVaccineCheckRow(row);
  await recordChanges(ctx.db, args.schoolId, [{ table: 'vaccineChecks', op: 'put', row: out }]);
  await recordMutation(ctx, args.schoolId, 'vaccineCheck.save', `${child.name} ${row.day}`);
  return out;
}
