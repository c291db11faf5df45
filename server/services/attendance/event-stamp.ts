import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { AuthedContext } from '../context';

/**
 * The stamp every attendance event carries (db/schema/columns.ts deviceEventStamp), a child's tap or a staff
 * member's mark: the device's clock and wall time as it sent them, the signed-in recorder, and the server's time.
 */
export async function eventStamp(ctx: AuthedContext, device: { hlc: string; createTime: string }) {
  const [me] = await ctx.db.select({ userName: users.userName }).from(users).where(eq(users.id, ctx.session.userId));
  return {
    hlc: device.hlc,
    recordedBy: ctx.session.userId,
    recorderName: me?.userName ?? '',
    createTime: device.createTime,
    createdAt: ctx.clock.now(),
  };
}
