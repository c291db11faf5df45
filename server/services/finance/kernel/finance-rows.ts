import { eq } from 'drizzle-orm';
import { ErrorCode, FinanceMsg } from '@contract';
import type { Db } from '../../../db/client';
import { discounts, feeItems, feeStructures } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { toDiscountRow, toFeeItemRow, toFeeStructureRow } from '../../../replication/finance/fee-rows';
import type { AuthedContext } from '../../context';
import { requireFinanceUnlock } from './finance-unlock-left';
import { assertSchoolInScope, MISSING_ROW_MSG } from '../../school-scope';

/** The finance area's tables in their replicated shape (a school has tens of each: read whole for the rules). */
export const FINANCE_TABLES = {
  feeItems: { table: feeItems, toRow: toFeeItemRow, entity: 'feeItem' },
  feeStructures: { table: feeStructures, toRow: toFeeStructureRow, entity: 'feeStructure' },
  discounts: { table: discounts, toRow: toDiscountRow, entity: 'discount' },
} as const;
export type FinanceTable = keyof typeof FINANCE_TABLES;
export type FinanceRowOf<T extends FinanceTable> = ReturnType<(typeof FINANCE_TABLES)[T]['toRow']>;

export async function schoolFinanceRows<T extends FinanceTable>(db: Db, schoolId: number, name: T): Promise<FinanceRowOf<T>[]> {
  const { table, toRow } = FINANCE_TABLES[name];
  const rows = await db.select().from(table).where(eq(table.schoolId, schoolId));
  return rows.map((r) => (toRow as (r: unknown) => FinanceRowOf<T>)(r));
}

/** The row with this id, or undefined; another school's row is refused as missing (404: never a leak). */
export async function ownFinanceRow<T extends FinanceTable>(
  db: Db,
  schoolId: number,
  name: T,
  id: string,
): Promise<FinanceRowOf<T> | undefined> {
  const { table, toRow } = FINANCE_TABLES[name];
  const [row] = await db.select().from(table).where(eq(table.id, id));
  if (!row) return undefined;
  if (row.schoolId !== schoolId) throw AppError.notFound(MISSING_ROW_MSG);
  return (toRow as (r: unknown) => FinanceRowOf<T>)(row);
}

export async function financeRowOrFail<T extends FinanceTable>(db: Db, schoolId: number, name: T, id: string): Promise<FinanceRowOf<T>> {
  const row = await ownFinanceRow(db, schoolId, name, id);
  if (!row) throw AppError.notFound(MISSING_ROW_MSG);
  return row;
}

/**
 * Every finance read and write: the school must be the member's and the finance pages unlocked in it. An unlock
 * is per session and school (the current one), so a change for another school is refused as locked (403 →
 * the finance login), like a change pushed after the unlock ran out.
 */
export async function financeGate(ctx: AuthedContext, schoolId: number): Promise<void> {
  assertSchoolInScope(ctx, schoolId);
  if (schoolId !== ctx.session.schoolId) throw new AppError(ErrorCode.forbidden, FinanceMsg.locked);
  await requireFinanceUnlock(ctx);
}

export function refuse(issue: string | null): void {
  if (issue) throw AppError.badRequest(issue);
}
