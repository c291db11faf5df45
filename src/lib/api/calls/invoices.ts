import { schoolOrdersCalls } from '@contract/orders/school-orders-calls';
import { invoicesCalls } from '@contract/orders/invoices-calls';
import { call } from '../call';
import { type ApplyInvoiceInput, type Invoice, INVOICE_PAGE_SIZE, InvoiceMsg } from '@contract/orders/invoices';
import type { Order, Paged } from '@contract/orders/school-orders';
import { requestBlob, type RequestOptions } from '../client';

type Quiet = Pick<RequestOptions, 'quiet' | 'signal'>;

/** GET productOrderList with invoicingSatusIn (SPEC §7): '1' 已开票据, '0,2' 待开票据; 40 a page. */
export const getInvoiceOrders = (
  schoolId: number,
  invoicingSatusIn: '1' | '0,2',
  pageNum: number,
  options: Quiet = {},
): Promise<Paged<Order>> =>
  call(schoolOrdersCalls.listSchoolOrders, { schoolId, pageNum, pageSize: INVOICE_PAGE_SIZE, invoicingSatusIn }, options);

/** POST /park/common/school/applyInvoice: the SPEC's payload (titleType 1); answers the stored application. */
export const applyInvoice = (input: ApplyInvoiceInput): Promise<Invoice> =>
  call(invoicesCalls.applyInvoice, input, { expectMessage: InvoiceMsg.applied });

/** The invoice's PDF (a preview until issued): a signed GET of its pdfUrl (the query goes into the signature). */
export function getInvoicePdf(url: string): Promise<Blob> {
  const [path = '', query = ''] = url.split('?');
  return requestBlob(path, { params: Object.fromEntries(new URLSearchParams(query)) });
}
