import { eq } from 'drizzle-orm';
import type { UserInfoResponse } from '@contract';
import { sessions, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { formatDateTime } from '../../lib/format';
import type { AuthedContext } from '../context';
import { listCompanies, listMemberships, toSchool } from './school-access';

/**
 * The user, their schools and the current one. Asking for another of the user's schools moves the session there
 * (the school switch of SPEC §4); asking for a school that is not theirs is a 403.
 */
export async function getUserInfo(ctx: AuthedContext, input: { schoolId?: number | undefined }): Promise<UserInfoResponse> {
  const { session } = ctx;
  const schoolId = input.schoolId ?? session.schoolId;
  const all = await listMemberships(ctx.db, session.userId);
  const current = all.find((m) => m.school.id === schoolId);
  if (!current) throw AppError.forbidden();
  if (schoolId !== session.schoolId) {
    await ctx.db.update(sessions).set({ schoolId }).where(eq(sessions.tokenHash, session.tokenHash));
  }
  const [user] = await ctx.db.select().from(users).where(eq(users.id, session.userId));
  if (!user) throw AppError.tokenExpired();

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
    companyList: await listCompanies(ctx.db, [...new Set(all.map((m) => m.school.companyId))]),
    skinUrl: current.school.skinUrl,
    expirationTime: formatDateTime(current.school.expiresAt),
    schoolpermission: current.schoolPermission,
    positionName: current.positionName,
  };
}
