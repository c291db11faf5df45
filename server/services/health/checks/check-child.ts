import { and, eq } from 'drizzle-orm';
import { CheckMsg } from '@contract/health/checks';
import { students } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { chinaDay } from '../../../lib/format';
import type { AuthedContext } from '../../context';
import { assertSchoolInScope } from '../../school-scope';
import { assertCaresForClass } from '../class-care';

/**
 * What every write of 晨午检 checks first: the school is the session's, the day is not in the future (China time),
 * the child is the school's, and the member teaches the child's class (or holds recordAny). The child is locked
 * shared, as an attendance tap locks it, so a 全部正常 checking it waits for the tap.
 */
export async function checkChild(ctx: AuthedContext, schoolId: number, studentId: string, day: string) {
  assertSchoolInScope(ctx, schoolId);
  if (day > chinaDay(ctx.clock.now())) throw AppError.badRequest(CheckMsg.future);
  const [child] = await ctx.db
    .select({ id: students.id, classId: students.classId, name: students.name, trusteeship: students.trusteeship })
    .from(students)
    .where(and(eq(students.id, studentId), eq(students.schoolId, schoolId)))
    .for('share');
  if (!child) throw AppError.notFound(CheckMsg.notInSchool);
  await assertCaresForClass(ctx, 'checks', schoolId, child.classId);
  return child;
}
