import { billingCalls } from '@contract/finance/bills-calls';
import { call, download } from '../call';
import type { BillFilter, ScenePayResult } from '@contract/finance/bills';
import type { BillRow, PaymentRow } from '@contract/finance/bill-rows';

/**
 * The bills page's online calls (contract/finance/bills.ts): what needs the server's answer — review, publishing, voiding,
 * money — and the files it builds. Drafts go through `mutate` (bill.save, bill.batch) instead.
 */

/** POST /park/finance/review: drafts submitted for review. */
export const submitBills = (schoolId: number, ids: string[]): Promise<BillRow[]> => call(billingCalls.submitBills, { schoolId, ids });

/** POST /park/charge/review: approved (published) or rejected back to draft with a reason. */
export const reviewBills = (schoolId: number, ids: string[], approve: boolean, reason = ''): Promise<BillRow[]> =>
  call(billingCalls.reviewBills, { schoolId, ids, approve, reason });

/** POST /park/charge/releaseOrder: drafts published, the parents told. */
export const releaseBills = (schoolId: number, ids: string[]): Promise<BillRow[]> => call(billingCalls.releaseBills, { schoolId, ids });

/** PUT /park/publicCharge/toVoid: a bill voided with a reason. */
export const voidBill = (schoolId: number, id: string, reason: string): Promise<BillRow> =>
  call(billingCalls.voidBill, { schoolId, id, reason });

/** POST /park/BabyCharge/confirmBabyBill: money taken at the desk; answers the payment with its receipt number. */
export const deskPay = (input: {
  schoolId: number;
  id: string;
  billId: string;
  amountFen: number;
  payType: 3 | 4 | 5;
  remark: string;
}): Promise<PaymentRow> => call(billingCalls.deskPay, input);

/** POST /park/charge/scenePay: the QR of what the bill still asks. */
export const startScenePay = (schoolId: number, billId: string, payType: 1 | 2): Promise<ScenePayResult> =>
  call(billingCalls.chargeScenePay, { schoolId, billId, payType });

/** GET /park/charge/queryScenePay: how the trade stands (asks the provider while pending). */
export const queryScenePay = (schoolId: number, paymentId: string, signal?: AbortSignal): Promise<ScenePayResult> =>
  call(billingCalls.chargeQueryScenePay, { schoolId, paymentId }, { quiet: true, signal });

/** POST /park/publicCharge/checkOnReceipt: a receipt number and its check code → the payment. */
export const checkOnReceipt = (schoolId: number, receiptNo: string, checkCode: string): Promise<PaymentRow> =>
  call(billingCalls.checkOnReceipt, { schoolId, receiptNo, checkCode });

/** GET /park/publicCharge/receipt: the receipt's PDF. */
export const receiptPdf = (schoolId: number, paymentId: string): Promise<Blob> =>
  download(billingCalls.receiptOfPayment, { schoolId, paymentId });

const filterParams = (schoolId: number, f: BillFilter) => ({
  schoolId,
  classId: f.classId,
  schoolYear: f.schoolYear,
  termType: f.termType,
  state: f.state,
  payStatus: f.payStatus,
  name: f.name,
});

/** GET /park/finance/order/export: the filtered list as .xlsx. */
export const exportBills = (schoolId: number, f: BillFilter): Promise<Blob> =>
  download(billingCalls.exportBills, filterParams(schoolId, f));

/** GET /park/finance/order/exportPrintTable: the filtered bills as the 295 × 210 mm print table (PDF). */
export const printBills = (schoolId: number, f: BillFilter): Promise<Blob> => download(billingCalls.printBills, filterParams(schoolId, f));
