import { invoicesCalls } from '@contract/orders/invoices-calls';
import type { FastifyInstance } from 'fastify';
import { InvoiceMsg } from '@contract';
import { applyInvoice } from '../../services/orders/invoices/apply-invoice';
import { schoolInvoicePdf } from '../../services/orders/invoices/invoice-pdf';
import type { RouteDeps } from '../deps';
import { pdfFile } from '../file-reply';
import { fileRoute, serviceRoutes } from '../service-route';

/**
 * Invoices of the school's orders (SPEC §4 invoice, docs/invoices.md): apply (who may pay the orders may ask for
 * their invoices, also while the school is expired, as paying is), and the invoice's PDF (a preview until issued),
 * a signed GET for any member who may open the order list. The list is productOrderList with invoicingSatusIn.
 */
export function invoiceRoutes(app: FastifyInstance, deps: RouteDeps): void {
  serviceRoutes(app, deps)(invoicesCalls.applyInvoice, { whileExpired: true, run: applyInvoice, tx: true, msg: InvoiceMsg.applied });

  fileRoute(app, deps, invoicesCalls.schoolInvoicePdf, async (ctx, q) => {
    const { title, bytes } = await schoolInvoicePdf(ctx, q);
    return pdfFile(bytes, title);
  });
}
