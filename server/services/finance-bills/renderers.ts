/**
 * The renderers bills call (billkit's fixed signatures). Until billkit's server/services/finance-receipts and
 * attendance-days.ts are merged, the billing helper's stand-ins; then this file re-exports theirs.
 */
export { type PrintTableData, printTablePdf, type ReceiptData, receiptCheckCode, receiptPdf } from './renderers-fallback';
export { attendedDays } from './attendance-days-fallback';
