import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { checkRecord, type RowError, rowErrorText } from '@contract';
import { chinaDay } from '@contract/china-time';
import { doseDayIssue, doseNoIssue, type VaccineDoseRow, vaccineDoseId } from '@contract/health/vaccinations';
import { type ImportVaccineDosesInput, VACCINE_DOSE_SHEET } from '@contract/health/vaccine-sheet';
import { students } from '../../../db/schema';
import { vaccineDoses } from '../../../db/schema/health/vaccinations';
import { AppError } from '../../../lib/app-error';
import { recordChanges } from '../../../replication/change-log';
import { toVaccineDoseRow } from '../../../replication/health/vaccinations-rows';
import type { AuthedContext } from '../../context';
import { recordUserOperation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';
import { savedBy } from './vaccination-child';

/** The row the insert proposed (PostgreSQL's `excluded`): a re-imported dose takes the file's values. */
const sqlExcluded = (column: string) => sql.raw(`excluded.${column}`);

const refusal = (errors: RowError[]) => `${rowErrorText(errors[0] as RowError)}${errors.length > 1 ? `（共${errors.length}处错误）` : ''}`;

/**
 * POST /park/vaccine/import: the dry run's doses checked again with the sheet (the mutation's fields), then the
 * rules the dry run cannot know (the child is the school's, the day between the birthday and today, the dose within
 * the series), naming the first bad row; written in the route's one transaction or none, source 导入. A dose already
 * recorded (same child, vaccine and number) is replaced, as a save would.
 */
export async function importVaccineDoses(ctx: AuthedContext, input: ImportVaccineDosesInput): Promise<{ count: number }> {
  assertSchoolInScope(ctx, input.schoolId);
  const checked = input.rows.map((r) => checkRecord(VACCINE_DOSE_SHEET, r, r.row));
  const errors = checked.flatMap((c) => c.errors);
  if (errors.length > 0) throw AppError.badRequest(refusal(errors));
  const ids = [...new Set(checked.map((c) => c.value.studentId as string))];
  const kids = await ctx.db
    .select({ id: students.id, birthday: students.birthday })
    .from(students)
    .where(and(eq(students.schoolId, input.schoolId), inArray(students.id, ids)));
  const birthday = new Map(kids.map((k) => [k.id, k.birthday]));
  const today = chinaDay(ctx.clock.now());
  const foreign = checked.filter((c) => !birthday.has(c.value.studentId as string));
  if (foreign.length > 0)
    throw AppError.notFound(refusal(foreign.map((c) => ({ row: c.value.row, column: '幼儿', message: '幼儿不存在' }))));
  const bad: RowError[] = checked.flatMap(({ value: v }) => {
    const no = doseNoIssue(v.vaccine as string, v.doseNo as number);
    const day = doseDayIssue(v.day as string, birthday.get(v.studentId as string) ?? null, today);
    return [
      ...(no ? [{ row: v.row, column: '剂次', message: no }] : []),
      ...(day ? [{ row: v.row, column: '接种日期', message: day }] : []),
    ];
  });
  if (bad.length > 0) throw AppError.badRequest(refusal(bad));

  // The last row of a dose given twice in the file wins, as two saves would.
  const byId = new Map<string, PgInsertValue<typeof vaccineDoses>>();
  const stamp = savedBy(ctx);
  for (const { value: v } of checked) {
    const id = vaccineDoseId(v.studentId as string, v.vaccine as string, v.doseNo as number);
    byId.set(id, {
      id,
      schoolId: input.schoolId,
      studentId: v.studentId as string,
      vaccine: v.vaccine as string,
      doseNo: v.doseNo as number,
      day: v.day as string,
      place: (v.place as string | undefined) ?? '',
      batch: (v.batch as string | undefined) ?? '',
      source: 2,
      note: '',
      ...stamp,
    });
  }
  const values = [...byId.values()];
  const rows: VaccineDoseRow[] = [];
  for (let i = 0; i < values.length; i += 500) {
    const inserted = await ctx.db
      .insert(vaccineDoses)
      .values(values.slice(i, i + 500))
      .onConflictDoUpdate({
        target: vaccineDoses.id,
        set: {
          day: sqlExcluded('day'),
          place: sqlExcluded('place'),
          batch: sqlExcluded('batch'),
          source: sqlExcluded('source'),
          note: sqlExcluded('note'),
          updatedBy: sqlExcluded('updated_by'),
          updatedByName: sqlExcluded('updated_by_name'),
          updatedAt: sqlExcluded('updated_at'),
        },
      })
      .returning();
    rows.push(...inserted.map(toVaccineDoseRow));
  }
  await recordChanges(
    ctx.db,
    input.schoolId,
    rows.map((row) => ({ table: 'vaccineDoses' as const, op: 'put' as const, row })),
  );
  await recordUserOperation(ctx, input.schoolId, '疫苗接种', '导入接种记录', `${rows.length}剂`);
  return { count: rows.length };
}
