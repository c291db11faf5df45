import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import type { AuthedContext } from '../context';
import { recordOperation } from '../operation-log/record-operation';

/** Revokes the token: it answers 20011 from now on. */
export async function logOut(ctx: AuthedContext): Promise<null> {
  await ctx.db.transaction(async (tx) => {
    await tx.update(sessions).set({ revokedAt: ctx.clock.now() }).where(eq(sessions.tokenHash, ctx.session.tokenHash));
    await recordOperation(tx, {
      schoolId: ctx.session.schoolId,
      userId: ctx.session.userId,
      ip: ctx.ip,
      module: '系统登录',
      action: '退出',
      detail: '退出系统',
    });
  });
  return null;
}
