import { and, eq, isNull, like } from 'drizzle-orm';
import { ProfileMsg, type SignOutDeviceInput } from '@contract';
import { sessions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthedContext } from '../context';
import { recordUserOperation } from '../operation-log/record-operation';
import { sessionPublicId } from './list-sessions';

/**
 * POST /park/acount/signOutDevice: ends one of the account's own sessions at once: its token answers 20011 from
 * the next request (the write announces the session to every server process's access cache). Another account's
 * session is not found.
 */
export async function signOutDevice(ctx: AuthedContext, input: SignOutDeviceInput): Promise<null> {
  if (!/^[0-9a-f]{24}$/.test(input.id)) throw AppError.notFound(ProfileMsg.sessionNotFound);
  const ended = await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.clock.now() })
    .where(and(eq(sessions.userId, ctx.session.userId), like(sessions.tokenHash, `${input.id}%`), isNull(sessions.revokedAt)))
    .returning({ tokenHash: sessions.tokenHash });
  if (ended.length !== 1 || sessionPublicId(ended[0]?.tokenHash ?? '') !== input.id) throw AppError.notFound(ProfileMsg.sessionNotFound);
  await recordUserOperation(ctx, ctx.session.schoolId, '个人中心', '退出设备', '在个人中心让一台设备退出登录');
  return null;
}
