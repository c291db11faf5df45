import type { BillRow } from '@contract';
import type { Db } from '../../../db/client';
import { bills } from '../../../db/schema';
import { chinaDay } from '../../../lib/format';
import type { Clock } from '../../../lib/clock';
import { recordChanges } from '../../../replication/change-log';
import { toBillRow } from '../../../replication/finance/bill-rows';
import type { AuthedContext } from '../../context';
import { recordFinanceAudit } from '../kernel/audit-log';
import { paidFenOf } from '../kernel/bill-reads';
import { financeSettingsOf } from '../kernel/finance-settings-row';

/** The context of the transition table (contract BILL_ACTIONS) for one bill. */
export async function actionContext(db: Db, clock: Clock, schoolId: number, billId: string) {
  const settings = await financeSettingsOf(db, schoolId);
  const paid = await paidFenOf(db, billId);
  return { reviewOn: settings.reviewOn as 0 | 1, paidFen: paid, today: chinaDay(clock.now()) };
}

/**
 * Writes new draft bills (batchOrder, importOrders): inserted (an id taken already is skipped, not reused), each to
 * the change log (so every replica gets it) and one finance audit line each, under `action`. Returns what was written.
 */
export async function insertDraftBills(
  ctx: AuthedContext,
  schoolId: number,
  drafts: readonly BillRow[],
  action: string,
): Promise<BillRow[]> {
  if (drafts.length === 0) return [];
  const out: BillRow[] = [];
  // Chunks keep each statement well under PostgreSQL's 65,535 parameters.
  for (let i = 0; i < drafts.length; i += 500) {
    const rows = await ctx.db
      .insert(bills)
      .values(drafts.slice(i, i + 500).map((d) => ({ ...d, createdAt: new Date(d.createdAt), publishedAt: null })))
      .onConflictDoNothing({ target: bills.id })
      .returning();
    out.push(...rows.map(toBillRow));
  }
  await recordChanges(
    ctx.db,
    schoolId,
    out.map((row) => ({ table: 'bills' as const, op: 'put' as const, row })),
  );
  for (const row of out) await recordFinanceAudit(ctx, schoolId, { entity: 'bill', entityId: row.id, action, before: null, after: row });
  return out;
}
