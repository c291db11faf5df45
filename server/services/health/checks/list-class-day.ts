import { and, asc, eq } from 'drizzle-orm';
import type { HealthCheckClassDayQuery, HealthCheckRow } from '@contract/health/checks';
import { classes } from '../../../db/schema';
import { healthChecks } from '../../../db/schema/health/checks';
import { AppError } from '../../../lib/app-error';
import { toHealthCheckRow } from '../../../replication/health/checks-rows';
import type { AuthedContext } from '../../context';
import { assertSchoolInScope, MISSING_ROW_MSG } from '../../school-scope';

/** The school of a class, if there is such a class (the route checks the permission there). */
export async function checkClassSchool(ctx: AuthedContext, classId: string): Promise<number | undefined> {
  const [cls] = await ctx.db.select({ schoolId: classes.schoolId }).from(classes).where(eq(classes.id, classId));
  return cls?.schoolId;
}

/** Every check of a class's day, oldest first by HLC: read online, for a day before the device's sync window. */
export async function listCheckClassDay(ctx: AuthedContext, q: HealthCheckClassDayQuery): Promise<HealthCheckRow[]> {
  const [cls] = await ctx.db.select({ schoolId: classes.schoolId }).from(classes).where(eq(classes.id, q.classId));
  if (!cls) throw AppError.notFound(MISSING_ROW_MSG);
  assertSchoolInScope(ctx, cls.schoolId);
  const rows = await ctx.db
    .select()
    .from(healthChecks)
    .where(and(eq(healthChecks.schoolId, cls.schoolId), eq(healthChecks.classId, q.classId), eq(healthChecks.day, q.day)))
    .orderBy(asc(healthChecks.hlc), asc(healthChecks.id));
  return rows.map(toHealthCheckRow);
}
