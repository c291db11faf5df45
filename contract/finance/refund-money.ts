import type { BillLine, BillRow, PaymentRow } from './bill-rows';
import { type RefundCarry, type RefundGroupRow, type RefundItemRow, type RefundLine, RefundMsg, type RefundRecordRow } from './refund-rows';

/** Money rules of refunds shared by the server and the device (the area: contract/finance/refunds.ts). */

/** What is still to move out of a record: the lines less what was refunded and carried. */
export const refundLeftFen = (r: Pick<RefundRecordRow, 'amountFen' | 'refundedFen' | 'carriedFen'>): number =>
  r.amountFen - r.refundedFen - r.carriedFen;

/** Line key: a bill line is its bill and fee item. */
export const refundLineKey = (billId: string, itemId: string): string => `${billId}:${itemId}`;

/**
 * What each paid bill line may still give back: paid on it, less what other records (not voided) already give
 * back or hold from it. `paidPerLine` is by `refundLineKey` (the server reads it from the ledger; the device from
 * `paidPerBillLine`).
 */
export function refundableByLine(
  paidPerLine: ReadonlyMap<string, number>,
  records: readonly Pick<RefundRecordRow, 'id' | 'state' | 'lines'>[],
  exceptId?: string,
): Map<string, number> {
  const out = new Map(paidPerLine);
  for (const r of records) {
    if (r.id === exceptId || r.state === 5) continue;
    for (const l of r.lines) {
      const k = refundLineKey(l.billId, l.itemId);
      out.set(k, (out.get(k) ?? 0) - l.amountFen);
    }
  }
  return out;
}

/** Why these lines cannot be refunded (more than was paid and not yet given back), or null. */
export function refundLinesIssue(
  lines: readonly Pick<RefundLine, 'billId' | 'itemId' | 'amountFen'>[],
  refundable: ReadonlyMap<string, number>,
): string | null {
  const want = new Map<string, number>();
  for (const l of lines) {
    const k = refundLineKey(l.billId, l.itemId);
    if (want.has(k)) return RefundMsg.lineRepeated;
    want.set(k, l.amountFen);
  }
  for (const [k, fen] of want) if (fen > (refundable.get(k) ?? 0)) return RefundMsg.overRefund;
  return null;
}

/**
 * What a bill's paid payments put on each of its lines (by `refundLineKey`): each payment allocated over the lines in
 * the order they were paid, as collection did (the device's view of the server's ledger).
 */
export function paidPerBillLine(
  bill: Pick<BillRow, 'id' | 'lines'>,
  payments: readonly Pick<PaymentRow, 'billId' | 'state' | 'amountFen' | 'paidAt'>[],
  /** Carry-overs credited to the bill (records' `carries`): they cover lines as a payment does, in time order. */
  credits: readonly Pick<RefundCarry, 'billId' | 'amountFen' | 'at'>[] = [],
): Map<string, number> {
  const done = bill.lines.map(() => 0);
  const paid = [
    ...payments.filter((p) => p.billId === bill.id && p.state === 'paid').map((p) => ({ amountFen: p.amountFen, at: p.paidAt ?? '' })),
    ...credits.filter((c) => c.billId === bill.id).map((c) => ({ amountFen: c.amountFen, at: c.at })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  for (const p of paid) {
    let left = p.amountFen;
    bill.lines.forEach((l, i) => {
      const take = Math.max(0, Math.min(l.amountFen - l.discountFen - (done[i] ?? 0), left));
      done[i] = (done[i] ?? 0) + take;
      left -= take;
    });
  }
  return new Map(bill.lines.map((l, i) => [refundLineKey(bill.id, l.itemId), done[i] ?? 0]));
}

/** Facts a proposal needs about the term a bill line belongs to. */
export interface RefundTermFacts {
  /** School days (Monday–Friday) of the term. */
  termDays: number;
  /** Days the child attended (入园) in the term up to the day it left. */
  attendedDays: number;
  /** Whole months of the term after the month it left. */
  monthsLeft: number;
}

/**
 * What a paid line is worth back under a refund item: unused days × the daily fen, unused months × the monthly fen,
 * or the whole; never more than `refundable` (what was paid on it and not yet given back).
 */
export function proposeRefundFen(item: Pick<RefundItemRow, 'mode' | 'unitFen'>, refundable: number, t: RefundTermFacts): number {
  const worth =
    item.mode === 'whole'
      ? refundable
      : item.mode === 'day'
        ? Math.max(0, t.termDays - t.attendedDays) * item.unitFen
        : Math.max(0, t.monthsLeft) * item.unitFen;
  return Math.max(0, Math.min(worth, refundable));
}

/** Weekdays in [from, to] (inclusive, 'YYYY-MM-DD'). */
export function weekdaysBetween(from: string, to: string): number {
  if (from > to) return 0;
  let n = 0;
  const d = new Date(`${from}T00:00:00Z`);
  const end = new Date(`${to}T00:00:00Z`).getTime();
  while (d.getTime() <= end) {
    const w = d.getUTCDay();
    if (w !== 0 && w !== 6) n++;
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return n;
}

/** Whole months after the month of `day` up to the month of `endsOn` (leaving in October of a term ending in January: 3). */
export function monthsAfter(day: string, endsOn: string): number {
  const m = (s: string) => Number(s.slice(0, 4)) * 12 + Number(s.slice(5, 7)) - 1;
  return Math.max(0, m(endsOn) - m(day));
}

/** The lines of a bill a refund may draw on: a paid bill's. */
export const refundableBill = (bill: Pick<BillRow, 'state'>): boolean => bill.state === 'paid';

/**
 * The original route's payment: the record's lines must all be on one bill, and that bill must have a paid Alipay or
 * WeChat payment (payType 1 or 2) with enough left after the refunds other records (not voided) take back through
 * it. The first such payment in the order paid, or null (`RefundMsg.noOnlinePayment`).
 */
export function originalRoutePayment<P extends Pick<PaymentRow, 'id' | 'billId' | 'state' | 'amountFen' | 'payType' | 'paidAt'>>(
  record: Pick<RefundRecordRow, 'id' | 'lines' | 'amountFen'>,
  payments: readonly P[],
  records: readonly Pick<RefundRecordRow, 'id' | 'state' | 'way' | 'paymentId' | 'amountFen'>[],
): P | null {
  const bills = new Set(record.lines.map((l) => l.billId));
  if (bills.size !== 1) return null;
  const [billId] = bills;
  const taken = new Map<string, number>();
  for (const r of records) {
    if (r.id === record.id || r.state === 5 || r.way !== 4 || !r.paymentId) continue;
    taken.set(r.paymentId, (taken.get(r.paymentId) ?? 0) + r.amountFen);
  }
  const candidates = payments
    .filter((p) => p.billId === billId && p.state === 'paid' && (p.payType === 1 || p.payType === 2))
    .sort((a, b) => (a.paidAt ?? '').localeCompare(b.paidAt ?? ''));
  return candidates.find((p) => p.amountFen - (taken.get(p.id) ?? 0) >= record.amountFen) ?? null;
}

/** Why a refund item cannot be saved: a voided one is never edited, a name once among the valid, a valid fee item. */
export function refundItemIssue(
  items: readonly Pick<RefundItemRow, 'id' | 'name' | 'validity'>[],
  feeItems: readonly { id: string; validity: number }[],
  item: Pick<RefundItemRow, 'id' | 'name' | 'feeItemId'>,
): string | null {
  const current = items.find((i) => i.id === item.id);
  if (current?.validity === 2) return RefundMsg.voided;
  if (items.some((i) => i.id !== item.id && i.validity === 1 && i.name === item.name)) return RefundMsg.nameTaken;
  if (!feeItems.some((f) => f.id === item.feeItemId && f.validity === 1)) return RefundMsg.feeItemMissing;
  return null;
}

/** Why a refund group cannot be saved: not voided, a unique name, valid refund items, the school's classes. */
export function refundGroupIssue(
  groups: readonly Pick<RefundGroupRow, 'id' | 'name' | 'validity'>[],
  items: readonly Pick<RefundItemRow, 'id' | 'validity'>[],
  classIds: ReadonlySet<string>,
  group: Pick<RefundGroupRow, 'id' | 'name' | 'itemIds' | 'classIds'>,
): string | null {
  const current = groups.find((g) => g.id === group.id);
  if (current?.validity === 2) return RefundMsg.voided;
  if (groups.some((g) => g.id !== group.id && g.validity === 1 && g.name === group.name)) return RefundMsg.nameTaken;
  const valid = new Set(items.filter((i) => i.validity === 1).map((i) => i.id));
  if (group.itemIds.some((id) => !valid.has(id))) return RefundMsg.itemMissing;
  if (group.classIds.some((id) => !classIds.has(id))) return RefundMsg.classMissing;
  return null;
}

/**
 * Why a draft record cannot be saved (besides the transition table's `save`): every line a paid bill of this child
 * with that item, at most what the line may still give back (`refundLinesIssue`).
 */
export function refundRecordLinesIssue(
  studentId: string,
  lines: readonly Pick<RefundLine, 'billId' | 'itemId' | 'amountFen'>[],
  bills: readonly Pick<BillRow, 'id' | 'studentId' | 'state' | 'lines'>[],
  refundable: ReadonlyMap<string, number>,
): string | null {
  const byId = new Map(bills.map((b) => [b.id, b]));
  for (const l of lines) {
    const bill = byId.get(l.billId);
    if (!bill || !billLineOf(bill, l.itemId)) return RefundMsg.lineMissing;
    if (bill.studentId !== studentId) return RefundMsg.oneChild;
    if (!refundableBill(bill)) return RefundMsg.notPaidBill;
  }
  return refundLinesIssue(lines, refundable);
}

/** The bill line a refund line names, if the bill has it. */
export const billLineOf = (bill: Pick<BillRow, 'lines'>, itemId: string): BillLine | undefined =>
  bill.lines.find((l) => l.itemId === itemId);
