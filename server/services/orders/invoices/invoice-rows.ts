import { type Invoice, invoicePdfUrl } from '@contract';
import type { orderInvoices } from '../../../db/schema';
import { formatDateTime } from '../../../lib/format';

export type InvoiceRow = typeof orderInvoices.$inferSelect;

/** SPEC §3 Invoice as the app reads it: the application, and once issued its date, number and PDF. */
export const toInvoice = (r: InvoiceRow): Invoice => ({
  invoiceTitle: r.invoiceTitle,
  invoiceType: r.invoiceType,
  invoiceMoney: r.invoiceMoney,
  realInvoiceDate: r.issuedAt ? formatDateTime(r.issuedAt).slice(0, 10) : '',
  pdfUrl: r.issuedAt ? invoicePdfUrl(r.schoolId, r.orderId) : '',
  taxNumber: r.taxNumber,
  depositAddress: r.depositAddress,
  phone: r.phone,
  depositBank: r.depositBank,
  depositAccount: r.depositAccount,
  remark: r.remark,
  appliedAt: formatDateTime(r.appliedAt),
  invoiceNo: r.invoiceNo ?? '',
});
