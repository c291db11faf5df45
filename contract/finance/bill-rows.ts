import { z } from '../zod-locale';

/**
 * Finance, part one, bills and collection (SPEC §4 fee/bill codes, §7 /park/finance order, batchFinance, /park/charge,
 * /park/publicCharge): the rows both stand on, shared by the bills (账单) and collection (收款) areas.
 *
 * - A **bill** (账单) is what one child owes for a term: lines copied from the class's fee structure (or typed, or
 *   from attendance for per-day items) with their own fen amounts — a later change of an item never moves an issued
 *   bill — and the discounts that fit. Its life is `BILL_STATES` below; what a bill still owes is its total less its
 *   paid payments (a view, never a stored running total).
 * - A **payment** (收款记录) is money received for one bill: any of the SPEC's five pay types, partial or whole. A
 *   scene-pay trade is a payment in state `pending` until the provider says it is paid.
 * - The **ledger** (server-only, `finance_ledger`) is the one list of money movements: every paid payment writes one
 *   line per bill line it covers (`allocatePayment`), refunds, other income and expenses (part two) write theirs.
 *   Statistics are sums over it.
 */

/**
 * A bill's life. draft (草稿, editable, drafted offline too) → review (待审核, only when the school's reviewOn is 1)
 * → published (已发布: parents notified) → paid (已缴费: its paid payments cover the total). draft, review and
 * published (with nothing paid) may be voided (已作废, with a reason). Overdue is not a state: a published bill
 * past its due day (`isOverdue`).
 */
export const BILL_STATES = {
  draft: '草稿',
  review: '待审核',
  published: '已发布',
  paid: '已缴费',
  void: '已作废',
} as const;
export type BillState = keyof typeof BILL_STATES;

/** SPEC §4 payment: 2 unpaid, 3 paid, 4 overdue (one list shows 4). */
export const PAY_STATUS = { 2: '未缴费', 3: '已缴费', 4: '已逾期' } as const;
/** SPEC §4 publish: 1 published, 2 not published. */
export const PUBLISH = { 1: '已发布', 2: '未发布' } as const;
/** SPEC §4 approval: 0 pending, 1 approved. */
export const APPROVAL = { 0: '待审核', 1: '已审核' } as const;
/** SPEC §4 overdue: 1 may still be paid after the due day, 2 may not. */
export const OVERDUE = { 1: '逾期可缴', 2: '逾期不可缴' } as const;
/** SPEC §4 read (the parents' notice of a published bill): 1 unread, 2 read, 3 send failed, 4 none. */
export const BILL_READ = { 1: '未读', 2: '已读', 3: '发送失败', 4: '无' } as const;
/** SPEC §4 pay types. */
export const PAY_TYPES = { 1: '支付宝', 2: '微信', 3: '银行卡', 4: '线下支付', 5: '现金' } as const;
export type PayType = 1 | 2 | 3 | 4 | 5;

export const billLineSchema = z.object({
  itemId: z.uuid(),
  /** The item's name when billed (an item renamed later does not rename issued bills). */
  name: z.string(),
  unit: z.enum(['term', 'month', 'day', 'once']),
  /** Days for a per-day item (from attendance), months for a monthly one, else 1. */
  quantity: z.number().int(),
  unitFen: z.number().int(),
  /** quantity × unitFen. */
  amountFen: z.number().int(),
  /** What the bill's discounts take off this line (≤ amountFen). */
  discountFen: z.number().int(),
});
export type BillLine = z.infer<typeof billLineSchema>;

export const billRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  studentId: z.uuid(),
  /** The child's name when billed (bills outlive the roster: a child who left still has them). */
  studentName: z.string(),
  classId: z.uuid(),
  /** '2026-2027' and 1 first / 2 second term. */
  schoolYear: z.string(),
  termType: z.union([z.literal(1), z.literal(2)]),
  /** 账单名称, e.g. 2026-2027学年第一学期保教费. */
  title: z.string(),
  lines: z.array(billLineSchema),
  /** The discounts applied (their amounts are in the lines). */
  discountIds: z.array(z.uuid()),
  /** Σ (amountFen − discountFen): what the bill asks. */
  totalFen: z.number().int(),
  /** YYYY-MM-DD: the last day to pay. */
  dueOn: z.string(),
  overdue: z.union([z.literal(1), z.literal(2)]),
  state: z.enum(['draft', 'review', 'published', 'paid', 'void']),
  read: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  voidReason: z.string(),
  /** ISO times. */
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  remark: z.string(),
});
export type BillRow = z.infer<typeof billRowSchema>;

export const paymentRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  billId: z.uuid(),
  studentId: z.uuid(),
  classId: z.uuid(),
  /** Fen received (> 0). */
  amountFen: z.number().int(),
  payType: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  /** pending: a scene-pay trade not paid yet; paid: money received (in the ledger); closed: a trade given up. */
  state: z.enum(['pending', 'paid', 'closed']),
  /** The receipt number (收据编号), given when paid; '' before. */
  receiptNo: z.string(),
  /** The provider's trade number for Alipay/WeChat, null for money taken at the desk. */
  tradeNo: z.string().nullable(),
  /** ISO time it was paid, null while pending. */
  paidAt: z.string().nullable(),
  operatorName: z.string(),
  /** checkOnReceipt: the receipt was checked against the ledger and handed over. */
  receiptChecked: z.boolean(),
  remark: z.string(),
});
export type PaymentRow = z.infer<typeof paymentRowSchema>;

/** What a bill's lines ask in all. */
export const billTotalFen = (lines: readonly Pick<BillLine, 'amountFen' | 'discountFen'>[]): number =>
  lines.reduce((sum, l) => sum + l.amountFen - l.discountFen, 0);

/**
 * Paid so far: the bill's paid payments, less what refund records paid back or carried out of it, plus carry-overs
 * credited to it (contract/finance/refunds.ts `refundAdjustFen`; pass the school's records, or none before any refund).
 */
export const paidFen = (
  payments: readonly Pick<PaymentRow, 'billId' | 'state' | 'amountFen'>[],
  billId: string,
  refunds: readonly RefundMoneyOf[] = [],
): number =>
  payments.reduce((sum, p) => (p.billId === billId && p.state === 'paid' ? sum + p.amountFen : sum), 0) + refundAdjustFen(refunds, billId);

/** A published bill past its due day ('YYYY-MM-DD', the school's local day). */
export const isOverdue = (bill: Pick<BillRow, 'state' | 'dueOn'>, today: string): boolean =>
  bill.state === 'published' && bill.dueOn < today;

/** The SPEC's payment code of a bill: 3 paid, 4 overdue, 2 unpaid. */
export const payStatusOf = (bill: Pick<BillRow, 'state' | 'dueOn'>, today: string): 2 | 3 | 4 =>
  bill.state === 'paid' ? 3 : isOverdue(bill, today) ? 4 : 2;

/**
 * How a payment of `amountFen` covers a bill's lines: in line order, each line up to what it still asks
 * (its amount less discount less what earlier payments already put on it). Returns the fen per line index (a line
 * not touched is 0). The ledger writes one line per covered bill line, so statistics by item add up to the fen.
 * Throws if the payment is more than the bill still asks: the caller refuses that first.
 */
export function allocatePayment(
  lines: readonly Pick<BillLine, 'amountFen' | 'discountFen'>[],
  alreadyPerLine: readonly number[],
  amountFen: number,
): number[] {
  let left = amountFen;
  const out = lines.map((l, i) => {
    const open = l.amountFen - l.discountFen - (alreadyPerLine[i] ?? 0);
    const take = Math.max(0, Math.min(open, left));
    left -= take;
    return take;
  });
  if (left > 0) throw new RangeError('payment exceeds what the bill asks');
  return out;
}

// ——— Refunds, as the bills' money counts them (the refund records are contract/finance/refunds.ts) ———

/** What a bill's money needs of a refund record (contract/finance/refunds.ts RefundRecordRow). */
export interface RefundMoneyOf {
  /** 5: voided (moves nothing). */
  state: number;
  lines: readonly { billId: string; amountFen: number }[];
  refundedFen: number;
  carriedFen: number;
  carries: readonly { billId: string; amountFen: number }[];
}

/**
 * Fen per line of a record's next movement of `fen`: its lines in order, each after what earlier movements took
 * (`doneFen` = refunded + carried so far, taken from the lines in order too). Throws past what is left.
 */
export function refundMovementLines(lines: readonly { amountFen: number }[], doneFen: number, fen: number): number[] {
  let skip = doneFen;
  let left = fen;
  const out = lines.map((l) => {
    const before = Math.min(skip, l.amountFen);
    skip -= before;
    const take = Math.max(0, Math.min(l.amountFen - before, left));
    left -= take;
    return take;
  });
  if (left > 0) throw new RangeError('movement exceeds what the record has left');
  return out;
}

/**
 * What a bill's money amounts to once refunds are counted: paid payments, less what records paid back or carried out
 * of it, plus what carry-overs credited to it. `billViews` and `paidFen` (contract/finance/bill-rows.ts) use this.
 */
export function refundAdjustFen(records: readonly RefundMoneyOf[], billId: string): number {
  let fen = 0;
  for (const r of records) {
    if (r.state === 5) continue;
    const done = r.refundedFen + r.carriedFen;
    if (done > 0) {
      const per = refundMovementLines(
        r.lines,
        0,
        Math.min(
          done,
          r.lines.reduce((s, l) => s + l.amountFen, 0),
        ),
      );
      r.lines.forEach((l, i) => {
        if (l.billId === billId) fen -= per[i] ?? 0;
      });
    }
    for (const c of r.carries) if (c.billId === billId) fen += c.amountFen;
  }
  return fen;
}
