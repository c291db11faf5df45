import { type DiscountRow, FeeMsg, type FeeItemRow, type FeeStructureRow } from './fee-rows';

/** Why an item, a structure or a discount cannot be saved, for the services and the mutators (the area: contract/finance/fees.ts). */

/** Why an item cannot be saved (name taken among the school's valid items, a voided item edited), or null. */
export function feeItemIssue(items: readonly FeeItemRow[], item: Pick<FeeItemRow, 'id' | 'name'>): string | null {
  const current = items.find((i) => i.id === item.id);
  if (current?.validity === 2) return FeeMsg.voided;
  if (items.some((i) => i.id !== item.id && i.validity === 1 && i.name === item.name)) return FeeMsg.itemNameTaken;
  return null;
}

/** Why a structure cannot be saved, or null. */
export function feeStructureIssue(
  structures: readonly FeeStructureRow[],
  items: readonly FeeItemRow[],
  s: Pick<FeeStructureRow, 'id' | 'classId' | 'schoolYear' | 'termType' | 'lines'>,
): string | null {
  const current = structures.find((r) => r.id === s.id);
  if (current?.validity === 2) return FeeMsg.voided;
  const valid = new Set(items.filter((i) => i.validity === 1).map((i) => i.id));
  // A line already on the structure may keep an item voided since; a new line needs a valid item.
  const kept = new Set(current?.lines.map((l) => l.itemId) ?? []);
  if (s.lines.some((l) => !valid.has(l.itemId) && !kept.has(l.itemId))) return FeeMsg.itemMissing;
  const taken = structures.some(
    (r) => r.id !== s.id && r.validity === 1 && r.classId === s.classId && r.schoolYear === s.schoolYear && r.termType === s.termType,
  );
  return taken ? FeeMsg.structureTaken : null;
}

/** Why a discount cannot be saved, or null. */
export function discountIssue(
  discounts: readonly DiscountRow[],
  items: readonly FeeItemRow[],
  d: Pick<DiscountRow, 'id' | 'itemIds'>,
): string | null {
  const current = discounts.find((r) => r.id === d.id);
  if (current?.validity === 2) return FeeMsg.voided;
  const known = new Set(items.map((i) => i.id));
  return d.itemIds.some((i) => !known.has(i)) ? FeeMsg.itemMissing : null;
}
