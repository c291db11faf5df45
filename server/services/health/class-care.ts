import { and, eq } from 'drizzle-orm';
import { CLASS_CARE, ClassCareMsg, type ClassCarePage, teachesClass } from '@contract/health/class-care';
import { classes } from '../../db/schema/people/school-records';
import { AppError } from '../../lib/app-error';
import type { AuthedContext } from '../context';
import { rightsIn } from '../permissions/member-rights';

/**
 * Refuses a health record for a class the member does not teach, unless they hold the page's `recordAny` (the
 * health doctor, the principal). The class must be the school's: another school's class is not found.
 */
export async function assertCaresForClass(ctx: AuthedContext, page: ClassCarePage, schoolId: number, classId: string): Promise<void> {
  const rights = await rightsIn(ctx, schoolId);
  if (rights?.permissions.has(CLASS_CARE[page].any)) return;
  const [cls] = await ctx.db
    .select({ headTeacherId: classes.headTeacherId, assistants: classes.assistants })
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.schoolId, schoolId)));
  if (!cls || !teachesClass(ctx.session.userId, cls)) throw AppError.forbidden(ClassCareMsg.notYourClass);
}
