import { z } from '../zod-locale';
import { defineArea } from '../area';
import { idParam, id as idNumber, intParam, isoDate, text, uuid } from '../fields';
import { FeeMsg, MAX_FEN } from './fees';
import { billRowSchema, paymentRowSchema } from './bill-rows';
import { BILL_EDIT, BillMsg } from './bill-rules';
import { isSchoolYear } from '../term';
import { chinaToday } from '../china-time';

export * from './bill-building';
export * from './bill-rules';
export * from './bill-views';

/**
 * Bills and collection (issue 23 items 3 and 4; SPEC §7 /park/finance order, oneOrder, batchFinance, order/export,
 * exportPrintTable; /park/charge saveOrder, updateOrder, batchOrder, releaseOrder, review, queryScenePay, scenePay;
 * /park/BabyCharge confirmBabyBill; /park/publicCharge toVoid, checkOnReceipt). The rows are contract/finance/bill-rows.ts.
 *
 * One area, `billing`, in the `finance` scope: `bills` and `payments` replicate to the finance pages' devices.
 * Drafts are made and edited offline (the sync mutations `bill.save`, `bill.batch`); every step that needs the
 * server's answer — submitting for review, reviewing, publishing, voiding, taking money — is an online call that
 * writes the rows and their audit lines, and the replica gets them with the next pull. `BILL_ACTIONS` is THE
 * transition table: the server refuses by it, the buttons hide by it, the tests walk it.
 */

const MODULE = '账单管理';

// ——— Inputs ———

const fen = (msg: string = BillMsg.amount) => z.number({ error: msg }).int(msg).min(0, FeeMsg.amountRange).max(MAX_FEN, FeeMsg.amountRange);
const schoolId = idNumber();
const remark = text(200, { maxMsg: BillMsg.remark, multiline: true }).default('');
const termFields = {
  schoolYear: z.string({ error: BillMsg.schoolYear }).refine(isSchoolYear, BillMsg.schoolYear),
  termType: z.union([z.literal(1), z.literal(2)], { error: BillMsg.termType }),
};
const lineInput = z.object({
  itemId: uuid(BillMsg.itemMissing),
  quantity: z.number({ error: BillMsg.quantity }).int(BillMsg.quantity).min(0, BillMsg.quantity).max(366, BillMsg.quantity),
  unitFen: fen(),
  discountFen: fen().default(0),
});

export const billFields = {
  studentId: uuid(BillMsg.student),
  classId: uuid(BillMsg.classRequired),
  ...termFields,
  title: text(50, { required: BillMsg.title, maxMsg: BillMsg.titleLong }),
  lines: z
    .array(lineInput, { error: BillMsg.lines })
    .min(1, BillMsg.lines)
    .max(50, BillMsg.tooManyLines)
    .refine((lines) => new Set(lines.map((l) => l.itemId)).size === lines.length, BillMsg.lineRepeated),
  dueOn: isoDate(BillMsg.dueOn),
  overdue: z.union([z.literal(1), z.literal(2)], { error: BillMsg.overdue }).default(1),
  remark,
};
/** A bill's form: the fields a draft is typed with (the args add the id and school). */
export const billFormSchema = z.object(billFields);

export const BILLING = defineArea({
  name: 'bills',
  page: '/YWGL/CWGL/ZDGL',
  scope: 'finance',
  tables: { bills: billRowSchema, payments: paymentRowSchema },
  indexes: { bills: 'classId, studentId, state', payments: 'billId, paidAt' },
  mutations: {
    /**
     * SPEC saveOrder / updateOrder: adds a draft bill for one child or replaces a draft's fields (only a draft:
     * anything further is the online calls'). Names and units come from the items; amounts are quantity × unit.
     */
    'bill.save': {
      args: z.object({ id: uuid(), schoolId, ...billFields }),
      label: '保存账单',
      permission: BILL_EDIT,
      module: MODULE,
    },
    /**
     * SPEC batchOrder / batchFinance: a draft bill for every child of the class for the term, from the class's
     * valid fee structure with the discounts that fit; a child who already has a bill of that class and term (not
     * voided) gets none, so running it twice makes no second bill. `bills` names the ids the device gave the
     * children it knew (a child only the server knows gets one there).
     */
    'bill.batch': {
      args: z.object({
        schoolId,
        classId: uuid(BillMsg.classRequired),
        ...termFields,
        title: text(50, { required: BillMsg.title, maxMsg: BillMsg.titleLong }),
        // New bills are due today or later (China day): a past date would make every bill overdue at once.
        dueOn: isoDate(BillMsg.dueOn).refine((d) => d >= chinaToday(), BillMsg.dueOnPast),
        overdue: z.union([z.literal(1), z.literal(2)], { error: BillMsg.overdue }).default(1),
        bills: z.array(z.object({ studentId: uuid(BillMsg.student), id: uuid() })).max(500),
      }),
      label: '批量生成账单',
      permission: BILL_EDIT,
      module: MODULE,
    },
  },
});

// ——— Online calls ———

/** releaseOrder, /park/finance/review (submit), /park/charge/review: bills by id. */
export const billIdsSchema = z.object({
  schoolId,
  ids: z.array(uuid(BillMsg.ids), { error: BillMsg.ids }).min(1, BillMsg.ids).max(500),
});
export const billReviewSchema = billIdsSchema.extend({
  approve: z.boolean({ error: '请选择审核结果' }),
  reason: text(200, { maxMsg: BillMsg.voidReasonLong }).default(''),
});
/** toVoid: a reason is required. */
export const billVoidSchema = z.object({
  schoolId,
  id: uuid(BillMsg.missing),
  reason: text(200, { required: BillMsg.voidReason, maxMsg: BillMsg.voidReasonLong }),
});
/** confirmBabyBill: money taken at the desk (cash 5, bank card 3, offline 4), partial or whole. */
export const deskPaySchema = z.object({
  schoolId,
  /** The payment's id, made by the client (a retried request is not a second payment). */
  id: uuid(),
  billId: uuid(BillMsg.missing),
  amountFen: fen().refine((v) => v > 0, BillMsg.amountPositive),
  payType: z.union([z.literal(3), z.literal(4), z.literal(5)], { error: BillMsg.deskPayType }),
  remark,
});
/** scenePay: a QR for what the bill still asks, Alipay 1 or WeChat 2. */
export const scenePaySchema = z.object({
  schoolId,
  billId: uuid(BillMsg.missing),
  payType: z.union([z.literal(1), z.literal(2)], { error: BillMsg.scenePayType }),
});
export const scenePayResultSchema = z.object({
  paymentId: z.uuid(),
  payData: z.string(),
  amountFen: z.number().int(),
  receiptNo: z.string(),
  state: z.enum(['pending', 'paid', 'closed']),
});
export type ScenePayResult = z.infer<typeof scenePayResultSchema>;
export const queryScenePaySchema = z.object({ schoolId: idParam(), paymentId: uuid(BillMsg.paymentMissing) });
export const receiptQuerySchema = z.object({ schoolId: idParam(), paymentId: uuid(BillMsg.paymentMissing) });
export const checkOnReceiptSchema = z.object({
  schoolId,
  receiptNo: text(30, { required: BillMsg.receiptNo, maxMsg: BillMsg.receipt }),
  checkCode: text(16, { required: BillMsg.checkCode, maxMsg: BillMsg.receipt }),
});

/** GET /park/finance/order and its exports: the bills list's filters (the screen's). */
export const billListQuerySchema = z.object({
  schoolId: idParam(),
  pageNum: intParam({ min: 1 }).default(1),
  pageSize: intParam({ min: 1, max: 9999 }).default(10),
  classId: uuid().optional(),
  schoolYear: text(9).optional(),
  termType: intParam({ min: 1, max: 2 }).optional(),
  state: z.enum(['draft', 'review', 'published', 'paid', 'void']).optional(),
  /** SPEC payment: 2 unpaid, 3 paid, 4 overdue. */
  payStatus: intParam({ min: 2, max: 4 }).optional(),
  name: text(30).optional(),
});
export type BillListQuery = z.infer<typeof billListQuerySchema>;
export const billRowQuerySchema = z.object({ schoolId: idParam(), id: uuid() });
/** The receipt number: SJ + the China day + a five-digit number of the school's day (SJ2026112600001). */
export const receiptNoOf = (day: string, n: number): string => `SJ${day.replaceAll('-', '')}${String(n).padStart(5, '0')}`;

/**
 * The provider's trade key of a scene-pay payment (the "orderId" of the payment seam): B + the payment id's hex
 * without its version digit (32 characters, WeChat Pay's limit; orders' numbers start YW).
 */
export const sceneTradeKey = (paymentId: string): string => {
  const hex = paymentId.replaceAll('-', '');
  return `B${hex.slice(0, 12)}${hex.slice(13)}`;
};
/** The payment id of a trade key, or null when the key is not a bill's. */
export function paymentIdOfTrade(key: string): string | null {
  if (!/^B[0-9a-f]{31}$/.test(key)) return null;
  const hex = `${key.slice(1, 13)}7${key.slice(13)}`;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
