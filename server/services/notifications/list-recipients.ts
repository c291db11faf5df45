import { and, asc, eq } from 'drizzle-orm';
import type { NoticeRecipient } from '@contract';
import type { Db } from '../../db/client';
import { memberships, positions, users } from '../../db/schema';
import type { AuthedContext } from '../context';
import { assertSchoolInScope } from '../school-scope';

export async function schoolStaff(db: Db, schoolId: number): Promise<NoticeRecipient[]> {
  return db
    .select({ userId: users.id, userName: users.userName, position: positions.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(positions, eq(positions.id, memberships.positionId))
    .where(and(eq(memberships.schoolId, schoolId), eq(users.disabled, false)))
    .orderBy(asc(users.id));
}

/** Colleagues a member who may notify staff can write to (everyone in the school but themselves). */
export async function listRecipients(ctx: AuthedContext, input: { schoolId: number }): Promise<NoticeRecipient[]> {
  assertSchoolInScope(ctx, input.schoolId);
  return (await schoolStaff(ctx.db, input.schoolId)).filter((s) => s.userId !== ctx.session.userId);
}
