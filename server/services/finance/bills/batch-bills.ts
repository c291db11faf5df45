import { and, eq, ne } from 'drizzle-orm';
import { BillMsg, billingDays, draftBill, MUTATION_DECLS, type MutationArgs, structureBillLines, TERM_MONTHS, uuidv7 } from '@contract';
import { bills, classes, students } from '../../../db/schema';
import { chinaDay } from '../../../lib/format';
import type { AuthedContext } from '../../context';
import { financeGate, refuse, schoolFinanceRows } from '../kernel/finance-rows';
import { recordMutation } from '../../operation-log/record-operation';
import { attendedDays } from '../kernel/attendance-days';
import { applyWaitingCarries } from '../refunds/carry-refund';
import { insertDraftBills } from './bill-rows';
import { childFacts } from './child-facts';

/**
 * SPEC batchOrder / batchFinance (the sync mutation `bill.batch`): one draft bill per child of the class (在园) for
 * the term, from the class's valid fee structure — lines at its amounts, monthly items for the term's months,
 * per-day items for the days each child attended so far this term — with the discounts that fit taken off.
 * Idempotent per class, term and child: a child who has a bill of that class and term that is not voided gets no
 * second one. The class row is locked, so two runs at once make one set.
 */
export async function batchBills(ctx: AuthedContext, args: MutationArgs<'bill.batch'>): Promise<{ made: number; skipped: number }> {
  await financeGate(ctx, args.schoolId);
  const [cls] = await ctx.db
    .select({ id: classes.id, name: classes.name })
    .from(classes)
    .where(and(eq(classes.id, args.classId), eq(classes.schoolId, args.schoolId)))
    .for('update');
  refuse(cls ? null : BillMsg.classMissing);
  const structures = await schoolFinanceRows(ctx.db, args.schoolId, 'feeStructures');
  const items = await schoolFinanceRows(ctx.db, args.schoolId, 'feeItems');
  const discounts = await schoolFinanceRows(ctx.db, args.schoolId, 'discounts');
  const structure = structures.find(
    (s) => s.validity === 1 && s.classId === args.classId && s.schoolYear === args.schoolYear && s.termType === args.termType,
  );
  refuse(structure ? null : BillMsg.noStructure);
  if (!structure) return { made: 0, skipped: 0 };
  const children = await ctx.db
    .select({ id: students.id, name: students.name })
    .from(students)
    .where(and(eq(students.schoolId, args.schoolId), eq(students.classId, args.classId), eq(students.status, 1)));
  refuse(children.length > 0 ? null : BillMsg.noChildren);
  const billed = await ctx.db
    .select({ studentId: bills.studentId })
    .from(bills)
    .where(
      and(
        eq(bills.schoolId, args.schoolId),
        eq(bills.classId, args.classId),
        eq(bills.schoolYear, args.schoolYear),
        eq(bills.termType, args.termType),
        ne(bills.state, 'void'),
      ),
    );
  const has = new Set(billed.map((b) => b.studentId));
  const unbilled = children.filter((c) => !has.has(c.id));
  if (unbilled.length === 0) return { made: 0, skipped: children.length };
  const now = ctx.clock.now();
  const today = chinaDay(now);
  const { from, until, discountDay: day } = billingDays(today, args.schoolYear, args.termType);
  const unbilledIds = unbilled.map((c) => c.id);
  const facts = await childFacts(ctx.db, args.schoolId, unbilledIds);
  const days = await attendedDays(ctx.db, args.schoolId, unbilledIds, from, until);
  const given = new Map(args.bills.map((b) => [b.studentId, b.id]));
  const drafts = unbilled.map((c) => {
    const { lines, discountIds } = structureBillLines(
      structure,
      items,
      discounts,
      facts.get(c.id) ?? { studentId: c.id, youngerSibling: false, staffChild: false },
      { day, months: TERM_MONTHS[args.termType], attendedDays: days.get(c.id) ?? 0 },
    );
    return draftBill(
      {
        id: given.get(c.id) ?? uuidv7(),
        schoolId: args.schoolId,
        studentId: c.id,
        classId: args.classId,
        schoolYear: args.schoolYear,
        termType: args.termType,
        title: args.title,
        dueOn: args.dueOn,
        overdue: args.overdue,
        remark: '',
      },
      c.name,
      lines,
      discountIds,
      now.toISOString(),
    );
  });
  // An id the device gave that is taken already (another bill) is not reused.
  const out = await insertDraftBills(ctx, args.schoolId, drafts, MUTATION_DECLS['bill.batch'].label);
  // Carry-overs waiting for this term (退费 结转下学期) credit the new bills.
  await applyWaitingCarries(ctx, args.schoolId, out);
  await recordMutation(ctx, args.schoolId, 'bill.batch', `${cls?.name ?? ''} ${args.title} ${out.length}份`);
  return { made: out.length, skipped: children.length - unbilled.length };
}
