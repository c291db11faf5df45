import { ORDER_PAGE_SIZE_OPTIONS, ORDER_PAY } from '@contract/orders/school-orders';
import type { School } from '@contract/session';
import { Alert, Stack, Tabs } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useBrowserOnline } from '@/lib/online';
import { useCan } from '@/lib/session/can';
import { useSession } from '@/lib/session/store';
import { EmptyState } from '@/ui/EmptyState';
import { PageContainer } from '@/ui/PageContainer';
import { TablePager } from '@/ui/TablePager';
import { usePageState } from '@/ui/use-paging';
import { afterOrderPaid } from './after-paid';
import { InvoiceTab } from './InvoiceTab';
import { OrderCard } from './OrderCard';
import { PayDialog, type PayTarget } from './PayDialog';
import { RenewalPanel } from './RenewalPanel';
import { useSchoolOrders } from './use-school-orders';

function OrdersTab({ school, online }: { school: School; online: boolean }) {
  const { schoolId } = school;
  const [total, setTotal] = useState<number>();
  const paging = usePageState(total, ORDER_PAGE_SIZE_OPTIONS[0]);
  const { page, reload } = useSchoolOrders(schoolId, paging.page, paging.pageSize, online);
  if (page && page.total !== total) setTotal(page.total);
  const [paying, setPaying] = useState<PayTarget | null>(null);
  const mayPay = useCan(ORDER_PAY);

  return (
    <Stack gap="md" pt="md">
      <RenewalPanel school={school} online={online} onPay={setPaying} />
      {page && page.list.length > 0 ? (
        page.list.map((o) => <OrderCard key={o.orderId} order={o} onPay={mayPay ? (order) => setPaying({ schoolId, order }) : undefined} />)
      ) : (
        <EmptyState />
      )}
      <TablePager
        total={page?.total ?? 0}
        page={paging.page}
        pageSize={paging.pageSize}
        onChange={paging.onChange}
        sizes={ORDER_PAGE_SIZE_OPTIONS}
      />
      <PayDialog
        target={paying}
        onClose={() => setPaying(null)}
        onPaid={() => {
          setPaying(null);
          reload();
          void afterOrderPaid(schoolId);
        }}
      />
    </Stack>
  );
}

/**
 * /JCSZ/DDLB 订单列表 (SPEC §2): when the school's service ends, with 立即续费 from 30 days before (RenewalPanel: a
 * renewal order made and paid here); the school's subscription orders, 2 a page, each payable by scanning while unpaid;
 * 已开票据 and 待开票据 list the paid orders' invoices, 40 a page (InvoiceTab). In restricted mode — the school's
 * service has expired, so only renewing is open — the invoice tabs are hidden. Reads the kept pages offline.
 */
export function OrderListPage() {
  const { session, offline } = useSession();
  const online = useBrowserOnline() && !offline;
  const school = session?.schoolInfo;
  const schoolId = school?.schoolId;
  const restricted = !!school && (school.expired || school.clientState === 1);
  return (
    <PageContainer title="订单列表">
      {!online && (
        <Alert color="gray" icon={<IconWifiOff size={18} />}>
          当前处于离线状态，显示的是上次联网时的订单；支付需要连接服务器。
        </Alert>
      )}
      <Tabs defaultValue="orders" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="orders">订单管理</Tabs.Tab>
          {!restricted && <Tabs.Tab value="issued">已开票据</Tabs.Tab>}
          {!restricted && <Tabs.Tab value="pending">待开票据</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="orders">{school && <OrdersTab key={school.schoolId} school={school} online={online} />}</Tabs.Panel>
        {!restricted && schoolId && (
          <Tabs.Panel value="issued">
            <InvoiceTab key={`${schoolId}-issued`} schoolId={schoolId} online={online} invoicing="1" />
          </Tabs.Panel>
        )}
        {!restricted && schoolId && (
          <Tabs.Panel value="pending">
            <InvoiceTab key={`${schoolId}-pending`} schoolId={schoolId} online={online} invoicing="0,2" />
          </Tabs.Panel>
        )}
      </Tabs>
    </PageContainer>
  );
}
