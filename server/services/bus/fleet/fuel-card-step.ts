import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema';
import type { AuthedContext } from '../../context';

/** One line of a fuel card's history: the state it reached, the member who moved it and when. */
export async function fuelCardStep(ctx: AuthedContext, state: string) {
  const [user] = await ctx.db.select({ name: users.userName }).from(users).where(eq(users.id, ctx.session.userId));
  return { state, userId: ctx.session.userId, userName: user?.name ?? '', at: ctx.clock.now().toISOString() };
}
