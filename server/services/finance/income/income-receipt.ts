import { eq } from 'drizzle-orm';
import { INCOME_TYPES, IncomeMsg } from '@contract';
import { schools } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { financeGate } from '../kernel/finance-rows';
import { receiptCheckCode, receiptPdf, receiptSecret } from '../receipts/receipt-pdf';
import { incomeOrFail } from './income-rows';

/** How an income's receipt is checked (it is not a bill's: 账单管理 does not list it). */
export const INCOME_RECEIPT_HINT =
  '核验方法：请园所财务在园务系统「其他收入 → 收入明细」中按收据编号查询，金额、日期一致且状态为有效即为有效收据。';

/**
 * The receipt (收款收据) PDF of an income: collection's receipt (server/services/finance/receipts) with the payer in
 * place of the child — 交款人, 联系电话, 收入类型 —, the project as its one line, the amount in figures and capitals,
 * and the check code (the same HMAC over the QT number, the fen and the recording time). A voided income has no
 * receipt to print (该收入已作废).
 */
export async function incomeReceipt(ctx: AuthedContext, a: { schoolId: number; id: string }) {
  await financeGate(ctx, a.schoolId);
  const income = await incomeOrFail(ctx.db, a.schoolId, a.id);
  if (income.state === 2) throw AppError.badRequest(IncomeMsg.voided);
  const [school] = await ctx.db.select({ name: schools.name }).from(schools).where(eq(schools.id, a.schoolId));
  const at = new Date(income.recordedAt);
  const bytes = await receiptPdf({
    schoolName: school?.name ?? '',
    receiptNo: income.receiptNo,
    studentName: income.payerName,
    className: income.payerPhone || '—',
    billTitle: INCOME_TYPES[income.projectType],
    lines: [{ name: income.projectName, amountFen: income.amountFen }],
    amountFen: income.amountFen,
    payType: income.payType,
    paidAt: at,
    operatorName: income.operatorName,
    remark: income.remark,
    checkCode: receiptCheckCode(receiptSecret(ctx.config), income.receiptNo, income.amountFen, at),
    labels: { party: '交款人', group: '联系电话', title: '收入类型', item: '收入项目', hint: INCOME_RECEIPT_HINT },
  });
  return { title: `收据${income.receiptNo}`, bytes };
}
