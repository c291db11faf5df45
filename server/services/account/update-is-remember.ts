import { eq } from 'drizzle-orm';
import type { UpdateIsRememberInput } from '@contract';
import { users } from '../../db/schema';
import type { AuthedContext } from '../context';

/** `/park/acount/updateIsRemember`: whether the user asked 记住我 at their last login (users.isRemember). */
export async function updateIsRemember(ctx: AuthedContext, input: UpdateIsRememberInput): Promise<null> {
  await ctx.db.update(users).set({ isRemember: input.isRemember }).where(eq(users.id, ctx.session.userId));
  return null;
}
