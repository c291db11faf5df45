import { z } from '../zod-locale';
import { defineArea } from '../area';
import { idParam, id as idNumber, intParam, isoDate, text, uuid } from '../fields';
import { MAX_FEN } from './fees';
import { isSafeFileReference } from '../uploads';
import { yuanCell, yuanFormats } from '../xlsx';

/**
 * Bookkeeping (记账管理, /YWGL/CWGL/JZGL; SPEC §7 /park/tFinanceBookkeeping save, search, searchWithSumAmount,
 * search/export, dropById, review, getById): the school's own income and expense entries that are not fees — a
 * government grant, the month's food purchase, the water bill — with their voucher pictures.
 *
 * An entry is drafted offline (`bookEntry.save` is a sync mutation, replicated in the `finance` scope) by an
 * authorised bookkeeper (记账授权人员, contract/finance/settings.ts `isBookkeeper`), then reviewed online by another
 * member who holds the review right: 通过 writes its one ledger line (income +, expense −) — the moment the money
 * counts —, 驳回 sends it back with a reason. A reviewed entry is never edited; deletion is only before approval.
 */

/** 1 收入, 2 支出. */
export const BOOK_TYPES = { 1: '收入', 2: '支出' } as const;
export type BookType = 1 | 2;
/** 0 未审核, 1 已审核 (approved: in the ledger), 2 已驳回. */
export const BOOK_STATES = { 0: '未审核', 1: '已审核', 2: '已驳回' } as const;
export type BookState = 0 | 1 | 2;

/**
 * The categories a kindergarten books under, per type (fixed: statistics group by them). Income that is a fee goes
 * through bills; 保教费 and 伙食费 here are those taken outside the bills (a term paid in cash before bills existed).
 */
export const BOOK_CATEGORIES = {
  1: ['保教费', '伙食费', '政府补贴', '捐赠', '其他'],
  2: ['工资', '食材采购', '水电费', '房租', '教玩具', '维修', '办公用品', '其他'],
} as const satisfies Record<BookType, readonly string[]>;

export const isBookCategory = (type: BookType, category: string): boolean =>
  (BOOK_CATEGORIES[type] as readonly string[]).includes(category);

/** Voucher pictures an entry may carry. */
export const BOOK_MAX_PICTURES = 9;

export const BookMsg = {
  type: '请选择收支类型',
  category: '请选择类别',
  amount: '请输入正确的金额（最多两位小数）',
  amountRange: '金额应大于0且不超过10000000元',
  day: '请选择记账日期',
  future: '记账日期不能晚于今天',
  pictures: `凭证图片最多${BOOK_MAX_PICTURES}张`,
  picture: '图片地址不正确',
  remark: '备注最多200个字',
  notAuthor: '您不是记账授权人员，不能记账，请联系园长在记账设置中授权',
  reviewedEdit: '已审核的记账不能修改',
  reviewedDrop: '已审核的记账不能删除',
  reviewed: '该记账已审核，请勿重复操作',
  ownEntry: '不能审核自己记的账',
  rejectReason: '请输入驳回原因',
  rejectReasonLong: '驳回原因最多200个字',
  result: '请选择审核结果',
  missing: '数据不存在或已被删除',
  period: '结束日期不能早于开始日期',
} as const;

// ——— Rows ———

export const bookEntryRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  type: z.union([z.literal(1), z.literal(2)]),
  category: z.string(),
  /** Fen, > 0; the type says which way the money went. */
  amountFen: z.number().int(),
  /** YYYY-MM-DD: the day the money moved (not in the future). */
  day: z.string(),
  /** Stored paths (or `pending-upload:` references on the device until uploaded), at most 9. */
  pictures: z.array(z.string()),
  remark: z.string(),
  state: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** 记账人: who saved it last (null on the device until the server's row comes back). */
  recorderId: z.number().int().nullable(),
  recorderName: z.string(),
  reviewerId: z.number().int().nullable(),
  reviewerName: z.string(),
  /** ISO time of the review, null before. */
  reviewedAt: z.string().nullable(),
  /** Why it was sent back (已驳回), '' otherwise. */
  rejectReason: z.string(),
});
export type BookEntryRow = z.infer<typeof bookEntryRowSchema>;

/** The ledger's sign of an entry: income in (+), expense out (−). */
export const bookLedgerFen = (e: Pick<BookEntryRow, 'type' | 'amountFen'>): number => (e.type === 1 ? e.amountFen : -e.amountFen);

// ——— Rules shared by the services and the client mutator ———

/** Why an entry cannot be saved over the row it replaces (an approved one is never edited), or null. */
export function bookEntrySaveIssue(current: Pick<BookEntryRow, 'state'> | undefined): string | null {
  return current?.state === 1 ? BookMsg.reviewedEdit : null;
}

/** Why an entry cannot be deleted: once approved it is in the ledger. */
export function bookEntryDropIssue(current: Pick<BookEntryRow, 'state'>): string | null {
  return current.state === 1 ? BookMsg.reviewedDrop : null;
}

/** Why this member cannot review this entry: only an unreviewed one, never one's own. */
export function bookEntryReviewIssue(current: Pick<BookEntryRow, 'state' | 'recorderId'>, userId: number): string | null {
  if (current.state !== 0) return BookMsg.reviewed;
  if (current.recorderId === userId) return BookMsg.ownEntry;
  return null;
}

// ——— Inputs ———

const amountFen = z.number({ error: BookMsg.amount }).int(BookMsg.amount).min(1, BookMsg.amountRange).max(MAX_FEN, BookMsg.amountRange);

/** An entry's fields as the form sends them (amount already in fen). */
export const bookEntryFields = {
  type: z.union([z.literal(1), z.literal(2)], { error: BookMsg.type }),
  category: text(10, { required: BookMsg.category, maxMsg: BookMsg.category }),
  amountFen,
  day: isoDate(BookMsg.day),
  pictures: z.array(text(1000).refine(isSafeFileReference, BookMsg.picture)).max(BOOK_MAX_PICTURES, BookMsg.pictures).default([]),
  remark: text(200, { maxMsg: BookMsg.remark, multiline: true }).default(''),
};

/** The category must be one of its type's. */
function categoryRefine(v: { type: BookType; category: string }, ctx: z.RefinementCtx): void {
  if (!isBookCategory(v.type, v.category)) ctx.addIssue({ code: 'custom', message: BookMsg.category, path: ['category'] });
}

/** What the 新增/编辑 dialog checks (the args add the id and school). */
export const bookEntryFormSchema = z.object(bookEntryFields).superRefine(categoryRefine);

/** The page: reading the entries. */
export const BOOK_PAGE = '/YWGL/CWGL/JZGL';
/** Saving and deleting entries (and being an authorised bookkeeper: `isBookkeeper`). */
export const BOOK_EDIT = '/YWGL/CWGL/JZGL:edit';
/** Approving or rejecting them (not one's own). */
export const BOOK_REVIEW = '/YWGL/CWGL/JZGL:review';

export const FINANCE_BOOKS = defineArea({
  name: 'books',
  page: '/YWGL/CWGL/JZGL',
  scope: 'finance',
  tables: { bookEntries: bookEntryRowSchema },
  mutations: {
    /**
     * SPEC tFinanceBookkeeping/save: adds the entry with this id or replaces an unreviewed (or rejected: it goes back
     * to 未审核) one. Only authorised bookkeepers; the server stamps the recorder.
     */
    'bookEntry.save': {
      args: z.object({ id: uuid(), schoolId: idNumber(), ...bookEntryFields }).superRefine(categoryRefine),
      label: '保存记账',
      permission: BOOK_EDIT,
      module: '记账管理',
    },
  },
});

// ——— Online calls ———

/** dropById (online: the server must see it unreviewed). */
export const bookDropSchema = z.object({ schoolId: idNumber(), id: uuid() });
/** review: 1 通过, 2 驳回 (with a reason). */
export const bookReviewSchema = z
  .object({
    schoolId: idNumber(),
    id: uuid(),
    result: z.union([z.literal(1), z.literal(2)], { error: BookMsg.result }),
    reason: text(200, { maxMsg: BookMsg.rejectReasonLong, multiline: true }).default(''),
  })
  .superRefine((v, ctx) => {
    if (v.result === 2 && v.reason === '') ctx.addIssue({ code: 'custom', message: BookMsg.rejectReason, path: ['reason'] });
  });
export type BookReviewInput = z.infer<typeof bookReviewSchema>;
export const bookGetSchema = z.object({ schoolId: idParam(), id: uuid() });

/** The filters of search, searchWithSumAmount and search/export (the screen's, applied to the replica alike). */
const bookFilterFields = {
  schoolId: idParam(),
  type: intParam({ min: 1, max: 2 }).optional(),
  category: text(10).optional(),
  startDay: isoDate(BookMsg.day).optional(),
  endDay: isoDate(BookMsg.day).optional(),
  state: intParam({ min: 0, max: 2 }).optional(),
  /** In the remark, the category or the recorder's name. */
  keyword: text(30).optional(),
};
function periodRefine(v: { startDay?: string; endDay?: string }, ctx: z.RefinementCtx): void {
  if (v.startDay && v.endDay && v.endDay < v.startDay) ctx.addIssue({ code: 'custom', message: BookMsg.period, path: ['endDay'] });
}
export const bookFilterSchema = z.object(bookFilterFields).superRefine(periodRefine);
export type BookFilter = Omit<z.infer<typeof bookFilterSchema>, 'schoolId'>;
export const bookSearchSchema = z
  .object({ ...bookFilterFields, pageNum: intParam({ min: 1 }).default(1), pageSize: intParam({ min: 1, max: 500 }).default(10) })
  .superRefine(periodRefine);
export type BookSearchQuery = z.infer<typeof bookSearchSchema>;

/** Whether an entry passes the filters (the screen on the replica; the server says the same in SQL). */
export function matchesBookFilter(e: BookEntryRow, f: BookFilter): boolean {
  if (f.type !== undefined && e.type !== f.type) return false;
  if (f.category && e.category !== f.category) return false;
  if (f.startDay && e.day < f.startDay) return false;
  if (f.endDay && e.day > f.endDay) return false;
  if (f.state !== undefined && e.state !== f.state) return false;
  const k = f.keyword?.trim();
  if (k && !e.remark.includes(k) && !e.category.includes(k) && !e.recorderName.includes(k)) return false;
  return true;
}

/** Newest day first, then newest entry (ids are UUIDv7: time-ordered). */
export const compareBookEntries = (a: BookEntryRow, b: BookEntryRow): number =>
  a.day !== b.day ? (a.day < b.day ? 1 : -1) : a.id < b.id ? 1 : a.id > b.id ? -1 : 0;

/**
 * The states 收入合计, 支出合计 and 结余 count: an entry waiting for review (booked, not yet checked) and an approved
 * one (in the ledger). A rejected entry (已驳回) was sent back as wrong: it counts for nothing until it is corrected and
 * saved again (back to 未审核). Filter 已审核 for exactly what is in the ledger.
 */
export const BOOK_COUNTED_STATES: readonly BookState[] = [0, 1];
export const bookCounts = (e: Pick<BookEntryRow, 'state'>): boolean => BOOK_COUNTED_STATES.includes(e.state);

/** 收入合计, 支出合计, 结余 (fen) of the entries the filters pass that count (`bookCounts`). */
export const bookSumsSchema = z.object({ incomeFen: z.number().int(), expenseFen: z.number().int(), balanceFen: z.number().int() });
export type BookSums = z.infer<typeof bookSumsSchema>;

export function bookSums(entries: readonly Pick<BookEntryRow, 'type' | 'amountFen' | 'state'>[]): BookSums {
  let incomeFen = 0;
  let expenseFen = 0;
  for (const e of entries) {
    if (!bookCounts(e)) continue;
    if (e.type === 1) incomeFen += e.amountFen;
    else expenseFen += e.amountFen;
  }
  if (!Number.isSafeInteger(incomeFen) || !Number.isSafeInteger(expenseFen)) throw new RangeError('amount out of range');
  return { incomeFen, expenseFen, balanceFen: incomeFen - expenseFen };
}

export const bookPageSchema = z.object({
  list: z.array(bookEntryRowSchema),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export const bookPageWithSumsSchema = bookPageSchema.extend({ sums: bookSumsSchema });

/**
 * The export (记账明细): the listed entries, 序号 first, then the three sums as the screen's bar shows them. The
 * server's search/export and the screen's 导出 (the xlsx worker, offline too) both write this table.
 */
export function bookExportTable(entries: readonly BookEntryRow[], sums: BookSums) {
  const headers = ['序号', '日期', '类型', '类别', '金额（元）', '凭证张数', '备注', '状态', '记账人', '审核人', '驳回原因'];
  const rows: (string | number)[][] = entries.map((e, i) => [
    i + 1,
    e.day,
    BOOK_TYPES[e.type],
    e.category,
    yuanCell(e.amountFen),
    e.pictures.length,
    e.remark,
    BOOK_STATES[e.state],
    e.recorderName,
    e.reviewerName,
    e.rejectReason,
  ]);
  // The sums under the amounts, as numbers (a negative 结余 stays a number).
  const sum = (label: string, fen: number) => ['', '', '', label, yuanCell(fen)];
  rows.push([], sum('收入合计', sums.incomeFen), sum('支出合计', sums.expenseFen), sum('结余', sums.balanceFen));
  return {
    title: '记账明细',
    headers,
    rows,
    widths: [8, 12, 8, 12, 14, 10, 30, 10, 10, 10, 20],
    numFmts: yuanFormats(headers),
  };
}
