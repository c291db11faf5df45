import type { Order } from '@contract/orders/school-orders';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { getInvoicePdf } from '@/lib/api/calls/invoices';
import { notify } from '@/lib/notify';
import { saveFile } from '@/lib/xlsx/xlsx-client';
import { InvoiceSheet, type InvoiceSheetProps } from './InvoiceSheet';

export interface InvoicePreviewTarget {
  order: Order;
  /** The application to show: the stored one, or what the form holds before it is sent. */
  invoice: InvoiceSheetProps['invoice'];
  /** The PDF's address (signed GET), once the application is stored. */
  pdfUrl: string | null;
}

/** The signed PDF as a download (a preview until issued); the name says which. */
export async function downloadInvoicePdf(order: Order, pdfUrl: string): Promise<void> {
  const blob = await getInvoicePdf(pdfUrl);
  const kind = order.invoice?.realInvoiceDate ? '发票' : '发票预览';
  saveFile(await blob.arrayBuffer(), `${kind}-${order.orderId}.pdf`, 'application/pdf');
}

/**
 * 发票预览 (SPEC §2, preview only): the invoice as it will read, to print (the sheet alone goes to paper) or, once
 * applied for, to download as the server's PDF with the Chinese text embedded.
 */
export function InvoicePreviewDialog({
  target,
  online,
  onClose,
}: {
  target: InvoicePreviewTarget | null;
  online: boolean;
  onClose: () => void;
}) {
  const [downloading, setDownloading] = useState(false);
  const order = target?.order;
  const issued = order?.invoice?.realInvoiceDate ? { invoiceNo: order.invoice.invoiceNo, date: order.invoice.realInvoiceDate } : null;
  return (
    <Modal opened={!!target} onClose={onClose} title="发票预览" size={920} centered zIndex={300}>
      {target && order && (
        <Stack gap="md">
          <InvoiceSheet order={order} invoice={target.invoice} issued={issued} />
          <Group justify="flex-end">
            <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
              打印
            </Button>
            {target.pdfUrl && (
              <Button
                variant="light"
                leftSection={<IconDownload size={16} />}
                loading={downloading}
                onClick={() => {
                  if (!online || !target.pdfUrl) return notify.warning('当前处于离线状态，下载PDF需要连接服务器');
                  setDownloading(true);
                  downloadInvoicePdf(order, target.pdfUrl)
                    .catch(() => {})
                    .finally(() => setDownloading(false));
                }}
              >
                下载PDF
              </Button>
            )}
            <Button onClick={onClose}>关闭</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
