import { eq } from 'drizzle-orm';
import { ErrorCode, type LoginForm, Msg, type Session, TOKEN_TTL_MS } from '@contract';
import { sessions, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { burnVerifyTime, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import type { ServiceContext } from '../context';
import { menuForMember, menuPaths } from './menu-for-member';
import { listMemberships, toSchool } from './school-access';
import { recordOperation } from '../operation-log/record-operation';

/** Checks the password (argon2id over the md5 the client sends) and opens a session in the user's default school. */
export async function logIn(ctx: ServiceContext, input: LoginForm): Promise<Session> {
  if (ctx.config.captcha) {
    const passed = input.captchaVerification ? await ctx.captcha?.verify(input.captchaVerification) : false;
    if (!passed) throw new AppError(ErrorCode.badRequest, Msg.captchaRequired);
  }
  const [user] = await ctx.db.select().from(users).where(eq(users.loginName, input.loginName));
  if (!user) {
    await burnVerifyTime(input.password);
    throw new AppError(ErrorCode.badRequest, Msg.loginFailed);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) throw new AppError(ErrorCode.badRequest, Msg.loginFailed);
  if (user.disabled) throw new AppError(ErrorCode.forbidden, Msg.accountDisabled);

  const all = await listMemberships(ctx.db, user.id);
  const membership = all.find((m) => m.isDefault) ?? all[0];
  if (!membership) throw new AppError(ErrorCode.forbidden, Msg.noSchool);

  const now = ctx.clock.now();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + TOKEN_TTL_MS);
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(sessions)
      .values({ tokenHash: hashToken(token), userId: user.id, schoolId: membership.school.id, createdAt: now, expiresAt });
    await recordOperation(tx, {
      schoolId: membership.school.id,
      userId: user.id,
      userName: user.userName,
      ip: ctx.ip,
      module: '系统登录',
      action: '登录',
      detail: `账号 ${user.loginName} 登录系统`,
    });
  });

  const menu = await menuForMember(ctx.db, membership);
  return {
    token,
    userId: user.id,
    avatar: user.headPic,
    roles: menuPaths(menu),
    schoolInfo: toSchool(membership.school, now),
    dualVerification: user.dualVerification,
    schoolCodeStatus: membership.school.codeStatus,
    schoolpermission: membership.schoolPermission,
    positionName: membership.positionName,
    expirationTime: expiresAt.getTime(),
    setPwd: user.setPwd,
    pwdWarn: user.pwdWarn,
  };
}
