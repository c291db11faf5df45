import { and, eq, gt } from 'drizzle-orm';
import { InvitationMsg } from '@contract';
import type { Db } from '../../../db/client';
import { invitationKeys, schools } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';

/** The school a live key invites to; a replaced, timed-out or made-up key is 二维码已失效. */
export async function findValidKey(db: Db, key: string, now: Date) {
  const [row] = await db
    .select({
      schoolId: invitationKeys.schoolId,
      positionId: invitationKeys.positionId,
      expiresAt: invitationKeys.expiresAt,
      schoolName: schools.name,
      style: schools.style,
    })
    .from(invitationKeys)
    .innerJoin(schools, eq(schools.id, invitationKeys.schoolId))
    .where(and(eq(invitationKeys.key, key), gt(invitationKeys.expiresAt, now)));
  if (!row) throw AppError.badRequest(InvitationMsg.invalid);
  return row;
}
