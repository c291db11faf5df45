import { and, count, eq } from 'drizzle-orm';
import { type NoticeCount, NoticeStatus } from '@contract';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import type { AuthedContext } from '../context';
import { assertSchoolInScope } from '../school-scope';

export async function countUnread(db: Db, userId: number, schoolId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.schoolId, schoolId), eq(notifications.status, NoticeStatus.unread)));
  return row?.n ?? 0;
}

/** The badge: the signed-in user's unread notices in one of their schools. */
export async function countNotices(ctx: AuthedContext, input: { schoolId: number }): Promise<NoticeCount> {
  assertSchoolInScope(ctx, input.schoolId);
  return { count: await countUnread(ctx.db, ctx.session.userId, input.schoolId) };
}
