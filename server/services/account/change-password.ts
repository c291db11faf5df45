import { eq } from 'drizzle-orm';
import { AccountMsg, type ChangePasswordInput, ErrorCode } from '@contract';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/passwords';
import type { AuthedContext } from '../context';
import { recordUserOperation } from '../operation-log/record-operation';
import { assertStrongPassword, md5Of, storeNewPassword } from './store-new-password';

/**
 * `/park/acount/updatePasswordByOldPass`: the signed-in user proves the original password (md5, as at login) and
 * sets a new one that passes the SPEC §5 rules. This device stays signed in; the account's other sessions end.
 */
export async function changePassword(ctx: AuthedContext, input: ChangePasswordInput): Promise<null> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, ctx.session.userId));
  if (!user) throw AppError.tokenExpired();
  assertStrongPassword(input.newPassword, user.mobilePhone);
  if (!(await verifyPassword(user.passwordHash, input.password))) throw new AppError(ErrorCode.badRequest, AccountMsg.wrongOldPassword);
  if (md5Of(input.newPassword) === input.password) throw new AppError(ErrorCode.badRequest, AccountMsg.sameAsOld);

  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await storeNewPassword(tx, { userId: user.id, typed: input.newPassword, now, keepTokenHash: ctx.session.tokenHash });
    await recordUserOperation(
      { ...ctx, db: tx },
      ctx.session.schoolId,
      '系统登录',
      '修改密码',
      `账号 ${user.loginName} 修改了登录密码，其他设备上的登录已退出`,
    );
  });
  return null;
}
