import { billingCalls } from '@contract/finance/bills-calls';
import { call } from '../call';
import type { SheetRecord } from '@contract/xlsx';
import type { ImportBillsResult } from '@contract/finance/bill-sheet';

/**
 * POST /park/charge/importOrders: the dry run's records, made draft bills by the server all in one transaction or
 * none (it checks every row again and names the first bad one). Online only; the drafts then arrive through sync.
 */
export const importBills = (schoolId: number, rows: SheetRecord[]): Promise<ImportBillsResult> =>
  call(billingCalls.importBills, { schoolId, rows });
