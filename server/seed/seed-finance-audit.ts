import { sql } from 'drizzle-orm';
import type { FinanceAuditEntity, ReplicatedTable } from '@contract';
import { financeAuditLog, users } from '../db/schema';
import { recordChanges } from '../replication/change-log';
import type { DemoSeedContext } from './demo-seed-context';

/** A demo member's name as the database holds it ('' for none), for the rows that keep who made them. */
export const seededUserName = (id: number | null) =>
  sql<string>`coalesce((SELECT ${users.userName} FROM ${users} WHERE ${users.id} = ${id}), '')`;

/**
 * Seeded finance rows as if a member had saved them (services/finance/kernel/audit-log.ts): an audit line each (new,
 * by `userId`, at the seed's time), and a put in the school's change log so replicas pull them.
 */
export async function auditSeededFinanceRows<R extends { id: string } & Record<string, unknown>>(
  { tx, seedAt }: Pick<DemoSeedContext, 'tx' | 'seedAt'>,
  schoolId: number,
  rows: readonly R[],
  saved: { table: ReplicatedTable; entity: FinanceAuditEntity; action: string; userId: number | null },
): Promise<void> {
  await tx.insert(financeAuditLog).values(
    rows.map((row) => ({
      schoolId,
      entity: saved.entity,
      entityId: row.id,
      action: saved.action,
      userId: saved.userId,
      userName: seededUserName(saved.userId),
      at: seedAt,
      before: null,
      after: row as unknown as Record<string, unknown>,
    })),
  );
  await recordChanges(
    tx,
    schoolId,
    rows.map((row) => ({ table: saved.table, op: 'put' as const, row })),
  );
}
