import { z } from '../zod-locale';
import { MAX_FEN } from './fees';
import { BOOK_CATEGORIES } from './books';

/** Expenses' categories, messages, rows, the reimbursement's transition table and save rules (the area: contract/finance/expenses.ts). */

/** The categories an expense project books under: 记账's expense categories, so 收支统计's 支出 groups both alike. */
export const EXPENSE_CATEGORIES = BOOK_CATEGORIES[2];
export const isExpenseCategory = (c: string): boolean => (EXPENSE_CATEGORIES as readonly string[]).includes(c);
export const REIMBURSE_MAX_PICTURES = 9;

export const ExpenseMsg = {
  name: '请输入项目名称',
  nameMax: '项目名称最多30个字',
  nameTaken: '已有同名的支出项目',
  category: '请选择支出类别',
  schoolYear: '请选择学年',
  budget: '预算请输入正确的金额（最多两位小数）',
  budgetTwice: '同一学年只能设置一个预算',
  remark: '备注最多200个字',
  project: '请选择支出项目',
  projectDisabled: '该支出项目已停用',
  amount: '请输入正确的金额（最多两位小数）',
  amountRange: '金额应大于0且不超过10000000元',
  day: '请选择日期',
  future: '日期不能晚于今天',
  reason: '请输入报销事由',
  reasonMax: '报销事由最多200个字',
  pictures: `发票图片最多${REIMBURSE_MAX_PICTURES}张`,
  picture: '图片地址不正确',
  account: '收款账户最多50个字',
  payType: '请选择支付方式',
  rejectReason: '请输入驳回原因',
  rejectReasonLong: '驳回原因最多200个字',
  result: '请选择审核结果',
  ownClaim: '不能审核自己登记的报销',
  exists: '该报销已登记',
  missing: '数据不存在或已被删除',
  period: '结束日期不能早于开始日期',
} as const;

// ——— Rows ———

export const expenseBudgetSchema = z.object({
  /** '2026-2027' */
  schoolYear: z.string().regex(/^\d{4}-\d{4}$/, ExpenseMsg.schoolYear),
  budgetFen: z.number({ error: ExpenseMsg.budget }).int(ExpenseMsg.budget).min(0, ExpenseMsg.budget).max(MAX_FEN, ExpenseMsg.budget),
});
export type ExpenseBudget = z.infer<typeof expenseBudgetSchema>;

export const expenseProjectRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  name: z.string(),
  /** One of EXPENSE_CATEGORIES: the ledger's itemName of its payments. */
  category: z.string(),
  /** Optional budgets, at most one per school year (checked as `expenseBudgetSchema` on input). */
  budgets: z.array(z.object({ schoolYear: z.string(), budgetFen: z.number().int() })),
  enabled: z.boolean(),
  remark: z.string(),
});
export type ExpenseProjectRow = z.infer<typeof expenseProjectRowSchema>;

/** A reimbursement's states (SPEC has none: these are the issue's). */
export const REIMBURSE_STATES = {
  reviewing: '审批中',
  rejected: '已驳回',
  unpaid: '待付款',
  paid: '已付款',
  revoked: '已撤销',
} as const;
export type ReimburseState = keyof typeof REIMBURSE_STATES;
/** The states as a tuple, for `z.enum`. */
export const REIMBURSE_STATE_KEYS = Object.keys(REIMBURSE_STATES) as [ReimburseState, ...ReimburseState[]];

export const reimbursementRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  projectId: z.uuid().nullable(),
  projectName: z.string(),
  /** The project's category when it was made (the ledger's itemName when paid). */
  category: z.string(),
  amountFen: z.number().int(),
  /** YYYY-MM-DD: when the money was spent. */
  day: z.string(),
  reason: z.string(),
  pictures: z.array(z.string()),
  payeeAccount: z.string(),
  applicantId: z.number().int().nullable(),
  applicantName: z.string(),
  /** The 报销申请 that became it (审批中心), or null when registered on the page. */
  approvalId: z.string().nullable(),
  state: z.enum(REIMBURSE_STATE_KEYS),
  /** Why an approval's reimbursement needs a look (its project was not found), '' otherwise. */
  issue: z.string(),
  reviewerId: z.number().int().nullable(),
  reviewerName: z.string(),
  reviewedAt: z.string().nullable(),
  rejectReason: z.string(),
  payType: z.number().int().nullable(),
  payDay: z.string().nullable(),
  payerId: z.number().int().nullable(),
  payerName: z.string(),
  paidAt: z.string().nullable(),
  /** ISO time it was registered (or its approval passed). */
  createTime: z.string(),
});
export type ReimbursementRow = z.infer<typeof reimbursementRowSchema>;

// ——— The transition table (server refuses by it, the screen offers buttons by it) ———

export const REIMBURSE_MOVES = {
  /** 通过 on the page (`:review`, not one's own): a claim registered by a member without the review right. */
  approve: { label: '通过', from: ['reviewing'], to: 'unpaid' },
  reject: { label: '驳回', from: ['reviewing'], to: 'rejected' },
  /** 确认付款 (`:pay`): the one ledger line. */
  pay: { label: '确认付款', from: ['unpaid'], to: 'paid' },
  /** 撤销 (`:edit`): before any money moved. */
  revoke: { label: '撤销', from: ['reviewing', 'unpaid'], to: 'revoked' },
} as const satisfies Record<string, { label: string; from: readonly ReimburseState[]; to: ReimburseState }>;
export type ReimburseMove = keyof typeof REIMBURSE_MOVES;
export const REIMBURSE_MOVE_NAMES = Object.keys(REIMBURSE_MOVES) as ReimburseMove[];

/** Why this move is refused from this state (`该报销已付款，不能撤销`), or null. */
export function reimburseMoveIssue(state: ReimburseState, move: ReimburseMove): string | null {
  const m = REIMBURSE_MOVES[move];
  return (m.from as readonly ReimburseState[]).includes(state) ? null : `该报销${REIMBURSE_STATES[state]}，不能${m.label}`;
}

/** What a page-registered claim starts as: approved at once when its registrar holds the review right. */
export const registeredState = (canReview: boolean): ReimburseState => (canReview ? 'unpaid' : 'reviewing');

// ——— Rules shared by services and the client mutator ———

/** Why a project cannot be saved among the school's others (names unique), or null. */
export function expenseProjectIssue(
  p: Pick<ExpenseProjectRow, 'id' | 'name'>,
  others: readonly Pick<ExpenseProjectRow, 'id' | 'name'>[],
): string | null {
  return others.some((o) => o.id !== p.id && o.name === p.name) ? ExpenseMsg.nameTaken : null;
}

/** A project's budget for a school year, or null when none is set. */
export const budgetOf = (p: Pick<ExpenseProjectRow, 'budgets'>, schoolYear: string): number | null =>
  p.budgets.find((b) => b.schoolYear === schoolYear)?.budgetFen ?? null;
