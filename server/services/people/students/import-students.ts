import { eq } from 'drizzle-orm';
import {
  checkRecord,
  type ImportStudentsInput,
  type ImportStudentsResult,
  type RowError,
  rowErrorText,
  STUDENT_SHEET,
  type StudentRow,
  uuidv7,
} from '@contract';
import { classes, students } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { recordChanges } from '../../../replication/change-log';
import { toStudentRow } from '../../../replication/people/school-record-rows';
import type { AuthedContext } from '../../context';
import { recordUserOperation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';

/** The first bad cell, and how many there are: the dry run showed them all, this is the server's refusal. */
const refusal = (errors: RowError[]) => `${rowErrorText(errors[0] as RowError)}${errors.length > 1 ? `（共${errors.length}处错误）` : ''}`;

/**
 * POST /park/importStudents: the dry run's rows, checked again here with the same column spec (the mutation's zod
 * fields), then written all in the route's one transaction or none. A class that is not this school's is refused
 * naming its row (404, as any row of another school). The children reach every replica through the change log.
 */
export async function importStudents(ctx: AuthedContext, input: ImportStudentsInput): Promise<ImportStudentsResult> {
  assertSchoolInScope(ctx, input.schoolId);
  const checked = input.rows.map((r) => checkRecord(STUDENT_SHEET, r, r.row));
  const errors = checked.flatMap((c) => c.errors);
  if (errors.length > 0) throw AppError.badRequest(refusal(errors));

  const ownClasses = await ctx.db.select({ id: classes.id, name: classes.name }).from(classes).where(eq(classes.schoolId, input.schoolId));
  const classIds = new Set(ownClasses.map((c) => c.id));
  const foreign = checked.filter((c) => !classIds.has(c.value.classId as string));
  if (foreign.length > 0) {
    throw AppError.notFound(refusal(foreign.map((c) => ({ row: c.value.row, column: '班级', message: '班级不存在' }))));
  }

  // The spec's keys are the table's columns (as they are the mutation's arguments): a new column is one spec line.
  const values = checked.map(({ value: { row: _row, ...fields } }) => ({
    ...(fields as Omit<typeof students.$inferInsert, 'id' | 'schoolId' | 'status'>),
    id: uuidv7(),
    schoolId: input.schoolId,
    status: 1,
  }));
  const rows: StudentRow[] = [];
  // Chunks keep each statement well under PostgreSQL's 65,535 parameters whatever columns are added.
  for (let i = 0; i < values.length; i += 500) {
    const inserted = await ctx.db
      .insert(students)
      .values(values.slice(i, i + 500))
      .returning();
    rows.push(...inserted.map(toStudentRow));
  }
  await recordChanges(
    ctx.db,
    input.schoolId,
    rows.map((row) => ({ table: 'students' as const, op: 'put' as const, row })),
  );
  await recordUserOperation(ctx, input.schoolId, '幼儿管理', '导入幼儿', `${rows.length}名`);
  return { count: rows.length };
}
