import { otherIncomeCalls } from '@contract/finance/income-calls';
import { call, download } from '../call';
import type { OtherIncomeRow } from '@contract/finance/income';

/** POST /park/comeIn/detailed: records an income (online: the server numbers its receipt and writes the ledger). */
export const recordIncome = (input: {
  id: string;
  schoolId: number;
  projectId: string;
  payerName: string;
  payerPhone: string;
  amountFen: number;
  payType: 1 | 2 | 3 | 4 | 5;
  day: string;
  pictures: string[];
  remark: string;
}): Promise<OtherIncomeRow> => call(otherIncomeCalls.recordIncome, input);

/** PUT /park/comeIn/detailed/void: 作废 with a reason (a reversing ledger line). Online only. */
export const voidIncome = (schoolId: number, id: string, reason: string): Promise<OtherIncomeRow> =>
  call(otherIncomeCalls.voidIncome, { schoolId, id, reason });

/** GET /park/comeIn/detailed/receipt (blob): the income's receipt PDF. */
export const incomeReceiptPdf = (schoolId: number, id: string): Promise<Blob> => download(otherIncomeCalls.incomeReceipt, { schoolId, id });
