import { eq } from 'drizzle-orm';
import { CHECKUP_SHEET, type ImportCheckupsInput } from '@contract/health/checkup-sheet';
import { type CheckupSaveInput, checkupIssue } from '@contract/health/health-records';
import { checkRecord, type RowError, rowErrorText, uuidv7 } from '@contract';
import { students } from '../../../db/schema';
import { checkups } from '../../../db/schema/health/health-records';
import { AppError } from '../../../lib/app-error';
import { recordChanges } from '../../../replication/change-log';
import { toCheckupRow } from '../../../replication/health/health-records-rows';
import type { AuthedContext } from '../../context';
import { recordUserOperation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';
import { checkupValues } from './checkup-values';
import { recorder } from './recorder';

const refusal = (errors: RowError[]) => `${rowErrorText(errors[0] as RowError)}${errors.length > 1 ? `（共${errors.length}处错误）` : ''}`;

/**
 * POST /park/health/checkup/import: the dry run's rows checked again with the same sheet, each child the school's
 * (another school's child is not found, naming its row), then all written in the route's one transaction or none.
 */
export async function importCheckups(ctx: AuthedContext, input: ImportCheckupsInput): Promise<{ count: number }> {
  assertSchoolInScope(ctx, input.schoolId);
  const checked = input.rows.map((r) => checkRecord(CHECKUP_SHEET, r, r.row));
  const errors = checked.flatMap((c) => c.errors);
  if (errors.length > 0) throw AppError.badRequest(refusal(errors));

  const own = await ctx.db
    .select({ id: students.id, classId: students.classId, birthday: students.birthday })
    .from(students)
    .where(eq(students.schoolId, input.schoolId));
  const byId = new Map(own.map((s) => [s.id, s]));
  const foreign = checked.filter((c) => !byId.has(c.value.studentId as string));
  if (foreign.length > 0)
    throw AppError.notFound(refusal(foreign.map((c) => ({ row: c.value.row, column: '幼儿', message: '幼儿不存在' }))));
  const late = checked.flatMap(({ value }) => {
    const issue = checkupIssue(value as unknown as CheckupSaveInput, byId.get(value.studentId as string)?.birthday ?? '');
    return issue ? [{ row: value.row, column: '体检日期', message: issue }] : [];
  });
  if (late.length > 0) throw AppError.badRequest(refusal(late));

  const who = await recorder(ctx, input.schoolId);
  const values = checked.map(({ value }) => {
    const v = value as unknown as CheckupSaveInput;
    const child = byId.get(v.studentId);
    return {
      id: uuidv7(),
      schoolId: input.schoolId,
      studentId: v.studentId,
      classId: child?.classId ?? '',
      ...checkupValues({ ...v, note: '' }),
      ...who,
    };
  });
  const rows = [];
  for (let i = 0; i < values.length; i += 500)
    rows.push(
      ...(await ctx.db
        .insert(checkups)
        .values(values.slice(i, i + 500))
        .returning()),
    );
  await recordChanges(
    ctx.db,
    input.schoolId,
    rows.map((r) => ({ table: 'checkups' as const, op: 'put' as const, row: toCheckupRow(r) })),
  );
  await recordUserOperation(ctx, input.schoolId, '健康档案', '导入体检记录', `${rows.length}条`);
  return { count: rows.length };
}
