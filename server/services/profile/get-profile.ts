import { and, eq } from 'drizzle-orm';
import { maskPhone, type Profile } from '@contract';
import { departments, memberships, positions, schools, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthedContext } from '../context';

/** GET /park/acount/profile: 个人中心's own profile, with the department and position of the session's school. */
export async function getProfile(ctx: AuthedContext): Promise<Profile> {
  const [row] = await ctx.db
    .select({ user: users, schoolName: schools.name, departmentName: departments.name, positionName: positions.name })
    .from(users)
    .leftJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.schoolId, ctx.session.schoolId)))
    .leftJoin(schools, eq(schools.id, memberships.schoolId))
    .leftJoin(departments, eq(departments.id, memberships.departmentId))
    .leftJoin(positions, eq(positions.id, memberships.positionId))
    .where(eq(users.id, ctx.session.userId));
  if (!row) throw AppError.tokenExpired();
  return {
    userId: row.user.id,
    loginName: row.user.loginName,
    userName: row.user.userName,
    headPic: row.user.headPic,
    mobilePhone: row.user.mobilePhone,
    maskedPhone: maskPhone(row.user.mobilePhone),
    schoolName: row.schoolName ?? '',
    departmentName: row.departmentName ?? '',
    positionName: row.positionName ?? '',
  };
}
