import { z } from '../zod-locale';

/** SPEC §3 Invoice, as the order carries it once applied. */
export const invoiceSchema = z.object({
  invoiceTitle: z.string(),
  invoiceType: z.number().int(),
  invoiceMoney: z.string(),
  /** 'YYYY-MM-DD' once issued, else ''. */
  realInvoiceDate: z.string(),
  /** The issued invoice's PDF (a signed GET), '' until issued. */
  pdfUrl: z.string(),
  taxNumber: z.string(),
  depositAddress: z.string(),
  phone: z.string(),
  depositBank: z.string(),
  depositAccount: z.string(),
  remark: z.string(),
  /** 'YYYY-MM-DD HH:mm:ss' */
  appliedAt: z.string(),
  invoiceNo: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
