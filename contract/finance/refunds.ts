import { z } from '../zod-locale';
import { defineArea } from '../area';
import { idParam, id as idNumber, intParam, isoDate, text, uuid } from '../fields';
import { FeeMsg, MAX_FEN } from './fees';
import { refundLineKey } from './refund-money';
import {
  REFUND_EDIT,
  type RefundMode,
  RefundMsg,
  refundGroupRowSchema,
  refundItemRowSchema,
  refundLineSchema,
  type RefundRecordRow,
  refundRecordRowSchema,
} from './refund-rows';

/** Defined beside the bills' money (contract/finance/bill-rows.ts), which counts them; part of this area's rules. */
export { refundAdjustFen, refundMovementLines } from './bill-rows';
export * from './refund-money';
export * from './refund-rows';
export * from './refund-transitions';

/**
 * Refunds and carry-overs (退费管理, /YWGL/CWGL/TFGL; finance part two item 1 and item 5's refund part; SPEC §4 refund
 * codes, §7 /park/finance refundItem, refundItemList, oneRefundItem, refundGroup, refundRecord (save, sendToApprove,
 * batchCheck, batchSave), /park/charge/queryRefundByStu, refundRecord/createRefountRecordOnRevenueOrder).
 *
 * - A **refund item** (退费项目) names a fee item and how it refunds: by unused day at a daily fen, by unused month at
 *   a monthly fen, or whole (what was paid on the line).
 * - A **refund group** (退费组) is a set of refund items for some classes: which items a child of those classes gets
 *   back when leaving.
 * - A **refund record** (退费记录) is one child's refund: lines (a paid bill's line by bill and item, and fen), reason,
 *   way, state, audit, remark; the money moved so far (refunded, carried), where a carry-over landed, and the
 *   provider's refund id and answer for the original route.
 *
 * Items, groups and a record's draft replicate in the `finance` scope and are drafted offline (sync mutations);
 * everything after the draft — submitting, reviewing, paying out, carrying over, voiding — is an online call.
 * `REFUND_ACTIONS` is THE transition table: the server refuses by it, the buttons are offered by it, the tests walk it.
 */

const MODULE = '退费管理';

// ——— Inputs ———

const schoolId = idNumber();
const remark = text(200, { maxMsg: RefundMsg.remark, multiline: true }).default('');
const fen = z.number({ error: RefundMsg.amount }).int(RefundMsg.amount).min(0, FeeMsg.amountRange).max(MAX_FEN, FeeMsg.amountRange);
const name = text(30, { required: RefundMsg.name, maxMsg: RefundMsg.nameLong });

export const refundItemFields = {
  name,
  feeItemId: uuid(RefundMsg.feeItem),
  mode: z.enum(['day', 'month', 'whole'], { error: RefundMsg.mode }),
  unitFen: fen.default(0),
  remark,
};
function unitRefine(v: { mode: RefundMode; unitFen: number }, ctx: z.RefinementCtx): void {
  if (v.mode !== 'whole' && v.unitFen <= 0) ctx.addIssue({ code: 'custom', message: RefundMsg.unitPositive, path: ['unitFen'] });
}
export const refundItemFormSchema = z.object(refundItemFields).superRefine(unitRefine);

export const refundGroupFields = {
  name,
  itemIds: z.array(uuid(RefundMsg.itemMissing), { error: RefundMsg.items }).min(1, RefundMsg.items).max(50),
  classIds: z.array(uuid(RefundMsg.classMissing), { error: RefundMsg.classes }).min(1, RefundMsg.classes).max(100),
  remark,
};
export const refundGroupFormSchema = z.object(refundGroupFields);

const lineInput = z.object({
  billId: uuid(RefundMsg.lineMissing),
  itemId: uuid(RefundMsg.lineMissing),
  name: text(50).default(''),
  refundItemId: uuid().nullable().default(null),
  amountFen: fen.refine((v) => v > 0, RefundMsg.amountPositive),
});

export const refundRecordFields = {
  studentId: uuid(RefundMsg.student),
  reason: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], { error: RefundMsg.reason }),
  way: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: RefundMsg.way }),
  leaveOn: isoDate(RefundMsg.leaveOn).nullable().default(null),
  lines: z
    .array(lineInput, { error: RefundMsg.lines })
    .min(1, RefundMsg.lines)
    .max(50, RefundMsg.tooManyLines)
    .refine((ls) => new Set(ls.map((l) => refundLineKey(l.billId, l.itemId))).size === ls.length, RefundMsg.lineRepeated),
  remark,
};
export const refundRecordFormSchema = z.object(refundRecordFields);
const refundRecordSaveSchema = z.object({ id: uuid(), schoolId, ...refundRecordFields });
export type RefundRecordSave = z.infer<typeof refundRecordSaveSchema>;

/** The record's fields after a draft save (what `refundRecord.save` writes over the current row or a new one). */
export function draftRefundRecord(
  a: RefundRecordSave,
  student: { name: string; classId: string },
  current: RefundRecordRow | undefined,
  by: { id: number | null; name: string },
  now: string,
): RefundRecordRow {
  return {
    id: a.id,
    schoolId: a.schoolId,
    studentId: a.studentId,
    studentName: student.name,
    classId: student.classId,
    reason: a.reason,
    way: a.way,
    state: 0,
    audit: 0,
    leaveOn: a.leaveOn ?? null,
    lines: a.lines,
    amountFen: a.lines.reduce((s, l) => s + l.amountFen, 0),
    refundedFen: 0,
    carriedFen: 0,
    carries: [],
    paymentId: null,
    providerRefundId: null,
    providerAnswer: '',
    remark: a.remark,
    rejectReason: current?.rejectReason ?? '',
    voidReason: '',
    operatorId: by.id,
    operatorName: by.name,
    reviewerName: current?.reviewerName ?? '',
    createdAt: current?.createdAt ?? now,
    reviewedAt: current?.reviewedAt ?? null,
    doneAt: null,
  };
}

export const REFUNDS = defineArea({
  name: 'refunds',
  page: '/YWGL/CWGL/TFGL',
  scope: 'finance',
  tables: { refundItems: refundItemRowSchema, refundGroups: refundGroupRowSchema, refundRecords: refundRecordRowSchema },
  indexes: { refundRecords: 'studentId' },
  mutations: {
    /** SPEC refundItem (save): adds or replaces a refund item (a valid one; the name unique among valid items). */
    'refundItem.save': {
      args: z.object({ id: uuid(), schoolId, ...refundItemFields }).superRefine(unitRefine),
      label: '保存退费项目',
      permission: REFUND_EDIT,
      module: MODULE,
    },
    'refundItem.void': { args: z.object({ id: uuid(), schoolId }), label: '作废退费项目', permission: REFUND_EDIT, module: MODULE },
    /** SPEC refundGroup (save): adds or replaces a refund group. */
    'refundGroup.save': {
      args: z.object({ id: uuid(), schoolId, ...refundGroupFields }),
      label: '保存退费组',
      permission: REFUND_EDIT,
      module: MODULE,
    },
    'refundGroup.void': { args: z.object({ id: uuid(), schoolId }), label: '作废退费组', permission: REFUND_EDIT, module: MODULE },
    /**
     * SPEC refundRecord/save: a draft refund for one child (new, or a draft or rejected one edited: back to 待提交).
     * Lines only from the child's paid bills, each at most what was paid on it and not yet given back.
     */
    'refundRecord.save': { args: refundRecordSaveSchema, label: '保存退费记录', permission: REFUND_EDIT, module: MODULE },
  },
});

// ——— Online calls ———

export const refundIdsSchema = z.object({
  schoolId,
  ids: z.array(uuid(RefundMsg.ids), { error: RefundMsg.ids }).min(1, RefundMsg.ids).max(500),
});
/** batchCheck: approve or reject (with a reason) several records, all or none. */
export const refundCheckSchema = refundIdsSchema
  .extend({
    approve: z.boolean({ error: RefundMsg.result }),
    reason: text(200, { maxMsg: RefundMsg.rejectReasonLong, multiline: true }).default(''),
  })
  .superRefine((v, ctx) => {
    if (!v.approve && v.reason === '') ctx.addIssue({ code: 'custom', message: RefundMsg.rejectReason, path: ['reason'] });
  });
/** One record's move: void (with a reason), confirm, refundOnline, queryOnline, carry, refundRest (way 1 or 3). */
export const refundMoveSchema = z.object({
  schoolId,
  id: uuid(RefundMsg.missing),
  action: z.enum(['void', 'confirm', 'refundOnline', 'queryOnline', 'carry', 'refundRest', 'changeWay'], { error: RefundMsg.ids }),
  /** changeWay: the new way; refundRest: 1 cash or 3 transfer. */
  way: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).optional(),
  reason: text(200, { maxMsg: RefundMsg.remark, multiline: true }).default(''),
});
export type RefundMoveInput = z.infer<typeof refundMoveSchema>;
/** batchSave: several drafts at once (a class leaving), all or none. */
export const refundBatchSaveSchema = z.object({
  schoolId,
  records: z
    .array(refundRecordSaveSchema.omit({ schoolId: true }))
    .min(1, RefundMsg.ids)
    .max(200),
});
/** queryRefundByStu: what a child's paid bills would give back if it left on `leaveOn`. */
export const refundByStuQuerySchema = z.object({
  schoolId: idParam(),
  studentId: uuid(RefundMsg.student),
  leaveOn: isoDate(RefundMsg.leaveOn),
});
/** createRefountRecordOnRevenueOrder: a draft from one paid bill (its lines' refundable amounts, or the typed ones). */
export const refundOnBillSchema = z.object({
  schoolId,
  id: uuid(),
  billId: uuid(RefundMsg.billMissing),
  reason: refundRecordFields.reason,
  way: refundRecordFields.way,
  remark,
});
export const refundListQuerySchema = z.object({
  schoolId: idParam(),
  pageNum: intParam({ min: 1 }).default(1),
  pageSize: intParam({ min: 1, max: 9999 }).default(10),
  name: text(30).optional(),
  state: intParam({ min: 0, max: 21 }).optional(),
  way: intParam({ min: 1, max: 4 }).optional(),
  classId: uuid().optional(),
  validity: intParam({ min: 1, max: 2 }).optional(),
});
export type RefundListQuery = z.infer<typeof refundListQuerySchema>;
export const refundRowQuerySchema = z.object({ schoolId: idParam(), id: uuid() });
/** A proposal line (queryRefundByStu): the refund line with what the bill line was paid and may still give back. */
export const refundProposalLineSchema = refundLineSchema.extend({
  paidFen: z.number().int(),
  refundableFen: z.number().int(),
  title: z.string(),
});
export type RefundProposalLine = z.infer<typeof refundProposalLineSchema>;
