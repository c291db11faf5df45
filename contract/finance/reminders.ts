import { z } from '../zod-locale';
import { defineArea } from '../area';
import { daysBetween } from '../bus/expiry';
import { idParam, id as idNumber, isCalendarDate, isoDate, text, uuid } from '../fields';
import { formatFen, MAX_FEN } from './fees';
import { BOOK_CATEGORIES } from './books';

/**
 * Expense reminders (支出提醒, /YWGL/CWGL/ZCTX; SPEC §7 /park/comeIn remind, queryRemind, confirmPayment): the
 * school's recurring or planned payments — the rent each month, a toy order paid in instalments, a renovation's 首款
 * and 尾款 — that 通知 reminds the chosen members of, 0, 1, 2, 3 or 7 days before each due day.
 *
 * A reminder stores its schedule only; its dues (occurrences) are DERIVED by `reminderDues` and never stored ahead.
 * What happened to a due is stored per (reminder, due day): that it was notified (the scheduler's once-only key) and
 * that it was paid (`confirmPayment`, which writes its one ledger line).
 */

/** SPEC §4 expense reminder type: 1 一次性, 2 每月固定, 3 分期, 4 首尾款. */
export const REMINDER_KINDS = { 1: '一次性', 2: '每月固定', 3: '分期', 4: '首尾款' } as const;
export type ReminderKind = 1 | 2 | 3 | 4;
/** SPEC §4 remind time: how many days before the due day 通知 reminds. */
export const REMIND_TIMES = { 0: '当天', 1: '提前1天', 2: '提前2天', 3: '提前3天', 7: '提前一周' } as const;
export type RemindTime = 0 | 1 | 2 | 3 | 7;
/** The expense categories (bookkeeping's: statistics group the ledger's expense lines by them). */
export const REMINDER_CATEGORIES = BOOK_CATEGORIES[2];
/** Instalments a reminder may have. */
export const MAX_INSTALMENTS = 36;
/** How many people one reminder may notify. */
export const MAX_REMINDER_PEOPLE = 20;
/** A due's state on a day: 未到期 (its notify day not reached), 待付款, 已逾期 (after its day), 已付款. */
export const DUE_STATES = { 0: '未到期', 1: '待付款', 2: '已逾期', 3: '已付款' } as const;
export type DueState = 0 | 1 | 2 | 3;

export const ReminderMsg = {
  name: '请输入提醒名称',
  nameLong: '提醒名称最多30个字',
  category: '请选择支出类别',
  payee: '收款方最多30个字',
  kind: '请选择提醒类型',
  remindTime: '请选择提醒时间',
  people: '请选择提醒人员',
  peopleMany: `提醒人员最多${MAX_REMINDER_PEOPLE}人`,
  notMember: '提醒人员须是本园成员',
  day: '请选择日期',
  monthDay: '每月付款日应为1到31',
  month: '请选择月份',
  untilMonth: '结束月份不能早于开始月份',
  amount: '请输入正确的金额（最多两位小数）',
  amountRange: '金额应大于0且不超过10000000元',
  instalments: `分期应为2到${MAX_INSTALMENTS}期`,
  increasing: '各期日期须依次递增',
  firstLast: '尾款日期须晚于首款日期',
  remark: '备注最多200个字',
  missing: '数据不存在或已被删除',
  noDue: '该提醒在这一天没有应付款项',
  paid: '该笔款项已确认付款，请勿重复操作',
  payType: '请选择支付方式',
  period: '结束日期不能早于开始日期',
  range: '查询范围最长一年',
  hasPayments: '该提醒已有付款记录，不能删除，可停用',
} as const;

const fen = z
  .number({ error: ReminderMsg.amount })
  .int(ReminderMsg.amount)
  .min(1, ReminderMsg.amountRange)
  .max(MAX_FEN, ReminderMsg.amountRange);
const day = isoDate(ReminderMsg.day);
const month = z
  .string({ error: ReminderMsg.month })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, ReminderMsg.month)
  .refine((m) => isCalendarDate(`${m}-01`), ReminderMsg.month);
const dueSchema = z.object({ day, fen });
export type PlannedDue = z.infer<typeof dueSchema>;

/** The schedule, by kind: a one-off day; a day of each month (a short month pays on its last day); n dues; 首款 and 尾款. */
export const reminderScheduleSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal(1), day, fen }),
    z.object({
      kind: z.literal(2),
      monthDay: z
        .number({ error: ReminderMsg.monthDay })
        .int(ReminderMsg.monthDay)
        .min(1, ReminderMsg.monthDay)
        .max(31, ReminderMsg.monthDay),
      fromMonth: month,
      /** Null: every month from `fromMonth` on. */
      untilMonth: month.nullable(),
      fen,
    }),
    z.object({
      kind: z.literal(3),
      dues: z
        .array(dueSchema, { error: ReminderMsg.instalments })
        .min(2, ReminderMsg.instalments)
        .max(MAX_INSTALMENTS, ReminderMsg.instalments),
    }),
    z.object({ kind: z.literal(4), first: dueSchema, last: dueSchema }),
  ],
  { error: ReminderMsg.kind },
);
export type ReminderSchedule = z.infer<typeof reminderScheduleSchema>;

/** The schedule's own rules (dates valid is the schema's): until ≥ from, instalments strictly increasing, 尾款 after 首款. */
export function scheduleIssue(s: ReminderSchedule): { message: string; path: (string | number)[] } | null {
  if (s.kind === 2 && s.untilMonth !== null && s.untilMonth < s.fromMonth) return { message: ReminderMsg.untilMonth, path: ['untilMonth'] };
  if (s.kind === 3)
    for (let i = 1; i < s.dues.length; i++)
      if ((s.dues[i]?.day ?? '') <= (s.dues[i - 1]?.day ?? '')) return { message: ReminderMsg.increasing, path: ['dues', i, 'day'] };
  if (s.kind === 4 && s.last.day <= s.first.day) return { message: ReminderMsg.firstLast, path: ['last', 'day'] };
  return null;
}

// ——— Rows ———

/**
 * The schedule as a replicated row carries it: the same shape with plain fields (the server checked the rules when it
 * was saved), so the sync worker's fast row checks (contract/sync/row-check.ts) take it.
 */
const storedDue = z.object({ day: z.string(), fen: z.number().int() });
const storedScheduleSchema = z.union([
  z.object({ kind: z.literal(1), day: z.string(), fen: z.number().int() }),
  z.object({
    kind: z.literal(2),
    monthDay: z.number().int(),
    fromMonth: z.string(),
    untilMonth: z.string().nullable(),
    fen: z.number().int(),
  }),
  z.object({ kind: z.literal(3), dues: z.array(storedDue) }),
  z.object({ kind: z.literal(4), first: storedDue, last: storedDue }),
]);

export const expenseReminderRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  name: z.string(),
  /** One of REMINDER_CATEGORIES: the ledger line of a paid due carries it as its item. */
  category: z.string(),
  /** 收款方 ('' when not said). */
  payee: z.string(),
  remindTime: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(7)]),
  /** The members 通知 reminds (user ids of the school). */
  userIds: z.array(z.number().int()),
  enabled: z.boolean(),
  schedule: storedScheduleSchema,
  remark: z.string(),
  /** Who created it (null on the device until the server's row comes back). */
  creatorId: z.number().int().nullable(),
  creatorName: z.string(),
});
export type ExpenseReminderRow = z.infer<typeof expenseReminderRowSchema>;

// ——— The dues: derived, never stored ———

export interface Due {
  /** YYYY-MM-DD: the day the payment is due. */
  day: string;
  fen: number;
  /** 一次性, 2026-12月, 第2期（共6期）, 首款, 尾款. */
  label: string;
}

const DAY_MS = 86_400_000;
/** The day `n` days after (before, for negative n) a YYYY-MM-DD day. */
export const addDays = (d: string, n: number): string => new Date(Date.parse(d) + n * DAY_MS).toISOString().slice(0, 10);
const daysInMonth = (y: number, m: number): number => new Date(Date.UTC(y, m, 0)).getUTCDate();
const nextMonth = (m: string): string => {
  const y = Number(m.slice(0, 4));
  const mm = Number(m.slice(5, 7));
  return mm === 12 ? `${y + 1}-01` : `${y}-${String(mm + 1).padStart(2, '0')}`;
};
/** A monthly due's day in a month: its day of month, or the month's last day when the month is shorter. */
export const monthlyDueDay = (m: string, monthDay: number): string =>
  `${m}-${String(Math.min(monthDay, daysInMonth(Number(m.slice(0, 4)), Number(m.slice(5, 7))))).padStart(2, '0')}`;

/**
 * THE dues of a schedule whose day falls in [from, to] (inclusive, YYYY-MM-DD), in day order. The server's scheduler,
 * queryRemind, confirmPayment and the screen's preview all ask this one function.
 */
export function reminderDues(s: ReminderSchedule, from: string, to: string): Due[] {
  const inRange = (d: Due) => d.day >= from && d.day <= to;
  switch (s.kind) {
    case 1:
      return [{ day: s.day, fen: s.fen, label: '一次性' }].filter(inRange);
    case 3:
      return s.dues.map((d, i) => ({ day: d.day, fen: d.fen, label: `第${i + 1}期（共${s.dues.length}期）` })).filter(inRange);
    case 4:
      return [
        { day: s.first.day, fen: s.first.fen, label: '首款' },
        { day: s.last.day, fen: s.last.fen, label: '尾款' },
      ].filter(inRange);
    case 2: {
      const out: Due[] = [];
      // Months as YYYY-MM compare as text: the later of the first month and the range's, the earlier of the last.
      const [start = s.fromMonth] = [s.fromMonth, from.slice(0, 7)].sort().reverse();
      const [end = s.untilMonth ?? to.slice(0, 7)] = [s.untilMonth ?? to.slice(0, 7), to.slice(0, 7)].sort();
      for (let m = start; m <= end; m = nextMonth(m)) {
        const d = { day: monthlyDueDay(m, s.monthDay), fen: s.fen, label: `${m.slice(0, 4)}年${Number(m.slice(5, 7))}月` };
        if (inRange(d)) out.push(d);
      }
      return out;
    }
  }
}

/** The next `n` dues on or after `today` (the dialog's preview; a monthly one looks up to n years ahead). */
export const nextDues = (s: ReminderSchedule, today: string, n: number): Due[] =>
  reminderDues(s, today, `${Number(today.slice(0, 4)) + Math.max(n, 1) + 1}${today.slice(4, 10)}`).slice(0, n);

/** The day 通知 reminds of a due: its day less the remind time. */
export const notifyDay = (dueDay: string, remindTime: RemindTime): string => addDays(dueDay, -remindTime);

/** A due's state on `today`: paid, else overdue after its day, else waiting from its notify day, else not yet due. */
export function dueState(dueDay: string, remindTime: RemindTime, today: string, paid: boolean): DueState {
  if (paid) return 3;
  if (today > dueDay) return 2;
  if (today >= notifyDay(dueDay, remindTime)) return 1;
  return 0;
}

/** What 通知 says of a due (the scheduler's content). */
export function reminderNoticeContent(r: Pick<ExpenseReminderRow, 'name' | 'payee'>, due: Due, today: string): string {
  const left = daysBetween(today, due.day);
  const when = left > 0 ? `${left}天后（${due.day}）到期` : left === 0 ? `今天（${due.day}）到期` : `已于${due.day}到期，已逾期${-left}天`;
  return `支出提醒：${r.name}（${due.label}）${r.payee ? `，收款方：${r.payee}` : ''}，应付${formatFen(due.fen)}，${when}，请及时付款并在支出提醒中确认付款。`;
}

// ——— Inputs ———

export const reminderFields = {
  name: text(30, { required: ReminderMsg.name, maxMsg: ReminderMsg.nameLong }),
  category: z.enum(REMINDER_CATEGORIES, { error: ReminderMsg.category }),
  payee: text(30, { maxMsg: ReminderMsg.payee }).default(''),
  remindTime: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(7)], { error: ReminderMsg.remindTime }),
  userIds: z
    .array(idNumber(ReminderMsg.people), { error: ReminderMsg.people })
    .min(1, ReminderMsg.people)
    .max(MAX_REMINDER_PEOPLE, ReminderMsg.peopleMany),
  enabled: z.boolean().default(true),
  schedule: reminderScheduleSchema,
  remark: text(200, { maxMsg: ReminderMsg.remark, multiline: true }).default(''),
};

function scheduleRefine(v: { schedule: ReminderSchedule }, ctx: z.RefinementCtx): void {
  const issue = scheduleIssue(v.schedule);
  if (issue) ctx.addIssue({ code: 'custom', message: issue.message, path: ['schedule', ...issue.path] });
}

/** What the 新增/编辑 dialog checks (the args add the id and school). */
export const reminderFormSchema = z.object(reminderFields).superRefine(scheduleRefine);

/** The page: reading reminders and their dues. */
export const REMINDER_PAGE = '/YWGL/CWGL/ZCTX';
/** Setting reminders and confirming payments. */
export const REMINDER_EDIT = '/YWGL/CWGL/ZCTX:edit';

export const FINANCE_REMINDERS = defineArea({
  name: 'reminders',
  page: '/YWGL/CWGL/ZCTX',
  scope: 'finance',
  tables: { expenseReminders: expenseReminderRowSchema },
  mutations: {
    /** SPEC comeIn/remind (save): adds the reminder with this id or replaces it; the server stamps the creator. */
    'expenseReminder.save': {
      args: z.object({ id: uuid(), schoolId: idNumber(), ...reminderFields }).superRefine(scheduleRefine),
      label: '保存支出提醒',
      permission: REMINDER_EDIT,
      module: '支出提醒',
    },
  },
});

// ——— Online calls ———

const payType = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)], { error: ReminderMsg.payType });

/** confirmPayment: one due of a reminder (by its day) paid, at `fen` (may differ from the planned) by `payType`. */
export const confirmPaymentSchema = z.object({
  schoolId: idNumber(),
  reminderId: uuid(),
  dueDay: day,
  fen,
  payType,
  remark: text(200, { maxMsg: ReminderMsg.remark, multiline: true }).default(''),
});
export type ConfirmPaymentInput = z.infer<typeof confirmPaymentSchema>;

/** remind/del: a reminder deleted (online: refused once a due of it was paid, whose ledger line names it). */
export const reminderDropSchema = z.object({ schoolId: idNumber(), id: uuid() });
export type ReminderDropInput = z.infer<typeof reminderDropSchema>;

/** queryRemind: the dues whose day is in [startDay, endDay] (at most a year), optionally of one state. */
export const queryRemindSchema = z
  .object({
    schoolId: idParam(),
    startDay: day,
    endDay: day,
    state: z.preprocess(
      (v) => (v === '' || v === undefined ? undefined : Number(v)),
      z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]).optional(),
    ),
    reminderId: uuid().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.endDay < v.startDay) ctx.addIssue({ code: 'custom', message: ReminderMsg.period, path: ['endDay'] });
    else if (daysBetween(v.startDay, v.endDay) > 366) ctx.addIssue({ code: 'custom', message: ReminderMsg.range, path: ['endDay'] });
  });
export type QueryRemindInput = z.infer<typeof queryRemindSchema>;

export const reminderDueRowSchema = z.object({
  reminderId: z.uuid(),
  name: z.string(),
  category: z.string(),
  payee: z.string(),
  kind: z.number().int(),
  label: z.string(),
  day: z.string(),
  /** The planned amount. */
  fen: z.number().int(),
  state: z.number().int(),
  notifiedAt: z.string().nullable(),
  /** What was paid (null before). */
  paidFen: z.number().int().nullable(),
  payType: z.number().int().nullable(),
  paidAt: z.string().nullable(),
  paidByName: z.string(),
});
export type ReminderDueRow = z.infer<typeof reminderDueRowSchema>;
export const remindSumsSchema = z.object({
  /** Planned, of the dues not paid. */
  unpaidFen: z.number().int(),
  /** Of those, overdue. */
  overdueFen: z.number().int(),
  /** Paid (what was paid, not planned). */
  paidFen: z.number().int(),
});
export const queryRemindResultSchema = z.object({ list: z.array(reminderDueRowSchema), sums: remindSumsSchema });
export type QueryRemindResult = z.infer<typeof queryRemindResultSchema>;
