import { z } from '../zod-locale';
import { defineArea } from '../area';
import { idParam, id as idNumber, intParam, isoDate, text, uuid } from '../fields';
import { isSchoolYear } from '../term';
import { MAX_FEN } from './fee-money';
import { type DiscountKind, type DiscountTarget, discountRowSchema, FeeMsg, feeItemRowSchema, feeStructureRowSchema } from './fee-rows';

export * from './fee-money';
export * from './fee-rows';
export * from './fee-rules';
export * from './finance-audit';

/**
 * Finance, part one (SPEC §4, §7 /park/finance item, oneItem, discount, oneDiscount, invalid, recordInfo, itemName):
 * fee items (收费项目), fee structures (收费标准: which items a class pays in a term, at the item's amount or its own)
 * and discounts (优惠: fixed or percentage, for named children or by rule). Replicated per school in the `finance`
 * scope, which only the finance pages read, and drafted offline; the server refuses every finance write and read
 * unless the finance pages are unlocked (the finance password, contract/finance/settings.ts).
 *
 * Money is an integer number of fen (分) everywhere — contract, database, replica, audit log —, typed and shown in
 * yuan only on screen (`parseYuan`, `formatFen`). Bills, collection and statistics (later) stand on these rows and on
 * the append-only audit log every money change is written to (server/services/finance/kernel/audit-log.ts).
 */

// ——— Inputs ———

/** Fen as a form sends it: an integer between 0 and MAX_FEN. */
const fen = (msg: string = FeeMsg.amount) => z.number({ error: msg }).int(msg).min(0, FeeMsg.amountRange).max(MAX_FEN, FeeMsg.amountRange);
const rowId = uuid();
const schoolId = idNumber();
const remark = text(200, { maxMsg: FeeMsg.remark, multiline: true }).default('');

export const feeItemFields = {
  name: text(30, { required: FeeMsg.itemName, maxMsg: FeeMsg.itemNameLong }),
  amountFen: fen(),
  unit: z.enum(['term', 'month', 'day', 'once'], { error: FeeMsg.unit }),
  refundable: z.boolean().default(false),
  remark,
};

export const feeStructureFields = {
  classId: uuid(FeeMsg.classRequired),
  schoolYear: z.string({ error: FeeMsg.schoolYear }).refine(isSchoolYear, FeeMsg.schoolYear),
  termType: z.union([z.literal(1), z.literal(2)], { error: FeeMsg.termType }),
  lines: z
    .array(z.object({ itemId: uuid(FeeMsg.itemMissing), amountFen: fen().nullable().default(null) }), { error: FeeMsg.lines })
    .min(1, FeeMsg.lines)
    .max(50, FeeMsg.tooManyLines)
    .refine((lines) => new Set(lines.map((l) => l.itemId)).size === lines.length, FeeMsg.lineRepeated),
  remark,
};

export const discountFields = {
  name: text(30, { required: FeeMsg.discountName, maxMsg: FeeMsg.discountNameLong }),
  kind: z.enum(['fixed', 'percent'], { error: FeeMsg.discountKind }),
  amountFen: fen().default(0),
  percent: z.number({ error: FeeMsg.percent }).int(FeeMsg.percent).min(0, FeeMsg.percent).max(100, FeeMsg.percent).default(0),
  target: z.enum(['child', 'sibling', 'staffChild', 'other'], { error: FeeMsg.target }),
  studentIds: z.array(uuid(FeeMsg.childMissing)).max(500).default([]),
  itemIds: z.array(uuid(FeeMsg.itemMissing)).max(50).default([]),
  startsOn: isoDate(FeeMsg.period),
  endsOn: isoDate(FeeMsg.period),
  remark,
};

/** A discount's cross-field rules (its amount for its kind, children for 'child', the period's order). */
function discountRefine(
  v: {
    kind: DiscountKind;
    amountFen: number;
    percent: number;
    target: DiscountTarget;
    studentIds: string[];
    startsOn: string;
    endsOn: string;
  },
  ctx: z.RefinementCtx,
): void {
  if (v.kind === 'fixed' && v.amountFen <= 0) ctx.addIssue({ code: 'custom', message: FeeMsg.fixedAmount, path: ['amountFen'] });
  if (v.kind === 'percent' && v.percent < 1) ctx.addIssue({ code: 'custom', message: FeeMsg.percent, path: ['percent'] });
  if (v.target === 'child' && v.studentIds.length === 0) ctx.addIssue({ code: 'custom', message: FeeMsg.children, path: ['studentIds'] });
  if (v.endsOn < v.startsOn) ctx.addIssue({ code: 'custom', message: FeeMsg.periodOrder, path: ['endsOn'] });
}

/** A discount's fields with its cross-field rules: what the form checks (the args add the id and school). */
export const discountFormSchema = z.object(discountFields).superRefine(discountRefine);

/** Editing the items, structures and discounts of the 收费项目 page (财务 and 园长 by default). */
export const FEE_EDIT = '/YWGL/CWGL/SFXM:edit';
/** Reading them: the page itself. */
export const FEE_PAGE = '/YWGL/CWGL/SFXM';
const MODULE = '收费项目';

export const FINANCE = defineArea({
  name: 'fees',
  page: '/YWGL/CWGL/SFXM',
  scope: 'finance',
  tables: { feeItems: feeItemRowSchema, feeStructures: feeStructureRowSchema, discounts: discountRowSchema },
  indexes: { feeStructures: 'classId' },
  mutations: {
    /** Adds the item with this id or replaces its fields (a voided one is refused); validity stays as it is. */
    'feeItem.save': {
      args: z.object({ id: rowId, schoolId, ...feeItemFields }),
      label: '保存收费项目',
      permission: FEE_EDIT,
      module: MODULE,
    },
    /** SPEC invalid (PUT): validity 2. Bills already made keep their amounts. */
    'feeItem.void': { args: z.object({ id: rowId, schoolId }), label: '作废收费项目', permission: FEE_EDIT, module: MODULE },
    'feeStructure.save': {
      args: z.object({ id: rowId, schoolId, ...feeStructureFields }),
      label: '保存收费标准',
      permission: FEE_EDIT,
      module: MODULE,
    },
    'feeStructure.void': { args: z.object({ id: rowId, schoolId }), label: '作废收费标准', permission: FEE_EDIT, module: MODULE },
    'discount.save': {
      args: z.object({ id: rowId, schoolId, ...discountFields }).superRefine(discountRefine),
      label: '保存优惠',
      permission: FEE_EDIT,
      module: MODULE,
    },
    'discount.void': { args: z.object({ id: rowId, schoolId }), label: '作废优惠', permission: FEE_EDIT, module: MODULE },
  },
});

// ——— Reads (the GET calls of §7 for clients that do not sync) ———

/** SPEC §9 lookups ask pageNum 1, pageSize 9999. */
export const financeListQuerySchema = z.object({
  schoolId: idParam(),
  pageNum: intParam({ min: 1 }).default(1),
  pageSize: intParam({ min: 1, max: 9999 }).default(10),
  name: text(30).optional(),
  validity: intParam({ min: 1, max: 2 }).optional(),
});
export type FinanceListQuery = z.infer<typeof financeListQuerySchema>;
export const financeRowQuerySchema = z.object({ schoolId: idParam(), id: uuid() });
/** PUT /park/finance/invalid: voids an item, a structure or a discount. */
export const financeInvalidSchema = z.object({
  schoolId: idNumber(),
  id: rowId,
  type: z.enum(['item', 'structure', 'discount'], { error: '请选择作废的类型' }),
});
