import { recordStaffProfiles } from '../../../replication/people/staff-rows';
import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { INVITE_PERMISSION, InvitationMsg, JOINED_POSITION, type JoinRequest, type JoinResult } from '@contract';
import type { Db } from '../../../db/client';
import { departments, memberships, positions, users } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { hashPassword } from '../../../lib/passwords';
import type { ServiceContext } from '../../context';
import { sendNotification } from '../../notifications/send-notification';
import { membersHolding } from '../../permissions/members-holding';
import { recordStaffRows } from '../../../replication/attendance/staff-rows';
import { findValidKey } from './find-valid-key';

/** Where a newcomer lands until the principal moves them: the teaching department of either kind of school. */
const TEACHING_DEPARTMENTS = ['保教部', '教务处'];

/** The key's position (教师 for a key made before keys named one, or whose position was deleted) and department. */
async function placeFor(tx: Db, schoolId: number, keyPositionId: number | null) {
  const [position] = await tx
    .select({ id: positions.id, name: positions.name })
    .from(positions)
    .where(
      and(eq(positions.schoolId, schoolId), keyPositionId === null ? eq(positions.name, JOINED_POSITION) : eq(positions.id, keyPositionId)),
    );
  const depts = await tx.select().from(departments).where(eq(departments.schoolId, schoolId)).orderBy(asc(departments.id));
  const department = depts.find((d) => TEACHING_DEPARTMENTS.includes(d.name)) ?? depts[0];
  return { positionId: position?.id ?? null, positionName: position?.name ?? JOINED_POSITION, departmentId: department?.id ?? null };
}

const maskPhone = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(7)}`;

/**
 * A new staff member registers through a live invitation key: an account (argon2id over the md5 of the password,
 * exactly what login later verifies), a membership in the key's position and the teaching department with no school
 * permission list (so exactly the position's rights, never more), and a notice to the members who may invite. The password rules (contract/password.ts) were checked on the plain password by the schema.
 */
export async function joinSchool(ctx: ServiceContext, input: JoinRequest): Promise<JoinResult> {
  const passwordHash = await hashPassword(createHash('md5').update(input.password).digest('hex'));
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const key = await findValidKey(tx, input.key, now);
    const [sameName] = await tx.select({ id: users.id }).from(users).where(eq(users.loginName, input.loginName));
    if (sameName) throw AppError.badRequest(InvitationMsg.loginNameTaken);
    const [samePhone] = await tx.select({ id: users.id }).from(users).where(eq(users.mobilePhone, input.mobilePhone));
    if (samePhone) throw AppError.badRequest(InvitationMsg.phoneTaken);

    const [user] = await tx
      .insert(users)
      .values({ loginName: input.loginName, userName: input.userName, mobilePhone: input.mobilePhone, passwordHash, createdAt: now })
      .onConflictDoNothing({ target: users.loginName })
      .returning({ id: users.id });
    if (!user) throw AppError.badRequest(InvitationMsg.loginNameTaken);
    const { positionName, ...place } = await placeFor(tx, key.schoolId, key.positionId);
    await tx.insert(memberships).values({ userId: user.id, schoolId: key.schoolId, ...place, schoolPermission: '', isDefault: true });
    // The newcomer joins the roster every device of the school holds (staff attendance marks them from today).
    await recordStaffRows(tx, key.schoolId, [user.id]);
    await recordStaffProfiles(tx, key.schoolId, [user.id]);

    await sendNotification(tx, {
      schoolId: key.schoolId,
      userIds: await membersHolding(tx, key.schoolId, INVITE_PERMISSION),
      sender: { userId: null, name: '系统通知' },
      title: '新教职工加入',
      content: `${input.userName}（${maskPhone(input.mobilePhone)}）通过邀请二维码注册加入了${key.schoolName}，岗位为${positionName}。可在人力资源管理中调整其部门与岗位。`,
      createdAt: now,
    });
    return { loginName: input.loginName, schoolName: key.schoolName };
  });
}
