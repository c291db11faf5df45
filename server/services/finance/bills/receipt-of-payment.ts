import { and, asc, eq } from 'drizzle-orm';
import { BillMsg } from '@contract';
import { classes, financeLedger, schools } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { financeGate } from '../kernel/finance-rows';
import { billOrFail, paymentOrFail } from './bill-rows';
import { receiptCheckCode, receiptCheckCodeMatches, receiptPdf, receiptSecret } from '../receipts/receipt-pdf';

/**
 * The receipt (收据) PDF of a paid payment: what it covered (its ledger lines), the amount in figures and capitals,
 * and the check code checkOnReceipt verifies (an HMAC under the server's receipt secret, docs/pdf.md: a code cannot be
 * made for a receipt that is not in the books).
 */
export async function receiptOfPayment(ctx: AuthedContext, a: { schoolId: number; paymentId: string }) {
  await financeGate(ctx, a.schoolId);
  const payment = await paymentOrFail(ctx.db, a.schoolId, a.paymentId);
  if (payment.state !== 'paid' || !payment.paidAt) throw AppError.notFound(BillMsg.paymentMissing);
  const bill = await billOrFail(ctx.db, a.schoolId, payment.billId);
  const [school] = await ctx.db.select({ name: schools.name }).from(schools).where(eq(schools.id, a.schoolId));
  const [cls] = await ctx.db.select({ name: classes.name }).from(classes).where(eq(classes.id, bill.classId));
  const lines = await ctx.db
    .select({ name: financeLedger.itemName, amountFen: financeLedger.amountFen })
    .from(financeLedger)
    .where(and(eq(financeLedger.schoolId, a.schoolId), eq(financeLedger.sourceId, payment.id), eq(financeLedger.kind, 'payment')))
    .orderBy(asc(financeLedger.id));
  const paidAt = new Date(payment.paidAt);
  const bytes = await receiptPdf({
    schoolName: school?.name ?? '',
    receiptNo: payment.receiptNo,
    studentName: bill.studentName,
    className: cls?.name ?? '',
    billTitle: bill.title,
    lines,
    amountFen: payment.amountFen,
    payType: payment.payType,
    paidAt,
    operatorName: payment.operatorName,
    remark: payment.remark,
    checkCode: receiptCheckCode(receiptSecret(ctx.config), payment.receiptNo, payment.amountFen, paidAt),
  });
  return { title: `收据${payment.receiptNo}`, bytes };
}

/** Whether a typed check code is this paid payment's (constant-time; spaces, dashes and lower case accepted). */
export const checkCodeMatches = (
  ctx: Pick<AuthedContext, 'config'>,
  p: { receiptNo: string; amountFen: number; paidAt: string | null },
  typed: string,
): boolean => receiptCheckCodeMatches(receiptSecret(ctx.config), p.receiptNo, p.amountFen, new Date(p.paidAt ?? 0), typed);
