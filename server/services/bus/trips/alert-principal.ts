import { and, eq, or } from 'drizzle-orm';
import { BUS_FORCED_CLOSE_TITLE, BUS_UNMARKED_CLOSE_TITLE, busForcedCloseText, type BusTripEventRow, PRINCIPAL_POSITION } from '@contract';
import { memberships, positions, users } from '../../../db/schema';
import type { AuthedContext } from '../../context';
import { sendNotification } from '../../notifications/send-notification';
import { childNames, type Trip } from './trip-access';

/**
 * A trip closed with children on board, or with riders never marked (`unmarked`, 待上车), alerts the school's principals (members whose position is 园长 or holds
 * every right) by 通知: the route, the day, who was left on board, why, who was never marked, and who closed it.
 */
export async function alertPrincipal(
  ctx: AuthedContext,
  trip: Trip,
  close: BusTripEventRow,
  unmarked: readonly string[] = [],
): Promise<void> {
  const principals = await ctx.db
    .select({ userId: memberships.userId })
    .from(memberships)
    .innerJoin(positions, eq(positions.id, memberships.positionId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.schoolId, close.schoolId),
        eq(users.disabled, false),
        or(eq(positions.name, PRINCIPAL_POSITION), eq(positions.allRights, true)),
      ),
    );
  const children = await childNames(ctx, close.schoolId, close.leftOnBoard);
  const [me] = await ctx.db.select({ pic: users.headPic }).from(users).where(eq(users.id, ctx.session.userId));
  await sendNotification(ctx.db, {
    schoolId: close.schoolId,
    userIds: [...new Set(principals.map((p) => p.userId))],
    sender: { userId: ctx.session.userId, name: close.recorderName, pic: me?.pic ?? '' },
    title: close.forced ? BUS_FORCED_CLOSE_TITLE : BUS_UNMARKED_CLOSE_TITLE,
    content: busForcedCloseText({
      route: trip.route.name,
      day: close.day,
      children,
      unmarked: await childNames(ctx, close.schoolId, unmarked),
      reason: close.reason,
      by: close.recorderName,
    }),
    createdAt: ctx.clock.now(),
  });
}
