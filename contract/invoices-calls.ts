import { defineCall } from './call';
import { invoiceSchema } from './invoice-row';
import { applyInvoiceSchema, INVOICE_APPLY } from './invoices';

/** The HTTP calls of server/routes/invoices.ts, as the client makes them (contract/call.ts). */
export const invoicesCalls = {
  applyInvoice: defineCall({
    method: 'POST',
    path: '/park/common/school/applyInvoice',
    permission: INVOICE_APPLY,
    input: applyInvoiceSchema,
    output: invoiceSchema,
  }),
};
