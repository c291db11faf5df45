import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  type BillRow,
  type FinanceAuditEntity,
  REFUND_ACTIONS,
  type RefundAction,
  RefundMsg,
  type RefundRecordRow,
  refundActionIssue as refundActionIssueOf,
  refundableByLine,
  refundLineKey,
} from '@contract';
import type { Db } from '../../../db/client';
import { bills, classes, financeLedger, refundGroups, refundItems, refundRecords } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { recordChanges } from '../../../replication/change-log';
import { toBillRow } from '../../../replication/finance/bill-rows';
import { toRefundGroupRow, toRefundItemRow, toRefundRecordRow } from '../../../replication/finance/refund-rows';
import type { AuthedContext } from '../../context';
import { recordFinanceAudit } from '../kernel/audit-log';
import { financeGate, refuse } from '../kernel/finance-rows';
import type { LedgerLine } from '../kernel/ledger';
import { recordUserOperation } from '../../operation-log/record-operation';

/** The refund area's tables in their replicated shape. */
export const REFUND_TABLES = {
  refundItems: { table: refundItems, toRow: toRefundItemRow, entity: 'refundItem' as FinanceAuditEntity },
  refundGroups: { table: refundGroups, toRow: toRefundGroupRow, entity: 'refundGroup' as FinanceAuditEntity },
} as const;

export async function schoolRefundItems(db: Db, schoolId: number) {
  return (await db.select().from(refundItems).where(eq(refundItems.schoolId, schoolId))).map(toRefundItemRow);
}
export async function schoolRefundGroups(db: Db, schoolId: number) {
  return (await db.select().from(refundGroups).where(eq(refundGroups.schoolId, schoolId))).map(toRefundGroupRow);
}
export async function schoolRefundRecords(db: Db, schoolId: number): Promise<RefundRecordRow[]> {
  return (await db.select().from(refundRecords).where(eq(refundRecords.schoolId, schoolId))).map(toRefundRecordRow);
}

/** The school's record with this id (locked when asked), or undefined; another school's is 404. */
export async function ownRefundRecord(db: Db, schoolId: number, id: string, lock = false): Promise<RefundRecordRow | undefined> {
  const q = db.select().from(refundRecords).where(eq(refundRecords.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) return undefined;
  if (row.schoolId !== schoolId) throw AppError.notFound(RefundMsg.missing);
  return toRefundRecordRow(row);
}
export async function refundRecordOrFail(db: Db, schoolId: number, id: string, lock = false): Promise<RefundRecordRow> {
  const row = await ownRefundRecord(db, schoolId, id, lock);
  if (!row) throw AppError.notFound(RefundMsg.missing);
  return row;
}

/** A save's id must be new or the school's own row of that table (another school's is 404, never overwritten). */
export async function assertOwnId(
  db: Db,
  table: typeof refundItems | typeof refundGroups | typeof refundRecords,
  id: string,
  schoolId: number,
): Promise<void> {
  const [row] = await db.select({ schoolId: table.schoolId }).from(table).where(eq(table.id, id));
  if (row && row.schoolId !== schoolId) throw AppError.notFound(RefundMsg.missing);
}

/** The school's bills of a child (or by id), as rows. */
export async function studentBills(db: Db, schoolId: number, studentId: string): Promise<BillRow[]> {
  return (
    await db
      .select()
      .from(bills)
      .where(and(eq(bills.schoolId, schoolId), eq(bills.studentId, studentId)))
  ).map(toBillRow);
}

/**
 * What came in on each bill line (by `refundLineKey`): the ledger's payment and carry-in lines of these bills. What
 * went out (refund, carryOut) is not subtracted here: the records that moved it still hold it (`refundableByLine`).
 */
export async function paidInByLine(db: Db, billIds: readonly string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (billIds.length === 0) return out;
  const rows = await db
    .select({ billId: financeLedger.billId, itemId: financeLedger.itemId, fen: sql<string>`sum(${financeLedger.amountFen})` })
    .from(financeLedger)
    .where(and(inArray(financeLedger.billId, [...new Set(billIds)]), inArray(financeLedger.kind, ['payment', 'carryIn'])))
    .groupBy(financeLedger.billId, financeLedger.itemId);
  for (const r of rows) if (r.billId && r.itemId) out.set(refundLineKey(r.billId, r.itemId), Number(r.fen));
  return out;
}

/** A child's refund records (a record's lines are that child's bills'). */
export async function studentRefundRecords(db: Db, schoolId: number, studentId: string): Promise<RefundRecordRow[]> {
  return (
    await db
      .select()
      .from(refundRecords)
      .where(and(eq(refundRecords.schoolId, schoolId), eq(refundRecords.studentId, studentId)))
  ).map(toRefundRecordRow);
}

/**
 * Locks bills for the caller's transaction, in id order (so two transactions wait for each other, never deadlock).
 * A record's check of what its bill lines may give back holds them: a second record drawing on the same bills waits,
 * and then reads the first one's hold (each statement reads what is committed).
 */
export async function lockBills(db: Db, billIds: readonly string[]): Promise<void> {
  const ids = [...new Set(billIds)].sort();
  if (ids.length > 0) await db.select({ id: bills.id }).from(bills).where(inArray(bills.id, ids)).orderBy(bills.id).for('update');
}

/**
 * What each line of these bills (the child's) may still give back, besides record `exceptId`: what came in on it less
 * what the child's other records (not voided) hold of it. The bills are locked first (`lockBills`), so the amount
 * holds until the caller's transaction commits the record that takes it: two drafts at once cannot both take it.
 */
export async function refundableOf(
  db: Db,
  schoolId: number,
  studentId: string,
  billIds: readonly string[],
  exceptId?: string,
): Promise<Map<string, number>> {
  await lockBills(db, billIds);
  const paid = await paidInByLine(db, billIds);
  const records = await studentRefundRecords(db, schoolId, studentId);
  return refundableByLine(paid, records, exceptId);
}

/** A bill's money as it stands: the sum of its ledger lines (payments − refunds − carried out + carried in). */
export async function billNetFen(db: Db, billId: string): Promise<number> {
  const [row] = await db
    .select({ fen: sql<string>`coalesce(sum(${financeLedger.amountFen}), 0)` })
    .from(financeLedger)
    .where(eq(financeLedger.billId, billId));
  return Number(row?.fen ?? 0);
}

export async function classNameOf(db: Db, classId: string): Promise<string> {
  const [c] = await db.select({ name: classes.name }).from(classes).where(eq(classes.id, classId));
  return c?.name ?? '';
}

/** Ledger lines of fen per record line (`per`, from `refundMovementLines`), signed by `sign`. */
export function recordLedgerLines(
  r: RefundRecordRow,
  per: readonly number[],
  kind: 'refund' | 'carryOut',
  payType: number | null,
  className: string,
): LedgerLine[] {
  return r.lines.flatMap((l, i) => {
    const fen = per[i] ?? 0;
    return fen > 0
      ? [
          {
            kind,
            sourceId: r.id,
            billId: l.billId,
            studentId: r.studentId,
            studentName: r.studentName,
            classId: r.classId,
            className,
            itemId: l.itemId,
            itemName: l.name,
            amountFen: -fen,
            payType,
          },
        ]
      : [];
  });
}

type RecordPatch = Partial<Omit<typeof refundRecords.$inferInsert, 'id' | 'schoolId'>>;

/**
 * Writes a record's move: the row, its change-log entry, its audit line (entity `refund`, action = the table's
 * label), the operation log (模块 退费管理). In the caller's transaction, the row locked by the caller.
 */
export async function writeRecord(
  ctx: AuthedContext,
  before: RefundRecordRow,
  patch: RecordPatch,
  action: RefundAction | string,
): Promise<RefundRecordRow> {
  const [row] = await ctx.db.update(refundRecords).set(patch).where(eq(refundRecords.id, before.id)).returning();
  if (!row) throw new Error('refund record update returned nothing');
  const after = toRefundRecordRow(row);
  const label = action in REFUND_ACTIONS ? `${REFUND_ACTIONS[action as RefundAction].label}退费记录` : action;
  await recordChanges(ctx.db, before.schoolId, [{ table: 'refundRecords', op: 'put', row: after }]);
  await recordFinanceAudit(ctx, before.schoolId, { entity: 'refund', entityId: before.id, action: label, before, after });
  await recordUserOperation(ctx, before.schoolId, '退费管理', label, `${after.studentName} ${after.amountFen / 100}元`);
  return after;
}

/** A move's start: the finance gate, the record locked, the transition table asked (400 with its words). */
export async function startMove(ctx: AuthedContext, schoolId: number, id: string, action: RefundAction): Promise<RefundRecordRow> {
  await financeGate(ctx, schoolId);
  const record = await refundRecordOrFail(ctx.db, schoolId, id, true);
  refuse(refundActionIssueOf(action, record));
  return record;
}
