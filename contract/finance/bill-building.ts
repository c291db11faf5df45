import { type BillLine, type BillRow, billTotalFen } from './bill-rows';
import { BillMsg } from './bill-rules';
import { type DiscountRow, discountFen, FeeMsg, type FeeItemRow, type FeeStructureRow, lineFen, MAX_FEN } from './fees';
import { defaultTermDates, TERM_TYPES } from '../term';

/** Building a bill: lines from drafts or a structure, the discounts that fit, the batch's days (the area: contract/finance/bills.ts). */

/** A line as a form or the batch makes it: the item, how many, at what unit price, less what discount. */
export interface LineDraft {
  itemId: string;
  quantity: number;
  unitFen: number;
  discountFen: number;
}

/** The bill's lines from drafts: names and units from the items, amount = quantity × unit price. */
export function billLines(drafts: readonly LineDraft[], items: readonly Pick<FeeItemRow, 'id' | 'name' | 'unit'>[]): BillLine[] {
  const byId = new Map(items.map((i) => [i.id, i]));
  return drafts.map((d) => {
    const item = byId.get(d.itemId);
    return {
      itemId: d.itemId,
      name: item?.name ?? '',
      unit: item?.unit ?? 'once',
      quantity: d.quantity,
      unitFen: d.unitFen,
      amountFen: d.quantity * d.unitFen,
      discountFen: d.discountFen,
    };
  });
}

/** Why a bill's typed lines cannot be saved (an item not the school's, or voided and not already on it), or null. */
export function billLinesIssue(
  drafts: readonly LineDraft[],
  items: readonly Pick<FeeItemRow, 'id' | 'validity'>[],
  current: readonly Pick<BillLine, 'itemId'>[] = [],
): string | null {
  const valid = new Set(items.filter((i) => i.validity === 1).map((i) => i.id));
  const kept = new Set(current.map((l) => l.itemId));
  if (drafts.some((d) => !valid.has(d.itemId) && !kept.has(d.itemId))) return BillMsg.itemMissing;
  if (drafts.some((d) => d.quantity * d.unitFen > MAX_FEN)) return FeeMsg.amountRange;
  if (drafts.some((d) => d.discountFen > d.quantity * d.unitFen)) return BillMsg.discountOver;
  return null;
}

/** What the family and staff rules know of a child (sibling: another child with one of its guardians' phones). */
export interface ChildFacts {
  studentId: string;
  /** Has a brother or sister in the school born before it (the second child gets the sibling discount). */
  youngerSibling: boolean;
  /** One of its guardians is a member of the school's staff. */
  staffChild: boolean;
}

/** Whether a discount applies to this child on this day (its target, its period, valid). */
export function discountFits(d: DiscountRow, child: ChildFacts, day: string): boolean {
  if (d.validity !== 1 || day < d.startsOn || day > d.endsOn) return false;
  switch (d.target) {
    case 'child':
      return d.studentIds.includes(child.studentId);
    case 'sibling':
      return child.youngerSibling;
    case 'staffChild':
      return child.staffChild;
    default:
      return false;
  }
}

/**
 * A child's bill lines for a term from its class's structure: each line at the structure's amount (quantity months
 * for a monthly item, attended days for a per-day one, else 1), then each discount that fits taken off the lines it
 * applies to, one after another, never below zero. Answers the lines and the discounts applied.
 */
export function structureBillLines(
  structure: Pick<FeeStructureRow, 'lines'>,
  items: readonly FeeItemRow[],
  discounts: readonly DiscountRow[],
  child: ChildFacts,
  opts: { day: string; months: number; attendedDays: number },
): { lines: BillLine[]; discountIds: string[] } {
  const byId = new Map(items.map((i) => [i.id, i]));
  const fits = discounts.filter((d) => discountFits(d, child, opts.day));
  const applied = new Set<string>();
  const lines: BillLine[] = [];
  for (const l of structure.lines) {
    const item = byId.get(l.itemId);
    if (!item) continue;
    const unitFen = lineFen(l, item);
    const quantity = item.unit === 'month' ? opts.months : item.unit === 'day' ? opts.attendedDays : 1;
    const amountFen = quantity * unitFen;
    let off = 0;
    for (const d of fits) {
      if (d.itemIds.length > 0 && !d.itemIds.includes(item.id)) continue;
      const take = discountFen(amountFen - off, d);
      if (take > 0) applied.add(d.id);
      off += take;
    }
    lines.push({ itemId: item.id, name: item.name, unit: item.unit, quantity, unitFen, amountFen, discountFen: off });
  }
  return { lines, discountIds: [...applied] };
}

/** Months a term bills for a monthly item: the first term September–January, the second February–July. */
export const TERM_MONTHS: Record<1 | 2, number> = { 1: 5, 2: 5 };

/** A bill's default title: 2026-2027学年第一学期收费. */
export const defaultBillTitle = (schoolYear: string, termType: 1 | 2): string => `${schoolYear}学年${TERM_TYPES[termType]}收费`;

/** The fields of a draft bill after its lines are known (what `bill.save` writes). */
export function draftBill(
  a: {
    id: string;
    schoolId: number;
    studentId: string;
    classId: string;
    schoolYear: string;
    termType: 1 | 2;
    title: string;
    dueOn: string;
    overdue: 1 | 2;
    remark: string;
  },
  studentName: string,
  lines: BillLine[],
  discountIds: string[],
  createdAt: string,
): BillRow {
  return {
    ...a,
    studentName,
    lines,
    discountIds,
    totalFen: billTotalFen(lines),
    state: 'draft',
    read: 4,
    voidReason: '',
    createdAt,
    publishedAt: null,
  };
}

/**
 * The family and staff facts of some children (contract `discountFits`), from the school's enrolled children's
 * guardians: two children who share a guardian's phone are siblings, and the younger (born later; the same day: the
 * greater id) gets the sibling discount; a child with a guardian whose phone is a serving staff member's is a staff
 * child. The server and the device's mutator decide alike.
 */
export function familyFacts(
  studentIds: readonly string[],
  guardianPhones: readonly { studentId: string; phone: string; birthday: string }[],
  staffPhones: ReadonlySet<string>,
): Map<string, ChildFacts> {
  const out = new Map<string, ChildFacts>(studentIds.map((id) => [id, { studentId: id, youngerSibling: false, staffChild: false }]));
  const byPhone = new Map<string, { studentId: string; birthday: string }[]>();
  for (const g of guardianPhones) {
    if (!g.phone) continue;
    const list = byPhone.get(g.phone) ?? [];
    if (!list.some((c) => c.studentId === g.studentId)) list.push({ studentId: g.studentId, birthday: g.birthday });
    byPhone.set(g.phone, list);
  }
  for (const g of guardianPhones) {
    const facts = out.get(g.studentId);
    if (!facts || !g.phone) continue;
    if (staffPhones.has(g.phone)) facts.staffChild = true;
    const older = (byPhone.get(g.phone) ?? []).some(
      (c) => c.studentId !== g.studentId && (c.birthday < g.birthday || (c.birthday === g.birthday && c.studentId < g.studentId)),
    );
    if (older) facts.youngerSibling = true;
  }
  return out;
}

/**
 * The days a batch bills by: attendance counts from the term's first day up to today (or the term's last day, once
 * it is over), and a discount's period is judged on that last day (the term's first day, before it begins).
 */
export function billingDays(today: string, schoolYear: string, termType: 1 | 2): { from: string; until: string; discountDay: string } {
  const term = defaultTermDates(schoolYear, termType);
  const until = [today, term.endsOn].sort()[0] ?? term.endsOn;
  return { from: term.startsOn, until, discountDay: today > term.startsOn ? until : term.startsOn };
}
