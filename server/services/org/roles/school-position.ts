import { and, eq } from 'drizzle-orm';
import { RoleMsg } from '@contract';
import type { Db } from '../../../db/client';
import { positions } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { assertSchoolInScope } from '../../school-scope';

/** The school a roles call is about: the one it names, else the session's (the auth plugin checked the member's rights there). */
export function rolesSchool(ctx: AuthedContext, input: { schoolId?: number | undefined }): number {
  const schoolId = input.schoolId ?? ctx.session.schoolId;
  assertSchoolInScope(ctx, schoolId);
  return schoolId;
}

/** A position of that school; another school's position is not found there (404), never read or changed. */
export async function schoolPosition(db: Db, schoolId: number, positionId: number): Promise<typeof positions.$inferSelect> {
  const [row] = await db
    .select()
    .from(positions)
    .where(and(eq(positions.id, positionId), eq(positions.schoolId, schoolId)));
  if (!row) throw AppError.notFound(RoleMsg.notFound);
  return row;
}
