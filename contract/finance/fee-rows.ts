import { z } from '../zod-locale';

/** Fees' codes, messages and replicated rows, with what a structure line and a discount charge (the area: contract/finance/fees.ts). */

/** SPEC §4 fee validity: 1 valid, 2 voided (items, structures and discounts alike). */
export const VALIDITY = { 1: '有效', 2: '已作废' } as const;
export type Validity = 1 | 2;
/** How often an item is charged. 'day' items are billed from attendance (later: bills). */
export const FEE_UNITS = { term: '每学期', month: '每月', day: '每天', once: '一次性' } as const;
export type FeeUnit = keyof typeof FEE_UNITS;
export const FEE_UNIT_KEYS = Object.keys(FEE_UNITS) as FeeUnit[];
export const DISCOUNT_KINDS = { fixed: '固定金额', percent: '按比例' } as const;
export type DiscountKind = keyof typeof DISCOUNT_KINDS;
/** Who a discount is for: named children, or a rule bills apply to every child it fits. */
export const DISCOUNT_TARGETS = {
  child: '指定幼儿',
  sibling: '二孩（兄弟姐妹同园）',
  staffChild: '教职工子女',
  other: '其他规则',
} as const;
export type DiscountTarget = keyof typeof DISCOUNT_TARGETS;

export const FeeMsg = {
  itemName: '请输入收费项目名称',
  itemNameLong: '收费项目名称最多30个字',
  itemNameTaken: '该收费项目名称已存在',
  amount: '请输入正确的金额（最多两位小数）',
  amountRange: '金额应在0到10000000元之间',
  unit: '请选择收费单位',
  voided: '已作废的数据不能修改',
  alreadyVoided: '该数据已作废',
  missing: '数据不存在或已被删除',
  classRequired: '请选择班级',
  schoolYear: '请选择学年',
  termType: '请选择学期',
  lines: '请至少选择一个收费项目',
  tooManyLines: '一个收费标准最多50个收费项目',
  lineRepeated: '同一收费项目不能重复添加',
  itemMissing: '收费项目不存在或已作废',
  classMissing: '班级不存在',
  structureTaken: '该班级本学期已有收费标准',
  discountName: '请输入优惠名称',
  discountNameLong: '优惠名称最多30个字',
  discountKind: '请选择优惠方式',
  percent: '优惠比例应为1-100的整数',
  fixedAmount: '请输入优惠金额',
  target: '请选择优惠对象',
  children: '请选择享受优惠的幼儿',
  childMissing: '幼儿不存在',
  period: '请选择有效期',
  periodOrder: '结束日期不能早于开始日期',
  remark: '备注最多200个字',
} as const;

// ——— Rows ———

export const feeItemRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  name: z.string(),
  /** Fen, an integer. */
  amountFen: z.number().int(),
  unit: z.enum(['term', 'month', 'day', 'once']),
  refundable: z.boolean(),
  validity: z.union([z.literal(1), z.literal(2)]),
  remark: z.string(),
});
export type FeeItemRow = z.infer<typeof feeItemRowSchema>;

const structureLine = z.object({
  itemId: z.uuid(),
  /** The class's own amount in fen, or null: the item's amount. */
  amountFen: z.number().int().nullable(),
});
export type FeeStructureLine = z.infer<typeof structureLine>;

export const feeStructureRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  classId: z.uuid(),
  /** '2026-2027' (the school year, contract/term.ts) and 1 first / 2 second term. */
  schoolYear: z.string(),
  termType: z.union([z.literal(1), z.literal(2)]),
  lines: z.array(structureLine),
  validity: z.union([z.literal(1), z.literal(2)]),
  remark: z.string(),
});
export type FeeStructureRow = z.infer<typeof feeStructureRowSchema>;

export const discountRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  name: z.string(),
  kind: z.enum(['fixed', 'percent']),
  /** Fixed: fen off (0 for a percentage). */
  amountFen: z.number().int(),
  /** Percentage: percent off, 1–100 (0 for a fixed one). 10 is 九折. */
  percent: z.number().int(),
  target: z.enum(['child', 'sibling', 'staffChild', 'other']),
  /** The children a 'child' discount is for (empty for a rule). */
  studentIds: z.array(z.uuid()),
  /** The items it applies to; empty: every item of a bill. */
  itemIds: z.array(z.uuid()),
  /** YYYY-MM-DD, the days bills may apply it (inclusive). */
  startsOn: z.string(),
  endsOn: z.string(),
  validity: z.union([z.literal(1), z.literal(2)]),
  remark: z.string(),
});
export type DiscountRow = z.infer<typeof discountRowSchema>;

/** What a structure line charges: its own amount or the item's. */
export const lineFen = (line: FeeStructureLine, item: Pick<FeeItemRow, 'amountFen'>): number => line.amountFen ?? item.amountFen;

/** The fen a discount takes off an amount: a fixed one at most the amount, a percentage rounded half up to the fen. */
export function discountFen(baseFen: number, d: Pick<DiscountRow, 'kind' | 'amountFen' | 'percent'>): number {
  if (baseFen <= 0) return 0;
  if (d.kind === 'fixed') return Math.min(baseFen, d.amountFen);
  // baseFen * percent is an exact integer (< 2^53): round (x / 100) half up in integers.
  return Math.min(baseFen, Math.floor((baseFen * d.percent + 50) / 100));
}
