import { ErrorCode, Msg, type Session, TOKEN_TTL_MS } from '@contract';
import { sessions, type users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashToken, newToken } from '../../lib/tokens';
import type { ServiceContext } from '../context';
import { recordOperation } from '../operation-log/record-operation';
import { menuForMember, menuPaths } from './menu-for-member';
import { listMemberships, toSchool } from '../permissions/school-access';

/**
 * Opens a session in the user's default school once every login step has passed (password, and the SMS code for
 * dual verification), and records the login in the operation log.
 */
export async function openSession(ctx: ServiceContext, user: typeof users.$inferSelect): Promise<Session> {
  const all = await listMemberships(ctx.db, user.id);
  const membership = all.find((m) => m.isDefault) ?? all[0];
  if (!membership) throw new AppError(ErrorCode.forbidden, Msg.noSchool);

  const now = ctx.clock.now();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + TOKEN_TTL_MS);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(sessions).values({
      tokenHash: hashToken(token),
      userId: user.id,
      schoolId: membership.school.id,
      createdAt: now,
      expiresAt,
      userAgent: (ctx.userAgent ?? '').slice(0, 300),
      ip: ctx.ip ?? '',
    });
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
    permissions: membership.permissions,
    positionName: membership.positionName,
    expirationTime: expiresAt.getTime(),
    setPwd: user.setPwd,
    pwdWarn: user.pwdWarn,
  };
}
