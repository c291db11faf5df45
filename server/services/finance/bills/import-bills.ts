import { and, eq, inArray } from 'drizzle-orm';
import {
  BILL_SHEET,
  BillImportError,
  BillImportMsg,
  type BillSheetRecord,
  billLines,
  checkRecord,
  draftBill,
  groupImportedBills,
  type ImportBillsInput,
  type ImportBillsResult,
  type ImportedBill,
  type RowError,
  rowErrorText,
  uuidv7,
} from '@contract';
import { classes, students } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { financeGate, schoolFinanceRows } from '../kernel/finance-rows';
import { recordUserOperation } from '../../operation-log/record-operation';
import { insertDraftBills } from './bill-rows';

/** The first bad cell, and how many there are (as the student import): the dry run showed them all. */
const refusal = (errors: RowError[]) => `${rowErrorText(errors[0] as RowError)}${errors.length > 1 ? `（共${errors.length}处错误）` : ''}`;

/** The rows' bills; rows that cannot be one bill (an item twice, a term that differs) are refused naming them. */
function groupOrRefuse(records: BillSheetRecord[]): ImportedBill[] {
  try {
    return groupImportedBills(records);
  } catch (err) {
    if (err instanceof BillImportError) throw AppError.badRequest(refusal(err.errors));
    throw err;
  }
}

export const IMPORT_BILLS_ACTION = '导入账单';

/**
 * POST /park/charge/importOrders (docs/finance.md "Import"): the dry run's rows checked again with BILL_SHEET, grouped
 * into bills (groupImportedBills: one per child + title), each made a draft whose lines come from the school's fee
 * items (quantity 1, unit price = the row's amount, no discount) — the same line building as saveOrder — with its
 * audit line and change-log entry (insertDraftBills, as batchOrder). A class or item not this school's is refused
 * naming its row (404); a child the class does not have, or has twice under that name, is refused naming its row.
 * All or none: the route's one transaction.
 */
export async function importBills(ctx: AuthedContext, input: ImportBillsInput): Promise<ImportBillsResult> {
  await financeGate(ctx, input.schoolId);
  const checked = input.rows.map((r) => checkRecord(BILL_SHEET, r, r.row));
  const errors = checked.flatMap((c) => c.errors);
  if (errors.length > 0) throw AppError.badRequest(refusal(errors));
  const grouped = groupOrRefuse(checked.map((c) => c.value as unknown as BillSheetRecord));

  const ownClasses = await ctx.db.select({ id: classes.id }).from(classes).where(eq(classes.schoolId, input.schoolId));
  const items = await schoolFinanceRows(ctx.db, input.schoolId, 'feeItems');
  const classIds = new Set(ownClasses.map((c) => c.id));
  const validItems = new Set(items.filter((i) => i.validity === 1).map((i) => i.id));
  const foreign: RowError[] = [
    ...grouped.filter((b) => !classIds.has(b.classId)).map((b) => ({ row: b.row, column: '班级', message: BillImportMsg.classMissing })),
    ...grouped.flatMap((b) =>
      b.lines.filter((l) => !validItems.has(l.itemId)).map((l) => ({ row: l.row, column: '收费项目', message: BillImportMsg.itemMissing })),
    ),
  ].sort((a, b) => a.row - b.row);
  if (foreign.length > 0) throw AppError.notFound(refusal(foreign));

  // The children of the classes named (在园), to find each bill's child by name (and ID number when given).
  const wanted = [...new Set(grouped.map((b) => b.classId))];
  const children = await ctx.db
    .select({ id: students.id, name: students.name, classId: students.classId, idNumber: students.idNumber })
    .from(students)
    .where(and(eq(students.schoolId, input.schoolId), inArray(students.classId, wanted), eq(students.status, 1)));
  const childErrors: RowError[] = [];
  const now = ctx.clock.now().toISOString();
  const drafts = grouped.map((b) => {
    const named = children.filter(
      (c) => c.classId === b.classId && c.name === b.studentName && (!b.idNumber || c.idNumber.toUpperCase() === b.idNumber),
    );
    const child = named.length === 1 ? named[0] : undefined;
    if (!child)
      childErrors.push({
        row: b.row,
        column: '幼儿姓名',
        message: named.length === 0 ? BillImportMsg.studentMissing : BillImportMsg.studentTwice,
      });
    const lines = billLines(
      b.lines.map((l) => ({ itemId: l.itemId, quantity: 1, unitFen: l.amountFen, discountFen: 0 })),
      items,
    );
    return draftBill(
      {
        id: uuidv7(),
        schoolId: input.schoolId,
        studentId: child?.id ?? '',
        classId: b.classId,
        schoolYear: b.schoolYear,
        termType: b.termType,
        title: b.title,
        dueOn: b.dueOn,
        overdue: 1,
        remark: b.remark.slice(0, 200),
      },
      child?.name ?? b.studentName,
      lines,
      [],
      now,
    );
  });
  if (childErrors.length > 0) throw AppError.badRequest(refusal(childErrors.sort((a, b) => a.row - b.row)));

  const out = await insertDraftBills(ctx, input.schoolId, drafts, IMPORT_BILLS_ACTION);
  await recordUserOperation(ctx, input.schoolId, '账单管理', IMPORT_BILLS_ACTION, `${out.length}份`);
  return { count: out.length };
}
