import { z } from '../zod-locale';
import { defineArea } from '../area';
import { idParam, id as idNumber, intParam, isoDate, text, uuid } from '../fields';
import { PAY_TYPES } from './bill-rows';
import { yuanCell, yuanFormats } from '../xlsx';
import { expenseProjectFields, reimburseFields } from './expense-forms';
import {
  ExpenseMsg,
  expenseProjectRowSchema,
  REIMBURSE_STATE_KEYS,
  REIMBURSE_STATES,
  type ReimbursementRow,
  reimbursementRowSchema,
} from './expense-rows';

export * from './expense-forms';
export * from './expense-rows';

/**
 * 支出报销 (/YWGL/CWGL/ZCBX; SPEC §7 /park/comeIn queryExpenditure, reimbursement, reimbursementWithSumAmount,
 * reimbursement/export, oneReimbursement, confirmPayment): the school's expense projects (支出项目), the staff's
 * reimbursements (报销) from claim to payment, and the list of every expense that moved money (支出明细, read from
 * the ledger). docs/finance.md "支出与报销".
 */

export const EXPENSE_PAGE = '/YWGL/CWGL/ZCBX';
export const EXPENSE_EDIT = '/YWGL/CWGL/ZCBX:edit';
export const EXPENSE_REVIEW = '/YWGL/CWGL/ZCBX:review';
export const EXPENSE_PAY = '/YWGL/CWGL/ZCBX:pay';

export const EXPENSES = defineArea({
  name: 'expenses',
  page: '/YWGL/CWGL/ZCBX',
  scope: 'finance',
  tables: { expenseProjects: expenseProjectRowSchema, reimbursements: reimbursementRowSchema },
  indexes: { reimbursements: 'state' },
  mutations: {
    /** Adds or replaces a project (by the client's id); drafted offline. */
    'expenseProject.save': {
      args: z.object({ id: uuid(), schoolId: idNumber(), ...expenseProjectFields }),
      label: '保存支出项目',
      permission: EXPENSE_EDIT,
      module: '支出报销',
    },
  },
});

// ——— Online calls ———

/** reimbursement/save: a claim registered on the page (online: it decides its state by the registrar's rights). */
export const reimburseSaveSchema = z.object({ schoolId: idNumber(), id: uuid(), ...reimburseFields });
export type ReimburseSaveInput = z.infer<typeof reimburseSaveSchema>;
export const reimburseReviewSchema = z
  .object({
    schoolId: idNumber(),
    id: uuid(),
    result: z.union([z.literal(1), z.literal(2)], { error: ExpenseMsg.result }),
    reason: text(200, { maxMsg: ExpenseMsg.rejectReasonLong, multiline: true }).default(''),
  })
  .superRefine((v, ctx) => {
    if (v.result === 2 && v.reason === '') ctx.addIssue({ code: 'custom', message: ExpenseMsg.rejectReason, path: ['reason'] });
  });
export type ReimburseReviewInput = z.infer<typeof reimburseReviewSchema>;
export const reimburseRevokeSchema = z.object({ schoolId: idNumber(), id: uuid() });
/** confirmPayment: SPEC pay type 1–5 and the day paid (not in the future). */
export const reimbursePaySchema = z.object({
  schoolId: idNumber(),
  id: uuid(),
  payType: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)], { error: ExpenseMsg.payType }),
  day: isoDate(ExpenseMsg.day),
});
export type ReimbursePayInput = z.infer<typeof reimbursePaySchema>;
export const reimburseGetSchema = z.object({ schoolId: idParam(), id: uuid() });
function periodRefine(v: { startDay?: string; endDay?: string }, ctx: z.RefinementCtx): void {
  if (v.startDay && v.endDay && v.endDay < v.startDay) ctx.addIssue({ code: 'custom', message: ExpenseMsg.period, path: ['endDay'] });
}
const reimburseFilterFields = {
  schoolId: idParam(),
  state: z.enum(REIMBURSE_STATE_KEYS, { error: '状态不正确' }).optional(),
  projectId: uuid().optional(),
  category: text(10).optional(),
  startDay: isoDate(ExpenseMsg.day).optional(),
  endDay: isoDate(ExpenseMsg.day).optional(),
  /** In the reason, the project or the applicant's name. */
  keyword: text(30).optional(),
};
export const reimburseFilterSchema = z.object(reimburseFilterFields).superRefine(periodRefine);
export type ReimburseFilter = Omit<z.infer<typeof reimburseFilterSchema>, 'schoolId'>;
const page = { pageNum: intParam({ min: 1 }).default(1), pageSize: intParam({ min: 1, max: 500 }).default(10) };
export const reimburseSearchSchema = z.object({ ...reimburseFilterFields, ...page }).superRefine(periodRefine);
export type ReimburseSearchQuery = z.infer<typeof reimburseSearchSchema>;

export function matchesReimburseFilter(r: ReimbursementRow, f: ReimburseFilter): boolean {
  if (f.state && r.state !== f.state) return false;
  if (f.projectId && r.projectId !== f.projectId) return false;
  if (f.category && r.category !== f.category) return false;
  if (f.startDay && r.day < f.startDay) return false;
  if (f.endDay && r.day > f.endDay) return false;
  const k = f.keyword?.trim();
  if (k && !r.reason.includes(k) && !r.projectName.includes(k) && !r.applicantName.includes(k)) return false;
  return true;
}

/** Newest day first, then newest claim (UUIDv7 ids). */
export const compareReimbursements = (a: ReimbursementRow, b: ReimbursementRow): number =>
  a.day !== b.day ? (a.day < b.day ? 1 : -1) : a.id < b.id ? 1 : a.id > b.id ? -1 : 0;

/** 报销合计 (every listed claim but the rejected and revoked), 已付款, 待付款 — fen. */
export const reimburseSumsSchema = z.object({ amountFen: z.number().int(), paidFen: z.number().int(), unpaidFen: z.number().int() });
export type ReimburseSums = z.infer<typeof reimburseSumsSchema>;
export function reimburseSums(rows: readonly Pick<ReimbursementRow, 'state' | 'amountFen'>[]): ReimburseSums {
  let amountFen = 0;
  let paidFen = 0;
  let unpaidFen = 0;
  for (const r of rows) {
    if (r.state === 'rejected' || r.state === 'revoked') continue;
    amountFen += r.amountFen;
    if (r.state === 'paid') paidFen += r.amountFen;
    if (r.state === 'unpaid') unpaidFen += r.amountFen;
  }
  if (!Number.isSafeInteger(amountFen)) throw new RangeError('amount out of range');
  return { amountFen, paidFen, unpaidFen };
}

/** queryExpenditure: the ledger's expense lines, by 类别, 日期 (the ledger's China day), 支付方式. */
const expenditureFilterFields = {
  schoolId: idParam(),
  category: text(10).optional(),
  startDay: isoDate(ExpenseMsg.day).optional(),
  endDay: isoDate(ExpenseMsg.day).optional(),
  payType: intParam({ min: 1, max: 5 }).optional(),
};
export const expenditureFilterSchema = z.object(expenditureFilterFields).superRefine(periodRefine);
export const expenditureQuerySchema = z
  .object({ ...expenditureFilterFields, pageNum: intParam({ min: 1 }).default(1), pageSize: intParam({ min: 1, max: 5000 }).default(10) })
  .superRefine(periodRefine);
export type ExpenditureQuery = z.infer<typeof expenditureQuerySchema>;

/** Where an expense line came from: 记账 (bookEntries), 报销 (reimbursements); later reminders and salaries. */
export const EXPENDITURE_SOURCES = { book: '记账', reimbursement: '报销', other: '其他' } as const;
export type ExpenditureSource = keyof typeof EXPENDITURE_SOURCES;
export const expenditureRowSchema = z.object({
  id: z.number().int(),
  day: z.string(),
  category: z.string(),
  /** Positive fen paid out. */
  amountFen: z.number().int(),
  payType: z.number().int().nullable(),
  source: z.enum(['book', 'reimbursement', 'other']),
  sourceId: z.string(),
  /** The claim's project and reason, or the entry's remark. */
  description: z.string(),
  /** The applicant, or the bookkeeper. */
  person: z.string(),
});
export type ExpenditureRow = z.infer<typeof expenditureRowSchema>;
export const expenditurePageSchema = z.object({
  list: z.array(expenditureRowSchema),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  sums: z.object({ amountFen: z.number().int() }),
});

export const reimbursePageSchema = z.object({
  list: z.array(reimbursementRowSchema),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export const reimbursePageWithSumsSchema = reimbursePageSchema.extend({ sums: reimburseSumsSchema });

/** oneReimbursement: the claim and, for one from 审批中心, its application's progress. */
export const reimburseDetailSchema = z.object({
  reimbursement: reimbursementRowSchema,
  approval: z
    .object({
      id: z.string(),
      templateName: z.string(),
      status: z.number().int(),
      applicantName: z.string(),
      createTime: z.string(),
      flow: z.array(
        z.object({
          label: z.string(),
          mode: z.string(),
          decisions: z.array(z.object({ name: z.string(), result: z.string(), comment: z.string(), time: z.string() })),
        }),
      ),
    })
    .nullable(),
});
export type ReimburseDetail = z.infer<typeof reimburseDetailSchema>;

const payTypeName = (t: number | null): string => (t ? (PAY_TYPES[t as keyof typeof PAY_TYPES] ?? '') : '');

/** The reimbursement export (报销明细), written by the server's export and the screen's alike. */
export function reimburseExportTable(rows: readonly ReimbursementRow[], sums: ReimburseSums) {
  const headers = ['序号', '日期', '支出项目', '类别', '金额（元）', '报销事由', '申请人', '状态', '支付方式', '付款日期', '发票张数'];
  const out: (string | number)[][] = rows.map((r, i) => [
    i + 1,
    r.day,
    r.projectName,
    r.category,
    yuanCell(r.amountFen),
    r.reason,
    r.applicantName,
    REIMBURSE_STATES[r.state],
    payTypeName(r.payType),
    r.payDay ?? '',
    r.pictures.length,
  ]);
  const sum = (label: string, fen: number) => ['', '', '', label, yuanCell(fen)];
  out.push([], sum('报销合计', sums.amountFen), sum('已付款', sums.paidFen), sum('待付款', sums.unpaidFen));
  return { title: '报销明细', headers, rows: out, widths: [8, 12, 14, 10, 14, 30, 10, 10, 10, 12, 10], numFmts: yuanFormats(headers) };
}

/** The expenditure export (支出明细) with its 合计. */
export function expenditureExportTable(rows: readonly ExpenditureRow[], sumFen: number) {
  const headers = ['序号', '日期', '类别', '来源', '说明', '经办人', '支付方式', '金额（元）'];
  const out: (string | number)[][] = rows.map((r, i) => [
    i + 1,
    r.day,
    r.category,
    EXPENDITURE_SOURCES[r.source],
    r.description,
    r.person,
    payTypeName(r.payType),
    yuanCell(r.amountFen),
  ]);
  out.push(['合计', '', '', '', '', '', '', yuanCell(sumFen)]);
  return { title: '支出明细', headers, rows: out, widths: [8, 12, 12, 8, 30, 10, 10, 14], numFmts: yuanFormats(headers) };
}

/** The 报销申请 form (审批中心, docs/approvals.md) as a claim: money field `amount`, project by `category`'s name. */
export const REIMBURSE_FORM_KEYS = {
  amount: 'amount',
  project: 'category',
  reason: 'detail',
  pictures: 'invoices',
  account: 'account',
} as const;
