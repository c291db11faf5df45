import { and, asc, eq } from 'drizzle-orm';
import type { FinanceAuditEntity, FinanceAuditRow } from '@contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { financeAuditLog, users } from '../../../db/schema';
import type { AuthedContext } from '../../context';

export interface FinanceAuditEntry {
  entity: FinanceAuditEntity;
  entityId: string;
  /** What was done, as the sync panel names it (保存收费项目, 作废优惠…). */
  action: string;
  /** The row before (null: it did not exist) and after (null: it no longer does). */
  before: object | null;
  after: object | null;
}

/**
 * THE way a finance service records a money change: one append-only line (who, when, before, after) in the
 * transaction of the change. Nothing updates or deletes these lines. A save that changes nothing writes none.
 */
export async function recordFinanceAudit(ctx: AuthedContext, schoolId: number, entry: FinanceAuditEntry): Promise<void> {
  await recordFinanceAuditAs(ctx, schoolId, entry, { userId: ctx.session.userId });
}

/**
 * The same line for a change no member made (a payment provider's notice settling a scene-pay payment): the user is
 * null and `userName` says who (支付沙箱, 支付宝, 微信支付).
 */
export async function recordFinanceAuditAs(
  ctx: Pick<AuthedContext, 'db' | 'clock'>,
  schoolId: number,
  entry: FinanceAuditEntry,
  who: { userId: number } | { userId: null; userName: string },
): Promise<void> {
  if (entry.before && entry.after && JSON.stringify(entry.before) === JSON.stringify(entry.after)) return;
  await ctx.db.insert(financeAuditLog).values({
    schoolId,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    userId: who.userId,
    userName:
      who.userId === null ? who.userName : sql`coalesce((SELECT ${users.userName} FROM ${users} WHERE ${users.id} = ${who.userId}), '')`,
    at: ctx.clock.now(),
    before: entry.before as Record<string, unknown> | null,
    after: entry.after as Record<string, unknown> | null,
  });
}

/** A row's lines, oldest first (SPEC recordInfo; the 变更记录 drawer). */
export async function financeAuditOf(db: Db, schoolId: number, entityId: string): Promise<FinanceAuditRow[]> {
  const rows = await db
    .select()
    .from(financeAuditLog)
    .where(and(eq(financeAuditLog.schoolId, schoolId), eq(financeAuditLog.entityId, entityId)))
    .orderBy(asc(financeAuditLog.id));
  return rows.map((r) => ({
    id: r.id,
    entity: r.entity,
    entityId: r.entityId,
    action: r.action,
    userId: r.userId,
    userName: r.userName,
    at: r.at.toISOString(),
    before: r.before ?? null,
    after: r.after ?? null,
  }));
}
