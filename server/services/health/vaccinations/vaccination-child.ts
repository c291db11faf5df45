import { and, eq, sql } from 'drizzle-orm';
import { VaccineMsg } from '@contract/health/vaccinations';
import { users } from '../../../db/schema';
import { students } from '../../../db/schema/people/school-records';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';

/** A child of the school (its name and birthday), or a 404: another school's child is as good as missing. */
export async function vaccinationChild(ctx: AuthedContext, schoolId: number, studentId: string) {
  const [row] = await ctx.db
    .select({ id: students.id, name: students.name, classId: students.classId, birthday: students.birthday })
    .from(students)
    .where(and(eq(students.id, studentId), eq(students.schoolId, schoolId)));
  if (!row) throw AppError.notFound(VaccineMsg.noStudent);
  return row;
}

/** Who saves, as the rows carry it. */
export const savedBy = (ctx: AuthedContext) => ({
  updatedBy: ctx.session.userId,
  updatedByName: sql<string>`coalesce((SELECT ${users.userName} FROM ${users} WHERE ${users.id} = ${ctx.session.userId}), '')`,
  updatedAt: ctx.clock.now(),
});

export const refuse = (issue: string | null): void => {
  if (issue) throw AppError.badRequest(issue);
};
