import { eq, inArray } from 'drizzle-orm';
import { type BillAction, BILL_ACTIONS, type BillRow, BillMsg, billActionIssue } from '@contract';
import { bills } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { chinaDay } from '../../../lib/format';
import { recordChanges } from '../../../replication/change-log';
import { toBillRow } from '../../../replication/finance/bill-rows';
import type { AuthedContext } from '../../context';
import { recordFinanceAudit } from '../kernel/audit-log';
import { financeGate } from '../kernel/finance-rows';
import { financeSettingsOf } from '../kernel/finance-settings-row';
import { recordOperation } from '../../operation-log/record-operation';
import { paidFenOf } from '../kernel/bill-reads';

/**
 * Moves bills by the transition table (contract BILL_ACTIONS): all of them or none — the first bill the table
 * refuses answers 400 with its reason and nothing changes. Each bill is locked, written, put in the change log
 * and given its audit line (before → after) and the operation log its line, in the caller's transaction.
 * `patch` adds what the move writes besides the state (the publish time, the read status, the void reason).
 */
export async function moveBills(
  ctx: AuthedContext,
  schoolId: number,
  ids: readonly string[],
  action: BillAction,
  patch: (bill: BillRow) => Partial<typeof bills.$inferInsert> = () => ({}),
  after?: (moved: BillRow[]) => Promise<Map<string, Partial<typeof bills.$inferInsert>>>,
): Promise<BillRow[]> {
  await financeGate(ctx, schoolId);
  const unique = [...new Set(ids)];
  const rows = await ctx.db.select().from(bills).where(inArray(bills.id, unique)).orderBy(bills.id).for('update');
  if (rows.length !== unique.length || rows.some((r) => r.schoolId !== schoolId)) throw AppError.notFound(BillMsg.missing);
  const settings = await financeSettingsOf(ctx.db, schoolId);
  const today = chinaDay(ctx.clock.now());
  const before = rows.map(toBillRow);
  for (const bill of before) {
    const paidFen = action === 'void' ? await paidFenOf(ctx.db, bill.id) : 0;
    const issue = billActionIssue(action, bill, { reviewOn: settings.reviewOn as 0 | 1, paidFen, today });
    if (issue) throw AppError.badRequest(before.length > 1 ? `${bill.studentName}：${issue}` : issue);
  }
  const to = BILL_ACTIONS[action].to;
  const moved: BillRow[] = [];
  for (const bill of before) {
    const [row] = await ctx.db
      .update(bills)
      .set({ state: to, ...patch(bill) })
      .where(eq(bills.id, bill.id))
      .returning();
    if (row) moved.push(toBillRow(row));
  }
  let out = moved;
  if (after) {
    const more = await after(moved);
    out = [];
    for (const bill of moved) {
      const set = more.get(bill.id);
      const [row] = set ? await ctx.db.update(bills).set(set).where(eq(bills.id, bill.id)).returning() : [];
      out.push(row ? toBillRow(row) : bill);
    }
  }
  await recordChanges(
    ctx.db,
    schoolId,
    out.map((row) => ({ table: 'bills' as const, op: 'put' as const, row })),
  );
  const label = BILL_ACTIONS[action].label;
  const beforeById = new Map(before.map((b) => [b.id, b]));
  for (const row of out)
    await recordFinanceAudit(ctx, schoolId, {
      entity: 'bill',
      entityId: row.id,
      action: `${label}账单`,
      before: beforeById.get(row.id) ?? null,
      after: row,
    });
  await recordOperation(ctx.db, {
    schoolId,
    userId: ctx.session.userId,
    module: '账单管理',
    action: `${label}账单`,
    detail: out
      .map((b) => `${b.studentName} ${b.title}`)
      .join('；')
      .slice(0, 500),
    ip: ctx.ip,
  });
  return out;
}
