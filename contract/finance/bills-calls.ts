import { billListQuerySchema as billExportQuery, receiptQuerySchema } from './bills';
import { defineCall } from '../call';
import { mutationCall } from '../mutation-call';
import { importBillsInputSchema, importBillsResultSchema } from './bill-sheet';
import {
  BILL_EDIT,
  BILL_PAGE,
  BILL_REVIEW,
  billIdsSchema,
  billListQuerySchema,
  billReviewSchema,
  billRowQuerySchema,
  billVoidSchema,
  checkOnReceiptSchema,
  deskPaySchema,
  queryScenePaySchema,
  scenePayResultSchema,
  scenePaySchema,
} from './bills';
import { billRowSchema, paymentRowSchema } from './bill-rows';
import { z } from '../zod-locale';

/** The HTTP calls of server/routes/finance/bills.ts, as the client makes them (contract/call.ts). */
export const billingCalls = {
  importBills: defineCall({
    method: 'POST',
    path: '/park/charge/importOrders',
    permission: BILL_EDIT,
    input: importBillsInputSchema,
    output: importBillsResultSchema,
  }),
  submitBills: defineCall({
    method: 'POST',
    path: '/park/finance/review',
    permission: BILL_EDIT,
    input: billIdsSchema,
    output: z.array(billRowSchema),
  }),
  reviewBills: defineCall({
    method: 'POST',
    path: '/park/charge/review',
    permission: BILL_REVIEW,
    input: billReviewSchema,
    output: z.array(billRowSchema),
  }),
  releaseBills: defineCall({
    method: 'POST',
    path: '/park/charge/releaseOrder',
    permission: BILL_EDIT,
    input: billIdsSchema,
    output: z.array(billRowSchema),
  }),
  voidBill: defineCall({
    method: 'PUT',
    path: '/park/publicCharge/toVoid',
    permission: BILL_EDIT,
    input: billVoidSchema,
    output: billRowSchema,
  }),
  deskPay: defineCall({
    method: 'POST',
    path: '/park/BabyCharge/confirmBabyBill',
    permission: BILL_EDIT,
    input: deskPaySchema,
    output: paymentRowSchema,
  }),
  chargeScenePay: defineCall({
    method: 'POST',
    path: '/park/charge/scenePay',
    permission: BILL_EDIT,
    input: scenePaySchema,
    output: scenePayResultSchema,
  }),
  chargeQueryScenePay: defineCall({
    method: 'GET',
    path: '/park/charge/queryScenePay',
    permission: BILL_EDIT,
    input: queryScenePaySchema,
    output: scenePayResultSchema,
  }),
  checkOnReceipt: defineCall({
    method: 'POST',
    path: '/park/publicCharge/checkOnReceipt',
    permission: BILL_PAGE,
    input: checkOnReceiptSchema,
    output: paymentRowSchema,
  }),
  listBills: defineCall({ method: 'GET', path: '/park/finance/order', permission: BILL_PAGE, input: billListQuerySchema }),
  oneBill: defineCall({ method: 'GET', path: '/park/finance/oneOrder', permission: BILL_PAGE, input: billRowQuerySchema }),
  /** A payment's receipt PDF. */
  receiptOfPayment: defineCall({
    method: 'GET',
    path: '/park/publicCharge/receipt',
    permission: BILL_PAGE,
    input: receiptQuerySchema,
    download: true,
  }),
  /** The filtered bills as the 295 × 210 mm print table (PDF). */
  printBills: defineCall({
    method: 'GET',
    path: '/park/finance/order/exportPrintTable',
    permission: BILL_PAGE,
    input: billExportQuery,
    download: true,
  }),
  /** The filtered list as .xlsx. */
  exportBills: defineCall({
    method: 'GET',
    path: '/park/finance/order/export',
    permission: BILL_PAGE,
    input: billExportQuery,
    download: true,
  }),
};

/** The sync mutations' REST names (SPEC §7): each runs the same service as its mutation. */
export const BILL_WRITE_CALLS = [
  mutationCall('/park/charge/saveOrder', 'bill.save'),
  mutationCall('/park/charge/updateOrder', 'bill.save'),
  mutationCall('/park/charge/batchOrder', 'bill.batch'),
  mutationCall('/park/finance/batchFinance', 'bill.batch'),
];
