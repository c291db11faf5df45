import { ORDER_PAGE_SIZE_OPTIONS, ORDER_PAY } from '@contract/orders';
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
import { OrderCard } from './OrderCard';
import { PayDialog, type PayTarget } from './PayDialog';
import { useSchoolOrders } from './use-school-orders';

function OrdersTab({ schoolId, online }: { schoolId: number; online: boolean }) {
  const [total, setTotal] = useState<number>();
  const paging = usePageState(total, ORDER_PAGE_SIZE_OPTIONS[0]);
  const { page, reload } = useSchoolOrders(schoolId, paging.page, paging.pageSize, online);
  if (page && page.total !== total) setTotal(page.total);
  const [paying, setPaying] = useState<PayTarget | null>(null);
  const mayPay = useCan(ORDER_PAY);

  return (
    <Stack gap="md" pt="md">
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
 * /JCSZ/DDLB 订单列表 (SPEC §2): the school's subscription orders, 2 a page, each payable by scanning while unpaid.
 * The invoice tabs are empty lists until invoices exist (issue 22, part 2). Reads the kept pages offline.
 */
export function OrderListPage() {
  const { session, offline } = useSession();
  const online = useBrowserOnline() && !offline;
  const schoolId = session?.schoolInfo.schoolId;
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
          <Tabs.Tab value="issued">已开票据</Tabs.Tab>
          <Tabs.Tab value="pending">待开票据</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="orders">{schoolId && <OrdersTab key={schoolId} schoolId={schoolId} online={online} />}</Tabs.Panel>
        <Tabs.Panel value="issued">
          <EmptyState />
        </Tabs.Panel>
        <Tabs.Panel value="pending">
          <EmptyState />
        </Tabs.Panel>
      </Tabs>
    </PageContainer>
  );
}
