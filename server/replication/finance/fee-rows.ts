import type { DiscountRow, FeeItemRow, FeeStructureRow } from '@contract';
import type { discounts, feeItems, feeStructures } from '../../db/schema';

/** Database rows → the replicated shapes of contract/finance/fees.ts (money in fen, as stored). */
export const toFeeItemRow = (r: typeof feeItems.$inferSelect): FeeItemRow => ({
  id: r.id,
  schoolId: r.schoolId,
  name: r.name,
  amountFen: r.amountFen,
  unit: r.unit,
  refundable: r.refundable,
  validity: r.validity,
  remark: r.remark,
});

export const toFeeStructureRow = (r: typeof feeStructures.$inferSelect): FeeStructureRow => ({
  id: r.id,
  schoolId: r.schoolId,
  classId: r.classId,
  schoolYear: r.schoolYear,
  termType: r.termType,
  lines: r.lines,
  validity: r.validity,
  remark: r.remark,
});

export const toDiscountRow = (r: typeof discounts.$inferSelect): DiscountRow => ({
  id: r.id,
  schoolId: r.schoolId,
  name: r.name,
  kind: r.kind,
  amountFen: r.amountFen,
  percent: r.percent,
  target: r.target,
  studentIds: r.studentIds,
  itemIds: r.itemIds,
  startsOn: r.startsOn,
  endsOn: r.endsOn,
  validity: r.validity,
  remark: r.remark,
});
