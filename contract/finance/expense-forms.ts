import { z } from '../zod-locale';
import { isoDate, text, uuid } from '../fields';
import { MAX_FEN } from './fees';
import { isSafeFileReference } from '../uploads';
import { ExpenseMsg, expenseBudgetSchema, isExpenseCategory, REIMBURSE_MAX_PICTURES } from './expense-rows';

/** The expense project's and the reimbursement's form fields (the area: contract/finance/expenses.ts). */

const amountFen = z
  .number({ error: ExpenseMsg.amount })
  .int(ExpenseMsg.amount)
  .min(1, ExpenseMsg.amountRange)
  .max(MAX_FEN, ExpenseMsg.amountRange);

export const expenseProjectFields = {
  name: text(30, { required: ExpenseMsg.name, maxMsg: ExpenseMsg.nameMax }),
  category: z.string({ error: ExpenseMsg.category }).refine(isExpenseCategory, ExpenseMsg.category),
  budgets: z
    .array(expenseBudgetSchema)
    .max(20)
    .default([])
    .refine((b) => new Set(b.map((x) => x.schoolYear)).size === b.length, ExpenseMsg.budgetTwice),
  enabled: z.boolean().default(true),
  remark: text(200, { maxMsg: ExpenseMsg.remark, multiline: true }).default(''),
};
export const expenseProjectFormSchema = z.object(expenseProjectFields);

export const reimburseFields = {
  projectId: uuid(ExpenseMsg.project),
  amountFen,
  day: isoDate(ExpenseMsg.day),
  reason: text(200, { required: ExpenseMsg.reason, maxMsg: ExpenseMsg.reasonMax, multiline: true }),
  pictures: z
    .array(text(1000).refine(isSafeFileReference, ExpenseMsg.picture))
    .max(REIMBURSE_MAX_PICTURES, ExpenseMsg.pictures)
    .default([]),
  payeeAccount: text(50, { maxMsg: ExpenseMsg.account }).default(''),
};
export const reimburseFormSchema = z.object(reimburseFields);
