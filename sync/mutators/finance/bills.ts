import {
  BillMsg,
  billingDays,
  billLines,
  billLinesIssue,
  draftBill,
  familyFacts,
  structureBillLines,
  TERM_MONTHS,
} from '@contract/finance/bills';
import { FeeMsg } from '@contract/finance/fees';
import { MutationError } from '../../errors';
import type { AreaMutators } from '../types';

const fail = (issue: string | null) => {
  if (issue) throw new MutationError(issue);
};
/** The school's local day (China, UTC+8) of the device's clock. */
const today = (): string => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

/**
 * The billing mutators: drafts made and edited offline with the services' checks and wording (contract/finance/bills.ts).
 * A batch on the device bills the children it holds from the structure it holds; per-day items count 0 days until
 * the server's answer (which reads attendance) replaces the drafts, and the staff-child rule is the server's alone.
 */
export const billMutators = {
  async 'bill.save'(tx, a) {
    const before = await tx.get('bills', a.id);
    if (before && before.schoolId !== a.schoolId) throw new MutationError(BillMsg.missing);
    if (before && before.state !== 'draft') throw new MutationError(BillMsg.notDraft);
    const child = await tx.get('students', a.studentId);
    if (!child || child.schoolId !== a.schoolId) throw new MutationError(BillMsg.studentMissing);
    const cls = await tx.get('classes', a.classId);
    if (!cls || cls.schoolId !== a.schoolId) throw new MutationError(BillMsg.classMissing);
    const items = await tx.where('feeItems', 'schoolId', a.schoolId);
    fail(billLinesIssue(a.lines, items, before?.lines));
    const { lines, ...fields } = a;
    await tx.put(
      'bills',
      draftBill(
        fields,
        before?.studentId === a.studentId ? before.studentName : child.name,
        billLines(lines, items),
        before?.discountIds ?? [],
        before?.createdAt ?? new Date().toISOString(),
      ),
    );
  },
  async 'bill.batch'(tx, a) {
    const cls = await tx.get('classes', a.classId);
    if (!cls || cls.schoolId !== a.schoolId) throw new MutationError(FeeMsg.classMissing);
    const [structures, items, discounts, pupils, bills, guardians] = await Promise.all([
      tx.where('feeStructures', 'schoolId', a.schoolId),
      tx.where('feeItems', 'schoolId', a.schoolId),
      tx.where('discounts', 'schoolId', a.schoolId),
      tx.where('students', 'schoolId', a.schoolId),
      tx.where('bills', 'schoolId', a.schoolId),
      tx.where('guardians', 'schoolId', a.schoolId),
    ]);
    const structure = structures.find(
      (s) => s.validity === 1 && s.classId === a.classId && s.schoolYear === a.schoolYear && s.termType === a.termType,
    );
    if (!structure) throw new MutationError(BillMsg.noStructure);
    const enrolled = pupils.filter((p) => p.status === 1);
    const children = enrolled.filter((c) => c.classId === a.classId);
    if (children.length === 0) throw new MutationError(BillMsg.noChildren);
    const has = new Set(
      bills
        .filter((b) => b.classId === a.classId && b.schoolYear === a.schoolYear && b.termType === a.termType && b.state !== 'void')
        .map((b) => b.studentId),
    );
    const taken = new Set(bills.map((b) => b.id));
    const ids = new Map(a.bills.map((b) => [b.studentId, b.id]));
    const on = billingDays(today(), a.schoolYear, a.termType).discountDay;
    const birthdays = new Map(enrolled.map((p) => [p.id, p.birthday]));
    const facts = familyFacts(
      children.map((c) => c.id),
      guardians
        .filter((g) => birthdays.has(g.studentId))
        .map((g) => ({ studentId: g.studentId, phone: g.phone, birthday: birthdays.get(g.studentId) ?? '' })),
      new Set(),
    );
    const now = new Date().toISOString();
    const drafts = children.flatMap((c) => {
      const id = ids.get(c.id);
      if (!id || has.has(c.id) || taken.has(id)) return [];
      const { lines, discountIds } = structureBillLines(
        structure,
        items,
        discounts,
        facts.get(c.id) ?? { studentId: c.id, youngerSibling: false, staffChild: false },
        { day: on, months: TERM_MONTHS[a.termType], attendedDays: 0 },
      );
      const fields = {
        id,
        schoolId: a.schoolId,
        studentId: c.id,
        classId: a.classId,
        schoolYear: a.schoolYear,
        termType: a.termType,
        title: a.title,
        dueOn: a.dueOn,
        overdue: a.overdue,
        remark: '',
      };
      return [draftBill(fields, c.name, lines, discountIds, now)];
    });
    for (const d of drafts) await tx.put('bills', d);
  },
} satisfies AreaMutators<'bills'>;
