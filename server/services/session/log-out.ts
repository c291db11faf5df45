import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import type { AuthedContext } from '../context';
import { recordUserOperation } from '../operation-log/record-operation';

/** Revokes the token: it answers 20011 from now on. */
export async function logOut(ctx: AuthedContext): Promise<null> {
  await ctx.db.transaction(async (tx) => {
    await tx.update(sessions).set({ revokedAt: ctx.clock.now() }).where(eq(sessions.tokenHash, ctx.session.tokenHash));
    await recordUserOperation({ ...ctx, db: tx }, ctx.session.schoolId, '系统登录', '退出', '退出系统');
  });
  return null;
}
