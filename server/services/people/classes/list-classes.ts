import { asc, eq } from 'drizzle-orm';
import { type ClassRow, gradeLabel } from '@contract';
import { classes, schools } from '../../../db/schema';
import { toClassRow } from '../../../replication/people/school-record-rows';
import type { AuthedContext } from '../../context';
import { assertSchoolInScope } from '../../school-scope';

/** GET /park/ClassManagements/allClass: the school's classes in display order (the app reads its replica instead). */
export async function listClasses(ctx: AuthedContext, input: { schoolId: number }): Promise<ClassRow[]> {
  assertSchoolInScope(ctx, input.schoolId);
  const rows = await ctx.db.select().from(classes).where(eq(classes.schoolId, input.schoolId)).orderBy(asc(classes.sort), asc(classes.id));
  return rows.map(toClassRow);
}

export interface GradeNode {
  grade: number;
  label: string;
  children: ClassRow[];
}

/** POST /edu/eduAffairsController/student/getClassTree (getNClassTree of style 2 schools): classes under their grades. */
export async function classTree(ctx: AuthedContext, input: { schoolId: number }): Promise<GradeNode[]> {
  const rows = await listClasses(ctx, input);
  const [school] = await ctx.db.select({ style: schools.style }).from(schools).where(eq(schools.id, input.schoolId));
  const byGrade = new Map<number, ClassRow[]>();
  for (const c of rows) byGrade.set(c.grade, [...(byGrade.get(c.grade) ?? []), c]);
  return [...byGrade]
    .sort(([a], [b]) => a - b)
    .map(([grade, children]) => ({ grade, label: gradeLabel(grade, school?.style ?? 1), children }));
}
