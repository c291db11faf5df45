import { type BillRow, type BillState, type PaymentRow, payStatusOf, type RefundMoneyOf, refundAdjustFen } from './bill-rows';

/** The bills list: its filter, each bill's paid and open money, the sums (the area: contract/finance/bills.ts). */

/** What a bill's money view needs of a refund record (contract/finance/refunds.ts RefundRecordRow fits). */
export type RefundAdjustRecord = RefundMoneyOf;

/** What a bill's list row shows besides the bill: paid and still open (views of the payments, never stored). */
export interface BillView {
  bill: BillRow;
  paidFen: number;
  openFen: number;
  payStatus: 2 | 3 | 4;
}

/** The bills list's filters (the screen's and GET /park/finance/order's, so the export sums what the screen shows). */
export interface BillFilter {
  classId?: string | undefined;
  schoolYear?: string | undefined;
  termType?: number | undefined;
  state?: BillState | undefined;
  payStatus?: number | undefined;
  name?: string | undefined;
}

/**
 * The bills a filter keeps, each with what its paid payments add up to and what it still asks, in the list's order
 * (the latest term first, then the classes in their order, then the child's name). One function for the screen, the list call and the
 * exports: their sums agree to the fen.
 */
export function billViews(
  rows: readonly BillRow[],
  pays: readonly Pick<PaymentRow, 'billId' | 'state' | 'amountFen'>[],
  f: BillFilter,
  today: string,
  /** The classes' order (their sort): the list goes class by class in it. */
  classOrder: ReadonlyMap<string, number> = new Map(),
  /**
   * The school's refund records (contract/finance/refunds.ts): what they paid back or carried out of a bill is no longer paid
   * on it, and a carry-over credited to a bill counts as paid there.
   */
  refunds: readonly RefundAdjustRecord[] = [],
): BillView[] {
  const paid = new Map<string, number>();
  for (const p of pays) if (p.state === 'paid') paid.set(p.billId, (paid.get(p.billId) ?? 0) + p.amountFen);
  const touched = new Set<string>();
  for (const r of refunds) {
    for (const l of r.lines) touched.add(l.billId);
    for (const c of r.carries) touched.add(c.billId);
  }
  for (const billId of touched) paid.set(billId, (paid.get(billId) ?? 0) + refundAdjustFen(refunds, billId));
  const name = f.name?.trim();
  return rows
    .filter(
      (b) =>
        (!f.classId || b.classId === f.classId) &&
        (!f.schoolYear || b.schoolYear === f.schoolYear) &&
        (!f.termType || b.termType === f.termType) &&
        (!f.state || b.state === f.state) &&
        (!name || b.studentName.includes(name) || b.title.includes(name)),
    )
    .map((bill) => {
      const paidFen = paid.get(bill.id) ?? 0;
      // A paid bill asks nothing more, even once part of it was refunded (the child left: the rest is forgiven).
      const openFen = bill.state === 'void' || bill.state === 'paid' ? 0 : Math.max(0, bill.totalFen - paidFen);
      return { bill, paidFen, openFen, payStatus: payStatusOf(bill, today) };
    })
    .filter((v) => !f.payStatus || (v.payStatus === f.payStatus && v.bill.state !== 'void'))
    .sort(
      (a, b) =>
        b.bill.schoolYear.localeCompare(a.bill.schoolYear) ||
        b.bill.termType - a.bill.termType ||
        (classOrder.get(a.bill.classId) ?? 9999) - (classOrder.get(b.bill.classId) ?? 9999) ||
        a.bill.classId.localeCompare(b.bill.classId) ||
        a.bill.studentName.localeCompare(b.bill.studentName, 'zh-CN') ||
        a.bill.id.localeCompare(b.bill.id),
    );
}

/** The sums of a list: 应收, 已收, 未收 (voided bills ask nothing). */
export function billSums(views: readonly BillView[]): { totalFen: number; paidFen: number; openFen: number } {
  let totalFen = 0;
  let paidFen = 0;
  let openFen = 0;
  for (const v of views) {
    if (v.bill.state !== 'void') totalFen += v.bill.totalFen;
    paidFen += v.paidFen;
    openFen += v.openFen;
  }
  return { totalFen, paidFen, openFen };
}
