import { z } from '../zod-locale';
import { defineArea } from '../area';
import { idParam, id as idNumber, intParam, isoDate, text, uuid } from '../fields';
import { MAX_FEN } from './fees';
import { PAY_TYPES, type PayType } from './bill-rows';
import { phoneError } from '../password';
import { isSafeFileReference } from '../uploads';
import { yuanCell, yuanFormats } from '../xlsx';

/**
 * Other income (其他收入, /YWGL/CWGL/QTSR; SPEC §7 /park/comeIn project, detailed, oneDetailed): money the school
 * RECEIVES outside fee bills — rent from a tenant of the hall, a grant arriving, 兴趣班 fees of a child not enrolled —
 * recorded at the desk like a payment.
 *
 * - 收入项目 (`incomeProjects`): the school's recurring sources (name, SPEC type, remark, enabled), drafted offline
 *   (`incomeProject.save` is a sync mutation, replicated in the `finance` scope like the fee items).
 * - 收入明细 (`otherIncomes`): one income received. Recording it is ONLINE (the server numbers its receipt `QT` + the
 *   China day + 5 digits and writes its one ledger line, kind `income`: INCOME_LEDGER_KIND, contract/finance/statistics.ts); a mistake is voided online with a reason (a
 *   reversing ledger line: the ledger is append-only). The rows replicate in the `finance` scope, so the list reads
 *   the replica offline.
 */

/**
 * SPEC §4 other income types 1, 2, 3, 5, 6, 7. The SPEC gives the codes without names; these are ours (docs/finance.md,
 * "Other income"): 4 is not used, as in the SPEC.
 */
export const INCOME_TYPES = { 1: '政府补助', 2: '社会捐赠', 3: '利息收入', 5: '场地租金', 6: '服务收入', 7: '其他收入' } as const;
export type IncomeType = 1 | 2 | 3 | 5 | 6 | 7;
export const INCOME_TYPE_CODES = [1, 2, 3, 5, 6, 7] as const satisfies readonly IncomeType[];
/** 1 有效, 2 已作废 (the finance validity words, SPEC §4). */
export const INCOME_STATES = { 1: '有效', 2: '已作废' } as const;
export type IncomeState = 1 | 2;
/** Voucher pictures an income may carry. */
export const INCOME_MAX_PICTURES = 9;

export const IncomeMsg = {
  name: '请输入项目名称',
  nameLong: '项目名称最多30个字',
  nameTaken: '项目名称已存在',
  type: '请选择收入类型',
  remark: '备注最多200个字',
  project: '请选择收入项目',
  projectMissing: '收入项目不存在',
  projectDisabled: '该收入项目已停用',
  payer: '请输入交款人',
  payerLong: '交款人最多30个字',
  phone: '请输入正确的手机号',
  amount: '请输入正确的金额（最多两位小数）',
  amountRange: '金额应大于0且不超过10000000元',
  payType: '请选择支付方式',
  day: '请选择收款日期',
  future: '收款日期不能晚于今天',
  pictures: `凭证图片最多${INCOME_MAX_PICTURES}张`,
  picture: '图片地址不正确',
  voidReason: '请输入作废原因',
  voidReasonLong: '作废原因最多200个字',
  voided: '该收入已作废',
  missing: '数据不存在或已被删除',
  period: '结束日期不能早于开始日期',
  idTaken: '该收入已登记',
} as const;

// ——— Rows ———

export const incomeTypeSchema = z.union(
  INCOME_TYPE_CODES.map((c) => z.literal(c)) as unknown as [z.ZodLiteral<1>, z.ZodLiteral<2>, ...z.ZodLiteral<IncomeType>[]],
  { error: IncomeMsg.type },
) as unknown as z.ZodType<IncomeType>;

export const incomeProjectRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  name: z.string(),
  type: incomeTypeSchema,
  remark: z.string(),
  /** A disabled project stays on the incomes that name it; a new income cannot pick it. */
  enabled: z.boolean(),
});
export type IncomeProjectRow = z.infer<typeof incomeProjectRowSchema>;

export const otherIncomeRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  projectId: z.uuid(),
  /** The project's name and type as they were when recorded (the ledger's itemName is this name). */
  projectName: z.string(),
  projectType: incomeTypeSchema,
  payerName: z.string(),
  payerPhone: z.string(),
  /** Fen, > 0. */
  amountFen: z.number().int(),
  payType: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  /** YYYY-MM-DD: the day the money was received (not in the future). */
  day: z.string(),
  pictures: z.array(z.string()),
  remark: z.string(),
  /** QT + YYYYMMDD (China day of recording) + 5 digits, the school's once. */
  receiptNo: z.string(),
  /** ISO time the server recorded it. */
  recordedAt: z.string(),
  operatorId: z.number().int().nullable(),
  operatorName: z.string(),
  state: z.union([z.literal(1), z.literal(2)]),
  voidReason: z.string(),
  voidedAt: z.string().nullable(),
  voiderName: z.string(),
});
export type OtherIncomeRow = z.infer<typeof otherIncomeRowSchema>;

export const incomeReceiptNoOf = (day: string, n: number): string => `QT${day.replaceAll('-', '')}${String(n).padStart(5, '0')}`;

// ——— Rules shared by the services and the client mutator ———

/** Why a project cannot be saved: its name must be unique among the school's projects (compared trimmed). */
export function incomeProjectIssue(
  p: Pick<IncomeProjectRow, 'id' | 'name'>,
  others: readonly Pick<IncomeProjectRow, 'id' | 'name'>[],
): string | null {
  return others.some((o) => o.id !== p.id && o.name.trim() === p.name.trim()) ? IncomeMsg.nameTaken : null;
}

/** Why an income cannot be recorded on this project. */
export function incomeProjectPickIssue(p: Pick<IncomeProjectRow, 'enabled'> | undefined): string | null {
  if (!p) return IncomeMsg.projectMissing;
  return p.enabled ? null : IncomeMsg.projectDisabled;
}

/** Why an income cannot be voided: voiding twice is refused. */
export const incomeVoidIssue = (r: Pick<OtherIncomeRow, 'state'>): string | null => (r.state === 2 ? IncomeMsg.voided : null);

// ——— Inputs ———

export const INCOME_PAGE = '/YWGL/CWGL/QTSR';
/** Saving projects, recording and voiding incomes (财务, 副园长, 园长). */
export const INCOME_EDIT = '/YWGL/CWGL/QTSR:edit';
const MODULE = '其他收入';

export const incomeProjectFields = {
  name: text(30, { required: IncomeMsg.name, maxMsg: IncomeMsg.nameLong }),
  type: incomeTypeSchema,
  remark: text(200, { maxMsg: IncomeMsg.remark, multiline: true }).default(''),
  enabled: z.boolean().default(true),
};
export const incomeProjectFormSchema = z.object(incomeProjectFields);

export const OTHER_INCOME = defineArea({
  name: 'income',
  page: '/YWGL/CWGL/QTSR',
  scope: 'finance',
  tables: { incomeProjects: incomeProjectRowSchema, otherIncomes: otherIncomeRowSchema },
  mutations: {
    /** SPEC comeIn/project (POST): adds the project with this id or replaces it (its name, type, remark, enabled). */
    'incomeProject.save': {
      args: z.object({ id: uuid(), schoolId: idNumber(), ...incomeProjectFields }),
      label: '保存收入项目',
      permission: INCOME_EDIT,
      module: MODULE,
    },
  },
});

const amountFen = z
  .number({ error: IncomeMsg.amount })
  .int(IncomeMsg.amount)
  .min(1, IncomeMsg.amountRange)
  .max(MAX_FEN, IncomeMsg.amountRange);
const payerPhone = text(20, { maxMsg: IncomeMsg.phone })
  .refine((v) => v === '' || phoneError(v) === null, IncomeMsg.phone)
  .default('');

/** An income's fields as the 新增收入 dialog sends them (amount in fen). */
export const incomeFields = {
  projectId: uuid(IncomeMsg.project),
  payerName: text(30, { required: IncomeMsg.payer, maxMsg: IncomeMsg.payerLong }),
  payerPhone,
  amountFen,
  payType: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)], { error: IncomeMsg.payType }),
  day: isoDate(IncomeMsg.day),
  pictures: z.array(text(1000).refine(isSafeFileReference, IncomeMsg.picture)).max(INCOME_MAX_PICTURES, IncomeMsg.pictures).default([]),
  remark: text(200, { maxMsg: IncomeMsg.remark, multiline: true }).default(''),
};
export const incomeFormSchema = z.object(incomeFields);
/** POST comeIn/detailed: the id is the client's, so a retried request answers the income it recorded. */
export const incomeRecordSchema = z.object({ id: uuid(), schoolId: idNumber(), ...incomeFields });
export type IncomeRecordInput = z.infer<typeof incomeRecordSchema>;
/** PUT comeIn/detailed/void: with a reason. */
export const incomeVoidSchema = z.object({
  schoolId: idNumber(),
  id: uuid(IncomeMsg.missing),
  reason: text(200, { required: IncomeMsg.voidReason, maxMsg: IncomeMsg.voidReasonLong, multiline: true }),
});
export type IncomeVoidInput = z.infer<typeof incomeVoidSchema>;
/** oneDetailed, and the receipt PDF. */
export const incomeGetSchema = z.object({ schoolId: idParam(), id: uuid(IncomeMsg.missing) });
/** GET comeIn/project: the school's projects (the SPEC's lookups ask up to 9999 at once). */
export const incomeProjectQuerySchema = z.object({
  schoolId: idParam(),
  pageNum: intParam({ min: 1 }).default(1),
  pageSize: intParam({ min: 1, max: 9999 }).default(10),
  name: text(30).optional(),
  type: intParam({ min: 1, max: 7 }).optional(),
  enabled: z.enum(['true', 'false']).optional(),
});
export type IncomeProjectQuery = z.infer<typeof incomeProjectQuerySchema>;

/** The filters of detailed (the list), detailed/export and the screen on the replica. */
const incomeFilterFields = {
  schoolId: idParam(),
  projectId: uuid(IncomeMsg.project).optional(),
  type: intParam({ min: 1, max: 7, msg: IncomeMsg.type }).optional(),
  startDay: isoDate(IncomeMsg.day).optional(),
  endDay: isoDate(IncomeMsg.day).optional(),
  payType: intParam({ min: 1, max: 5, msg: IncomeMsg.payType }).optional(),
  state: intParam({ min: 1, max: 2 }).optional(),
  /** In the payer's name or phone, the receipt number, the project's name or the remark. */
  keyword: text(30).optional(),
};
function periodRefine(v: { startDay?: string; endDay?: string }, ctx: z.RefinementCtx): void {
  if (v.startDay && v.endDay && v.endDay < v.startDay) ctx.addIssue({ code: 'custom', message: IncomeMsg.period, path: ['endDay'] });
}
export const incomeFilterSchema = z.object(incomeFilterFields).superRefine(periodRefine);
export type IncomeFilter = Omit<z.infer<typeof incomeFilterSchema>, 'schoolId'>;
export const incomeListSchema = z
  .object({ ...incomeFilterFields, pageNum: intParam({ min: 1 }).default(1), pageSize: intParam({ min: 1, max: 500 }).default(10) })
  .superRefine(periodRefine);
export type IncomeListQuery = z.infer<typeof incomeListSchema>;

/** Whether an income passes the filters (the screen on the replica; the server says the same in SQL). */
export function matchesIncomeFilter(r: OtherIncomeRow, f: IncomeFilter): boolean {
  if (f.projectId && r.projectId !== f.projectId) return false;
  if (f.type !== undefined && r.projectType !== f.type) return false;
  if (f.startDay && r.day < f.startDay) return false;
  if (f.endDay && r.day > f.endDay) return false;
  if (f.payType !== undefined && r.payType !== f.payType) return false;
  if (f.state !== undefined && r.state !== f.state) return false;
  const k = f.keyword?.trim();
  if (k && ![r.payerName, r.payerPhone, r.receiptNo, r.projectName, r.remark].some((s) => s.includes(k))) return false;
  return true;
}

/** Newest day first, then newest receipt (ids are UUIDv7: time-ordered). */
export const compareIncomes = (a: OtherIncomeRow, b: OtherIncomeRow): number =>
  a.day !== b.day ? (a.day < b.day ? 1 : -1) : a.id < b.id ? 1 : a.id > b.id ? -1 : 0;

/**
 * 收入合计 (the valid incomes the filters pass, 笔数 of them) and 已作废 (the voided ones): over every row the filters
 * pass, not the page. The server sums the same in SQL (bigint).
 */
export const incomeSumsSchema = z.object({
  count: z.number().int(),
  amountFen: z.number().int(),
  voidCount: z.number().int(),
  voidFen: z.number().int(),
});
export type IncomeSums = z.infer<typeof incomeSumsSchema>;

export function incomeSums(rows: readonly Pick<OtherIncomeRow, 'state' | 'amountFen'>[]): IncomeSums {
  const s = { count: 0, amountFen: 0, voidCount: 0, voidFen: 0 };
  for (const r of rows) {
    if (r.state === 1) {
      s.count++;
      s.amountFen += r.amountFen;
    } else {
      s.voidCount++;
      s.voidFen += r.amountFen;
    }
  }
  if (!Number.isSafeInteger(s.amountFen) || !Number.isSafeInteger(s.voidFen)) throw new RangeError('amount out of range');
  return s;
}

export const incomePageSchema = z.object({
  list: z.array(otherIncomeRowSchema),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  sums: incomeSumsSchema,
});
export const incomeProjectPageSchema = z.object({
  list: z.array(incomeProjectRowSchema),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

/**
 * The export (其他收入明细): the listed incomes, 序号 first, then the 合计 row of the valid ones and the voided total.
 * The server's detailed/export and the screen's 导出 (the xlsx worker, offline too) both write this table.
 */
export function incomeExportTable(rows: readonly OtherIncomeRow[], sums: IncomeSums) {
  const headers = [
    '序号',
    '收据编号',
    '收款日期',
    '收入项目',
    '收入类型',
    '交款人',
    '联系电话',
    '金额（元）',
    '支付方式',
    '状态',
    '经办人',
    '备注',
    '作废原因',
  ];
  const table: (string | number)[][] = rows.map((r, i) => [
    i + 1,
    r.receiptNo,
    r.day,
    r.projectName,
    INCOME_TYPES[r.projectType],
    r.payerName,
    r.payerPhone,
    yuanCell(r.amountFen),
    PAY_TYPES[r.payType as PayType],
    INCOME_STATES[r.state],
    r.operatorName,
    r.remark,
    r.voidReason,
  ]);
  table.push(['合计', `有效 ${sums.count} 笔`, '', '', '', '', '', yuanCell(sums.amountFen), '', '', '', '', '']);
  if (sums.voidCount > 0) table.push(['', `已作废 ${sums.voidCount} 笔`, '', '', '', '', '', yuanCell(sums.voidFen), '', '', '', '', '']);
  return {
    title: '其他收入明细',
    headers,
    rows: table,
    widths: [8, 18, 12, 16, 10, 12, 14, 14, 10, 8, 10, 24, 20],
    numFmts: yuanFormats(headers),
  };
}
