import { and, eq } from 'drizzle-orm';
import {
  type BillListQuery,
  type BillRow,
  billSums,
  billViews,
  type BillView,
  type FinanceAuditRow,
  PAY_STATUS,
  type PaymentRow,
  yuanCell,
  yuanFormats,
} from '@contract';
import { bills, classes, payments, schools, users } from '../../../db/schema';
import { chinaDay } from '../../../lib/format';
import { toBillRow, toPaymentRow } from '../../../replication/finance/bill-rows';
import type { AuthedContext } from '../../context';
import { financeAuditOf } from '../kernel/audit-log';
import { financeGate } from '../kernel/finance-rows';
import { schoolRefundRecords } from '../refunds/refund-rows';
import { billOrFail } from '../kernel/bill-reads';
import { printTablePdf } from '../receipts/print-table-pdf';

/** The school's bills a filter keeps, with paid and open amounts (contract billViews: the screen's own function). */
async function views(ctx: AuthedContext, q: BillListQuery): Promise<BillView[]> {
  await financeGate(ctx, q.schoolId);
  const where = [eq(bills.schoolId, q.schoolId)];
  if (q.classId) where.push(eq(bills.classId, q.classId));
  if (q.schoolYear) where.push(eq(bills.schoolYear, q.schoolYear));
  const rows = (
    await ctx.db
      .select()
      .from(bills)
      .where(and(...where))
  ).map(toBillRow);
  const pays = await ctx.db
    .select({ billId: payments.billId, state: payments.state, amountFen: payments.amountFen })
    .from(payments)
    .where(and(eq(payments.schoolId, q.schoolId), eq(payments.state, 'paid')));
  const order = await ctx.db.select({ id: classes.id, sort: classes.sort }).from(classes).where(eq(classes.schoolId, q.schoolId));
  // Refunds paid back or carried out of a bill, and carry-overs credited to one (contract refundAdjustFen).
  const refunds = await schoolRefundRecords(ctx.db, q.schoolId);
  return billViews(rows, pays, q, chinaDay(ctx.clock.now()), new Map(order.map((c) => [c.id, c.sort])), refunds);
}

/** SPEC /park/finance/order: a page of the bills list and the sums of the whole filtered list. */
export async function listBills(ctx: AuthedContext, q: BillListQuery) {
  const all = await views(ctx, q);
  const list = all
    .slice((q.pageNum - 1) * q.pageSize, q.pageNum * q.pageSize)
    .map((v) => ({ ...v.bill, paidFen: v.paidFen, openFen: v.openFen, payStatus: v.payStatus }));
  return { list, pageNum: q.pageNum, pageSize: q.pageSize, total: all.length, sums: billSums(all) };
}

/** SPEC /park/finance/oneOrder: a bill with its payments. */
export async function oneBill(ctx: AuthedContext, q: { schoolId: number; id: string }): Promise<{ bill: BillRow; payments: PaymentRow[] }> {
  await financeGate(ctx, q.schoolId);
  const bill = await billOrFail(ctx.db, q.schoolId, q.id);
  const pays = (await ctx.db.select().from(payments).where(eq(payments.billId, bill.id))).map(toPaymentRow);
  return { bill, payments: pays };
}

/** recordInfo for a bill or a payment (变更记录): its audit lines, oldest first; another school's is refused as missing. */
export async function billRecordInfo(ctx: AuthedContext, q: { schoolId: number; id: string }): Promise<FinanceAuditRow[] | null> {
  const [bill] = await ctx.db.select({ schoolId: bills.schoolId }).from(bills).where(eq(bills.id, q.id));
  const [pay] = bill ? [] : await ctx.db.select({ schoolId: payments.schoolId }).from(payments).where(eq(payments.id, q.id));
  const owner = bill ?? pay;
  if (!owner || owner.schoolId !== q.schoolId) return null;
  return financeAuditOf(ctx.db, q.schoolId, q.id);
}

const classNames = async (ctx: AuthedContext, schoolId: number) =>
  new Map(
    (await ctx.db.select({ id: classes.id, name: classes.name }).from(classes).where(eq(classes.schoolId, schoolId))).map((c) => [
      c.id,
      c.name,
    ]),
  );

const STATE_LABEL = { draft: '草稿', review: '待审核', published: '已发布', paid: '已缴费', void: '已作废' } as const;
const READ_LABEL = { 1: '未读', 2: '已读', 3: '发送失败', 4: '无' } as const;

/** SPEC order/export: the filtered list as the screen shows it, with a 合计 row (the sums the screen shows). */
export async function exportBills(ctx: AuthedContext, q: BillListQuery) {
  const all = await views(ctx, q);
  const names = await classNames(ctx, q.schoolId);
  const sums = billSums(all);
  const headers = [
    '序号',
    '幼儿',
    '班级',
    '学年',
    '学期',
    '账单名称',
    '应收（元）',
    '已收（元）',
    '未收（元）',
    '状态',
    '缴费状态',
    '阅读状态',
    '截止日期',
  ];
  return {
    title: '账单列表',
    headers,
    widths: [6, 12, 12, 12, 8, 30, 12, 12, 12, 8, 10, 10, 12],
    numFmts: yuanFormats(headers),
    rows: [
      ...all.map((v, i) => [
        i + 1,
        v.bill.studentName,
        names.get(v.bill.classId) ?? '',
        v.bill.schoolYear,
        v.bill.termType === 1 ? '第一学期' : '第二学期',
        v.bill.title,
        yuanCell(v.bill.state === 'void' ? 0 : v.bill.totalFen),
        yuanCell(v.paidFen),
        yuanCell(v.openFen),
        STATE_LABEL[v.bill.state],
        v.bill.state === 'void' ? '—' : PAY_STATUS[v.payStatus],
        READ_LABEL[v.bill.read],
        v.bill.dueOn,
      ]),
      ['合计', '', '', '', '', '', yuanCell(sums.totalFen), yuanCell(sums.paidFen), yuanCell(sums.openFen), '', '', '', ''],
    ],
  };
}

/** SPEC order/exportPrintTable: the filtered bills (voided left out) as the 295 × 210 mm print table, a column per item. */
export async function printBills(ctx: AuthedContext, q: BillListQuery) {
  const all = (await views(ctx, q)).filter((v) => v.bill.state !== 'void');
  const names = await classNames(ctx, q.schoolId);
  const itemNames: string[] = [];
  for (const v of all) for (const l of v.bill.lines) if (!itemNames.includes(l.name)) itemNames.push(l.name);
  const [school] = await ctx.db.select({ name: schools.name }).from(schools).where(eq(schools.id, q.schoolId));
  const [me] = await ctx.db.select({ name: users.userName }).from(users).where(eq(users.id, ctx.session.userId));
  const cls = q.classId ? (names.get(q.classId) ?? '') : '';
  const term = q.schoolYear ? `${q.schoolYear}学年${q.termType === 2 ? '第二学期' : q.termType === 1 ? '第一学期' : ''}` : '';
  const title = `${[cls, term].filter(Boolean).join(' ')} 收费明细`.trim();
  const bytes = await printTablePdf({
    schoolName: school?.name ?? '',
    title,
    itemNames,
    rows: all.map((v) => ({
      studentName: v.bill.studentName,
      className: names.get(v.bill.classId) ?? '',
      fenByItem: itemNames.map((n) => v.bill.lines.filter((l) => l.name === n).reduce((s, l) => s + l.amountFen - l.discountFen, 0)),
      totalFen: v.bill.totalFen,
      paidFen: v.paidFen,
      payStatus: PAY_STATUS[v.payStatus],
    })),
    printedAt: ctx.clock.now(),
    printedBy: me?.name ?? '',
  });
  return { title, bytes };
}
