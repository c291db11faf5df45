import { and, eq, inArray, notInArray, or } from 'drizzle-orm';
import { PRINCIPAL_POSITION, SEAL_NOTICE, SealMsg, type SealUseRow, STAFF_INACTIVE } from '@contract';
import type { Db } from '../../../db/client';
import { memberships, positions, sealUses, seals, users } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { recordChanges } from '../../../replication/change-log';
import { toSealUseRow } from '../../../replication/org/seal-rows';
import type { AuthedContext } from '../../context';
import { sendNotification } from '../../notifications/send-notification';
import { membersHolding } from '../../permissions/members-holding';

/** A seal of the school; another school's or an unknown id is a 404 (never a leak). */
export async function sealOrFail(db: Db, schoolId: number, id: string) {
  const [seal] = await db.select().from(seals).where(eq(seals.id, id));
  if (seal?.schoolId !== schoolId) throw AppError.notFound(SealMsg.missing);
  return seal;
}

/** A use of the school, locked for this transaction (a keeper's record and a revoke never both win). */
export async function sealUseOrFail(db: Db, schoolId: number, id: string) {
  const [use] = await db.select().from(sealUses).where(eq(sealUses.id, id)).for('update');
  if (use?.schoolId !== schoolId) throw AppError.notFound(SealMsg.useMissing);
  return use;
}

/** The serving members (not left or retired, account enabled) among these user ids. */
export async function servingMembers(db: Db, schoolId: number, userIds: readonly number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.schoolId, schoolId),
        inArray(memberships.userId, [...userIds]),
        eq(users.disabled, false),
        notInArray(memberships.staffStatus, [...STAFF_INACTIVE]),
      ),
    );
  return rows.map((r) => r.userId);
}

/** Whether the signed-in member is the school's principal: position 园长, or a position with every right. */
export async function isPrincipal(ctx: AuthedContext, schoolId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ userId: memberships.userId })
    .from(memberships)
    .innerJoin(positions, eq(positions.id, memberships.positionId))
    .where(
      and(
        eq(memberships.schoolId, schoolId),
        eq(memberships.userId, ctx.session.userId),
        or(eq(positions.name, PRINCIPAL_POSITION), eq(positions.allRights, true)),
      ),
    );
  return row !== undefined;
}

/** The signed-in member's name in the school (profile name, else account name). */
export async function myName(ctx: AuthedContext): Promise<string> {
  const [user] = await ctx.db.select({ name: users.userName }).from(users).where(eq(users.id, ctx.session.userId));
  return user?.name ?? '';
}

/** Records a changed use for pull and returns its replicated row. */
export async function recordSealUse(db: Db, row: typeof sealUses.$inferSelect): Promise<SealUseRow> {
  const out = toSealUseRow(row);
  await recordChanges(db, row.schoolId, [{ table: 'sealUses', op: 'put', row: out }]);
  return out;
}

const requestText = (u: typeof sealUses.$inferSelect) =>
  `${u.applicantName || '教职工'}申请使用「${u.sealName || '未知印章'}」${u.copies}份，事由：${u.purpose}`;

/**
 * 通知 when a use becomes 待用印: to the seal's serving keepers. A use with an issue (its seal unknown or out of use)
 * goes to the members who manage the seals instead, who can revoke it or put the seal back in use.
 */
export async function notifyToStamp(db: Db, use: typeof sealUses.$inferSelect, at: Date): Promise<void> {
  const [seal] = use.sealId ? await db.select().from(seals).where(eq(seals.id, use.sealId)) : [];
  const base = { schoolId: use.schoolId, sender: { userId: null, name: '系统通知' }, createdAt: at };
  if (use.issue || !seal) {
    await sendNotification(db, {
      ...base,
      userIds: await membersHolding(db, use.schoolId, '/YWGL/YZGL:edit'),
      title: SEAL_NOTICE.issue,
      content: `${requestText(use)}。${use.issue || SealMsg.missing}，请在印章管理中处理。`,
    });
    return;
  }
  await sendNotification(db, {
    ...base,
    userIds: await servingMembers(db, use.schoolId, seal.keeperIds),
    title: SEAL_NOTICE.toStamp,
    content: `${requestText(use)}。已审批通过，请用印后在印章管理中登记。`,
  });
}

/** 通知 to who may approve, when a use is requested in 印章管理. */
export async function notifyToApprove(db: Db, use: typeof sealUses.$inferSelect, at: Date): Promise<void> {
  const approvers = (await membersHolding(db, use.schoolId, '/YWGL/YZGL:approve')).filter((id) => id !== use.applicantId);
  await sendNotification(db, {
    schoolId: use.schoolId,
    userIds: approvers,
    sender: { userId: use.applicantId, name: use.applicantName },
    title: SEAL_NOTICE.toApprove,
    content: `${requestText(use)}。请在印章管理中审批。`,
    createdAt: at,
  });
}
