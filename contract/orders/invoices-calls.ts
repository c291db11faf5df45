import { INVOICE_PDF_PATH, INVOICE_READ, invoicePdfQuerySchema } from './invoices';
import { defineCall } from '../call';
import { invoiceSchema } from './invoice-row';
import { applyInvoiceSchema, INVOICE_APPLY } from './invoices';

/** The HTTP calls of server/routes/orders/invoices.ts, as the client makes them (contract/call.ts). */
export const invoicesCalls = {
  applyInvoice: defineCall({
    method: 'POST',
    path: '/park/common/school/applyInvoice',
    permission: INVOICE_APPLY,
    input: applyInvoiceSchema,
    output: invoiceSchema,
  }),
  /** The issued invoice's PDF (its address comes with the invoice: INVOICE_PDF_PATH and its query). */
  schoolInvoicePdf: defineCall({
    method: 'GET',
    path: INVOICE_PDF_PATH,
    permission: INVOICE_READ,
    input: invoicePdfQuerySchema,
    download: true,
  }),
};
