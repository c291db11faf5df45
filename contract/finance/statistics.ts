import { z } from '../zod-locale';
import { idParam, intParam, isoDate, text, uuid } from '../fields';

/**
 * Finance statistics (收支统计, /YWGL/CWGL/SZTJ; issue 23 item 5; SPEC §7 /park/static/school, /park/detail,
 * /park/financeStatistics class, classStu, item, itemStu, expend and their exports). Every figure is a sum over the
 * ledger of money movements (`finance_ledger`), grouped in the database: nothing here is a stored running total, and
 * bills and payments are never summed. Online reads: the ledger is the server's.
 *
 * - 收入 (income): the ledger's positive lines (payments; part two's other income).
 * - 支出 (expense): the negative lines, shown as a positive amount (refunds; part two's expenses).
 * - 净收入 (net): the sum of all lines = 收入 − 支出.
 * - 笔数 (count): the payments received (distinct payments with a line in the period).
 *
 * By class, child and fee item: the lines of fees (kinds `payment` and `refund`); 支出 by category: the lines of kind
 * `expense` (part two writes them; its category is the line's itemName).
 */

/** Reading the statistics: the page itself (财务, 副园长 and 园长 by default), always behind the finance unlock. */
export const FINANCE_STATS_PAGE = '/YWGL/CWGL/SZTJ';
/**
 * The ledger's kinds by what they mean for the school's money. 收入: payments and other income (a voided income's
 * reversing line lowers it); 支出: refunds and expenses (记账, reimbursements, reminders, salaries; shown positive).
 * 结转: a child's money moved from one term's bill to the next (carried out of one, into the other) — nothing enters
 * or leaves the school, so the cards and the chart leave it out and the fee lists show it in a column of its own.
 */
export const LEDGER_INCOME_KINDS = ['payment', 'income'] as const;
export const LEDGER_OUTGO_KINDS = ['refund', 'expense'] as const;
export const LEDGER_CARRY_KINDS = ['carryOut', 'carryIn'] as const;
/** The kinds of ledger line that are fees (by class, child and item). */
export const FEE_LEDGER_KINDS = ['payment', 'refund', ...LEDGER_CARRY_KINDS] as const;
/** The kind of ledger line of an expense (支出 by category). */
export const EXPENSE_LEDGER_KIND = 'expense';
/** The ledger kind of other income (contract/finance/income.ts) and of bookkeeping's approved income entries. */
export const INCOME_LEDGER_KIND = 'income';

export const FinanceStatsMsg = {
  startDate: '开始日期不正确',
  endDate: '结束日期不正确',
  range: '开始日期不能晚于结束日期',
  rangeTooLong: '查询范围最长一年',
  payType: '请选择正确的支付方式',
  month: '月份不正确',
  year: '年份不正确',
  period: '请选择月份或年份',
  classId: '请选择班级',
  itemId: '请选择收费项目',
  offline: '统计需要联网',
} as const;

const MAX_RANGE_DAYS = 366;
const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;

const statsFields = {
  schoolId: idParam(),
  startDate: isoDate(FinanceStatsMsg.startDate),
  endDate: isoDate(FinanceStatsMsg.endDate),
  /** SPEC §4 pay types 1–5; absent: all. */
  payType: intParam({ min: 1, max: 5, msg: FinanceStatsMsg.payType }).optional(),
};
function checkRange(a: { startDate: string; endDate: string }, ctx: z.RefinementCtx) {
  if (a.startDate > a.endDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: FinanceStatsMsg.range });
  else if (dayNumber(a.endDate) - dayNumber(a.startDate) > MAX_RANGE_DAYS)
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: FinanceStatsMsg.rangeTooLong });
}

/** class, item, expend: a period (China days, inclusive, at most a year) and an optional pay type. */
export const statsQuerySchema = z.object(statsFields).superRefine(checkRange);
export type StatsQuery = z.infer<typeof statsQuerySchema>;
/** classStu: the children of one class, or of every class; `name` a part of the child's name. */
export const classStuQuerySchema = z
  .object({ ...statsFields, classId: uuid(FinanceStatsMsg.classId).optional(), name: text(20).optional() })
  .superRefine(checkRange);
export type ClassStuQuery = z.infer<typeof classStuQuerySchema>;
/** itemStu: the children who paid (or were refunded) one fee item. */
export const itemStuQuerySchema = z.object({ ...statsFields, itemId: uuid(FinanceStatsMsg.itemId) }).superRefine(checkRange);
export type ItemStuQuery = z.infer<typeof itemStuQuerySchema>;

/** static/school: today, this month and this year (China days), optionally of one pay type. */
export const schoolStatsQuerySchema = z.object({ schoolId: idParam(), payType: statsFields.payType });
export type SchoolStatsQuery = z.infer<typeof schoolStatsQuerySchema>;

/** detail: a month by day (`month` 'YYYY-MM', which wins when both are sent) or a year by month (`year` 'YYYY'). */
export const detailQuerySchema = z
  .object({
    schoolId: idParam(),
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, FinanceStatsMsg.month)
      .optional(),
    year: z
      .string()
      .regex(/^(19|20|21)\d{2}$/, FinanceStatsMsg.year)
      .optional(),
    payType: statsFields.payType,
  })
  .superRefine((a, ctx) => {
    if (!a.month && !a.year) ctx.addIssue({ code: 'custom', path: ['month'], message: FinanceStatsMsg.period });
  });
export type DetailQuery = z.infer<typeof detailQuerySchema>;

const fen = z.number().int();
/** 收入, 支出 (positive), 净收入 and 笔数 of a period. */
export const moneyTotalsSchema = z.object({ incomeFen: fen, expenseFen: fen, netFen: fen, count: z.number().int() });
export type MoneyTotals = z.infer<typeof moneyTotalsSchema>;

export const schoolStatsSchema = z.object({
  /** The China day, month ('YYYY-MM') and year ('YYYY') the figures are of. */
  day: z.string(),
  month: z.string(),
  year: z.string(),
  today: moneyTotalsSchema,
  thisMonth: moneyTotalsSchema,
  thisYear: moneyTotalsSchema,
});
export type SchoolStats = z.infer<typeof schoolStatsSchema>;

export const detailPointSchema = moneyTotalsSchema.extend({
  /** 'YYYY-MM-DD' (a month by day) or 'YYYY-MM' (a year by month). */
  key: z.string(),
});
export type DetailPoint = z.infer<typeof detailPointSchema>;
export const detailStatsSchema = z.object({
  unit: z.enum(['day', 'month']),
  /** Every day of the month or month of the year, in order, zero where nothing moved. */
  points: z.array(detailPointSchema),
  total: moneyTotalsSchema,
});
export type DetailStats = z.infer<typeof detailStatsSchema>;

/**
 * A row of fees by class, child or item: 收入 (payments), 退费 (refunds, positive), 结转 (carried in − carried out,
 * signed), 实收 (net: 收入 − 退费 + 结转).
 */
export const feeStatsRowSchema = z.object({
  /** The class's, child's or item's id ('' for lines without one). */
  id: z.string(),
  name: z.string(),
  /** A child's class (by child); '' otherwise. */
  className: z.string(),
  /** Children with a line in the group. */
  children: z.number().int(),
  /** Payments with a line in the group. */
  count: z.number().int(),
  incomeFen: fen,
  refundFen: fen,
  carryFen: fen,
  netFen: fen,
});
export type FeeStatsRow = z.infer<typeof feeStatsRowSchema>;
export const feeStatsSchema = z.object({
  rows: z.array(feeStatsRowSchema),
  /** The 合计 row: sums of the rows; `children` and `count` counted once across rows. */
  total: feeStatsRowSchema,
});
export type FeeStats = z.infer<typeof feeStatsSchema>;

/** 支出 by category (the ledger's lines of kind `expense`), 收入 by project (kind `income`): the same shape. */
export const expendRowSchema = z.object({ name: z.string(), count: z.number().int(), amountFen: fen });
export type ExpendRow = z.infer<typeof expendRowSchema>;
export const expendStatsSchema = z.object({ rows: z.array(expendRowSchema), total: expendRowSchema });
export type ExpendStats = z.infer<typeof expendStatsSchema>;

/** The statistics lists with an xlsx export (`<path>/export`, same query). */
export const FINANCE_STATS_LISTS = {
  class: { path: '/park/financeStatistics/class', title: '按班级' },
  classStu: { path: '/park/financeStatistics/classStu', title: '按幼儿' },
  item: { path: '/park/financeStatistics/item', title: '按项目' },
  itemStu: { path: '/park/financeStatistics/itemStu', title: '项目明细' },
  expend: { path: '/park/financeStatistics/expend', title: '支出' },
  income: { path: '/park/financeStatistics/income', title: '收入' },
} as const;
/** The lists of one ledger kind by itemName (支出: `expense` lines by category; 收入: `income` lines by project). */
export const KIND_STATS_LISTS = { expend: EXPENSE_LEDGER_KIND, income: INCOME_LEDGER_KIND } as const;
export type KindStatsList = keyof typeof KIND_STATS_LISTS;
export type FinanceStatsList = keyof typeof FINANCE_STATS_LISTS;
