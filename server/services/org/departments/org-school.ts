import { and, eq } from 'drizzle-orm';
import { OrgMsg } from '@contract';
import type { Db } from '../../../db/client';
import { departments, positions } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { assertSchoolInScope } from '../../school-scope';

/** The school an organisation call is about: the one it names, else the session's (the auth plugin checked the right there). */
export function orgSchool(ctx: AuthedContext, input: { schoolId?: number | undefined }): number {
  const schoolId = input.schoolId ?? ctx.session.schoolId;
  assertSchoolInScope(ctx, schoolId);
  return schoolId;
}

/** The school of a department row (a route's `schoolOf`): undefined when there is none. */
export async function departmentSchool(ctx: AuthedContext, input: { id: number }): Promise<number | undefined> {
  const [row] = await ctx.db.select({ schoolId: departments.schoolId }).from(departments).where(eq(departments.id, input.id));
  return row?.schoolId;
}

/** The school of a position row (a route's `schoolOf`). */
export async function positionSchool(ctx: AuthedContext, input: { id: number }): Promise<number | undefined> {
  const [row] = await ctx.db.select({ schoolId: positions.schoolId }).from(positions).where(eq(positions.id, input.id));
  return row?.schoolId;
}

/** A department of one of the user's schools (another school's is not found: 404, never read or changed). */
export async function ownDepartment(ctx: AuthedContext, id: number): Promise<typeof departments.$inferSelect> {
  const [row] = await ctx.db.select().from(departments).where(eq(departments.id, id));
  if (!row || !ctx.session.schoolIds.has(row.schoolId)) throw AppError.notFound(OrgMsg.deptNotFound);
  return row;
}

export async function ownPosition(ctx: AuthedContext, id: number): Promise<typeof positions.$inferSelect> {
  const [row] = await ctx.db.select().from(positions).where(eq(positions.id, id));
  if (!row || !ctx.session.schoolIds.has(row.schoolId)) throw AppError.notFound(OrgMsg.positionNotFound);
  return row;
}

/** A parent named by an add or a move: a department of the same school. */
export async function assertParent(db: Db, schoolId: number, parentId: number | null): Promise<void> {
  if (parentId === null) return;
  const [row] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.id, parentId), eq(departments.schoolId, schoolId)));
  if (!row) throw AppError.badRequest(OrgMsg.deptParentNotFound);
}
