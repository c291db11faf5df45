import { eq } from 'drizzle-orm';
import { InvoiceMsg, InvoicingStatus } from '@contract';
import type { Db } from '../../../db/client';
import { orderInvoices, orders } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';

/**
 * The platform issues an applied invoice (SPEC §2 已开票据): number and date set, the order's invoicing status 1, and
 * from then on its PDF is the issued invoice. No school member can call this: the platform's staff run
 * `npm run invoice:issue -- <orderId>` (scripts/issue-invoice.ts) on the server, and end-to-end tests use the
 * development aid server/routes/orders/invoices-test-hooks.ts. Issuing twice changes nothing.
 */
export async function issueInvoice(
  db: Db,
  clock: Clock,
  orderId: string,
  invoiceNo?: string,
): Promise<{ invoiceNo: string; issued: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(orderInvoices).where(eq(orderInvoices.orderId, orderId)).for('update');
    if (!row) throw AppError.notFound(InvoiceMsg.notApplied);
    if (row.issuedAt && row.invoiceNo) return { invoiceNo: row.invoiceNo, issued: false };
    const now = clock.now();
    // The platform's tax system gives the number; without one, 8 digits of the issuing time stand in (a dev/test issue).
    const number = invoiceNo ?? String(now.getTime()).slice(-8);
    await tx.update(orderInvoices).set({ invoiceNo: number, issuedAt: now }).where(eq(orderInvoices.orderId, orderId));
    await tx.update(orders).set({ invoicingStatus: InvoicingStatus.issued }).where(eq(orders.orderId, orderId));
    return { invoiceNo: number, issued: true };
  });
}
