import { and, asc, eq } from 'drizzle-orm';
import type { FinanceAuditEntity, FinanceAuditRow } from '@contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { financeAuditLog, users } from '../../db/schema';
import type { AuthedContext } from '../context';

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
  if (entry.before && entry.after && JSON.stringify(entry.before) === JSON.stringify(entry.after)) return;
  await ctx.db.insert(financeAuditLog).values({
    schoolId,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    userId: ctx.session.userId,
    userName: sql`coalesce((SELECT ${users.userName} FROM ${users} WHERE ${users.id} = ${ctx.session.userId}), '')`,
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
