import { invoicesCalls } from '@contract/invoices-calls';
import type { FastifyInstance } from 'fastify';
import { INVOICE_PDF_PATH, INVOICE_READ, InvoiceMsg, invoicePdfQuerySchema } from '@contract';
import { parseQuery } from '../lib/parse';
import { applyInvoice } from '../services/invoices/apply-invoice';
import { schoolInvoicePdf } from '../services/invoices/invoice-pdf';
import type { RouteDeps } from './deps';
import { serviceRoutes } from './service-route';

/**
 * Invoices of the school's orders (SPEC §4 invoice, docs/invoices.md): apply (who may pay the orders may ask for
 * their invoices, also while the school is expired, as paying is), and the invoice's PDF (a preview until issued),
 * a signed GET for any member who may open the order list. The list is productOrderList with invoicingSatusIn.
 */
export function invoiceRoutes(app: FastifyInstance, deps: RouteDeps): void {
  serviceRoutes(app, deps)(invoicesCalls.applyInvoice, { whileExpired: true, run: applyInvoice, tx: true, msg: InvoiceMsg.applied });

  app.get(INVOICE_PDF_PATH, { config: { permission: INVOICE_READ } }, async (req, reply) => {
    const { title, bytes } = await schoolInvoicePdf(deps.authed(req), parseQuery(invoicePdfQuerySchema, req.query));
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(`${title}.pdf`)}`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(bytes));
  });
}
