import { eq } from 'drizzle-orm';
import { SCHOOL_EXPIRED_SWITCH_MSG, themeById, type UserInfoResponse } from '@contract';
import { sessions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { formatDateTime } from '../../lib/format';
import type { AuthedContext } from '../context';
import { userAccess } from '../permissions/user-access';
import { companiesOf, type MembershipView, toSchool } from '../permissions/school-access';
import { recordUserOperation } from '../operation-log/record-operation';

/**
 * The school switch of SPEC §4 on the server: the session (and so every request signature) moves to the new
 * school, logged in it. A school whose service has expired is refused with 2225 (its expiry and the user's expired
 * schools): the client shows its pending orders instead.
 */
async function moveSession(ctx: AuthedContext, to: MembershipView, all: MembershipView[]): Promise<void> {
  const school = toSchool(to.school, ctx.clock.now());
  // 2225 with the expiry and the ids of the user's expired schools: the client keeps them until an order is paid.
  if (school.clientState === 1) {
    const schoolIds = all.filter((m) => toSchool(m.school, ctx.clock.now()).clientState === 1).map((m) => m.school.id);
    throw AppError.schoolExpiryInfo(SCHOOL_EXPIRED_SWITCH_MSG, { expirationTime: school.expirationTime, schoolIds });
  }
  const from = all.find((m) => m.school.id === ctx.session.schoolId);
  await ctx.db.transaction(async (tx) => {
    await tx.update(sessions).set({ schoolId: to.school.id }).where(eq(sessions.tokenHash, ctx.session.tokenHash));
    await recordUserOperation(
      { ...ctx, db: tx },
      to.school.id,
      '园所切换',
      '切换园所',
      `由「${from?.school.name ?? ''}」切换到「${to.school.name}」`,
    );
  });
  // A GET that moved the session: answer once this process has dropped the session's old school (see AccessCache).
  await ctx.accessCache?.flush(ctx.db);
}

/**
 * The user, their schools and the current one. Asking for another of the user's schools moves the session there
 * (the school switch of SPEC §4); asking for a school that is not theirs is a 403.
 */
export async function getUserInfo(ctx: AuthedContext, input: { schoolId?: number | undefined }): Promise<UserInfoResponse> {
  const { session } = ctx;
  const schoolId = input.schoolId ?? session.schoolId;
  const { user, memberships: all } = await userAccess(ctx);
  const current = all.find((m) => m.school.id === schoolId);
  if (!current) throw AppError.forbidden();
  if (schoolId !== session.schoolId) await moveSession(ctx, current, all);

  const now = ctx.clock.now();
  return {
    userInfo: {
      userId: user.id,
      loginName: user.loginName,
      userName: user.userName,
      headPic: user.headPic,
      level: user.level,
      mobilePhone: user.mobilePhone,
      isRemember: user.isRemember,
      departmentId: current.departmentId,
      departmentName: current.departmentName,
      position: current.positionName,
    },
    schoolInfo: toSchool(current.school, now),
    schoolList: all.map((m) => toSchool(m.school, now)),
    companyList: companiesOf(all),
    // The theme is the user's own (POST /park/index/skin), so it follows them to every school and browser.
    skinUrl: themeById(user.skinId).background,
    skinId: themeById(user.skinId).id,
    expirationTime: formatDateTime(current.school.expiresAt),
    schoolpermission: current.schoolPermission,
    permissions: current.permissions,
    positionName: current.positionName,
  };
}
