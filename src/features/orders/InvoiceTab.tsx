import { INVOICE_PAGE_SIZE, INVOICE_TYPE_LABELS, invoicePdfUrl, invoicingStatusLabel } from '@contract/orders/invoices';
import { ORDER_PAY, type Order } from '@contract/orders/school-orders';
import { Anchor, Badge, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useCan } from '@/lib/session/can';
import { type Column, DataTable } from '@/ui/DataTable';
import { TablePager } from '@/ui/TablePager';
import { InvoiceDialog } from './InvoiceDialog';
import { downloadInvoicePdf, InvoicePreviewDialog, type InvoicePreviewTarget } from './InvoicePreviewDialog';
import { type Invoicing, useSchoolOrders } from './use-school-orders';

const SIZES = [INVOICE_PAGE_SIZE] as const;

/**
 * 已开票据 ('1') and 待开票据 ('0,2'), SPEC §2: the school's paid orders by invoice state, 40 a page. Pending rows
 * offer 申请开票 (not applied, for members who may pay) or 查看 (applied: read-only); issued rows their PDF. Read
 * offline from the pages kept last time.
 */
export function InvoiceTab({ schoolId, online, invoicing }: { schoolId: number; online: boolean; invoicing: Invoicing }) {
  const [pageNum, setPageNum] = useState(1);
  const { page, reload } = useSchoolOrders(schoolId, pageNum, INVOICE_PAGE_SIZE, online, invoicing);
  const [editing, setEditing] = useState<Order | null>(null);
  const [preview, setPreview] = useState<InvoicePreviewTarget | null>(null);
  const mayApply = useCan(ORDER_PAY);
  const issuedTab = invoicing === '1';

  const previewOf = (o: Order): InvoicePreviewTarget | null =>
    o.invoice ? { order: o, invoice: o.invoice, pdfUrl: o.invoice.pdfUrl || invoicePdfUrl(schoolId, o.orderId) } : null;

  const columns: Column<Order>[] = [
    { key: 'name', title: '订单名称', render: (o) => o.name },
    { key: 'orderId', title: '订单号', render: (o) => o.orderId, width: 170 },
    { key: 'money', title: '开票金额', align: 'right', width: 110, render: (o) => `¥${o.invoice?.invoiceMoney ?? o.totalPrice}` },
    { key: 'title', title: '发票抬头', render: (o) => o.invoice?.invoiceTitle ?? '—' },
    { key: 'type', title: '发票类型', width: 130, render: (o) => (o.invoice ? INVOICE_TYPE_LABELS[o.invoice.invoiceType] : '—') },
    issuedTab
      ? { key: 'date', title: '开票日期', width: 110, render: (o) => o.invoice?.realInvoiceDate || '—' }
      : {
          key: 'state',
          title: '开票状态',
          width: 100,
          render: (o) => (
            <Badge variant="light" color={o.invoicingSatus === 0 ? 'gray' : 'orange'}>
              {invoicingStatusLabel(o.invoicingSatus)}
            </Badge>
          ),
        },
    {
      key: 'actions',
      title: '操作',
      width: 190,
      render: (o) => (
        <Group gap="md" wrap="nowrap">
          {o.invoicingSatus === 0 ? (
            mayApply && (
              <Anchor component="button" type="button" size="sm" onClick={() => setEditing(o)}>
                申请开票
              </Anchor>
            )
          ) : (
            <Anchor component="button" type="button" size="sm" onClick={() => setEditing(o)}>
              查看
            </Anchor>
          )}
          {o.invoice && (
            <Anchor component="button" type="button" size="sm" onClick={() => setPreview(previewOf(o))}>
              预览
            </Anchor>
          )}
          {issuedTab && o.invoice?.pdfUrl && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => o.invoice?.pdfUrl && void downloadInvoicePdf(o, o.invoice.pdfUrl).catch(() => {})}
            >
              下载PDF
            </Anchor>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md" pt="md" data-testid={issuedTab ? 'invoices-issued' : 'invoices-pending'}>
      <DataTable columns={columns} rows={page?.list} rowKey={(o) => o.orderId} page={pageNum} pageSize={INVOICE_PAGE_SIZE} />
      <TablePager total={page?.total ?? 0} page={pageNum} pageSize={INVOICE_PAGE_SIZE} onChange={(p) => setPageNum(p)} sizes={SIZES} />
      <InvoiceDialog
        order={editing}
        schoolId={schoolId}
        online={online}
        onClose={() => setEditing(null)}
        onApplied={reload}
        onPreview={(target) => setPreview(target)}
      />
      <InvoicePreviewDialog target={preview} online={online} onClose={() => setPreview(null)} />
    </Stack>
  );
}
