import { type Order, OrderMsg, PAY_POLL_MS, PAY_QR_SIZE } from '@contract/orders';
import { Alert, Anchor, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { getOrderPayStatus, payOnLine } from '@/lib/api/calls/order-payments';
import { notify } from '@/lib/notify';
import { useBrowserOnline } from '@/lib/online';
import { QrCode } from '@/ui/QrCode';

export interface PayTarget {
  schoolId: number;
  order: Order;
}

/** Opens the trade, then asks the server every 1.5 s whether the order is paid; stops when unmounted (closed). */
function usePayment(target: PayTarget, online: boolean, onPaid: () => void) {
  const [payData, setPayData] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const { schoolId, order } = target;
  // The latest callback, so a parent's re-render does not restart the polling.
  const paid = useRef(onPaid);
  paid.current = onPaid;

  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    payOnLine(schoolId, order, { signal: controller.signal })
      .then((r) => setPayData(r.payData))
      .catch(() => !controller.signal.aborted && setFailed(true));
    return () => controller.abort();
  }, [schoolId, order, online]);

  useEffect(() => {
    if (!payData) return;
    let done = false;
    const timer = setInterval(() => {
      getOrderPayStatus(schoolId, order.orderId, { quiet: true })
        .then((status) => {
          if (status !== 1 || done) return;
          done = true;
          clearInterval(timer);
          paid.current();
        })
        .catch(() => {});
    }, PAY_POLL_MS);
    return () => {
      done = true;
      clearInterval(timer);
    };
  }, [payData, schoolId, order.orderId]);

  return { payData, failed };
}

function PayBody({ target, onClose, onPaid }: { target: PayTarget; onClose: () => void; onPaid: () => void }) {
  const online = useBrowserOnline();
  const { payData, failed } = usePayment(target, online, onPaid);
  const [checking, setChecking] = useState(false);
  const { order, schoolId } = target;

  // 我已完成支付: the server is asked at once; only its answer counts.
  const check = async () => {
    setChecking(true);
    const status = await getOrderPayStatus(schoolId, order.orderId).catch(() => null);
    setChecking(false);
    if (status === 1) onPaid();
    else if (status === 0) notify.error(OrderMsg.notPaid);
  };

  if (!online) {
    return (
      <Alert color="gray" icon={<IconWifiOff size={18} />}>
        {OrderMsg.payOffline}
      </Alert>
    );
  }
  return (
    <Stack align="center" gap="sm">
      <Text size="sm">{order.name}</Text>
      <Text fw={700} size="xl" c="red.7">
        ¥{order.totalPrice}
      </Text>
      {payData ? (
        <div data-testid="pay-qr" data-pay-url={payData}>
          <QrCode value={payData} size={PAY_QR_SIZE} label="支付二维码" />
        </div>
      ) : failed ? (
        <Text c="red" size="sm">
          支付二维码生成失败，请关闭后重试
        </Text>
      ) : (
        <Loader />
      )}
      <Text size="sm" c="dimmed">
        请使用手机扫码支付，支付完成后本窗口自动关闭
      </Text>
      {payData && (
        <Anchor href={payData} target="_blank" rel="noopener" size="xs">
          在新窗口打开收银台
        </Anchor>
      )}
      <Group justify="flex-end" w="100%" mt="sm">
        <Button variant="default" onClick={onClose}>
          取消
        </Button>
        <Button onClick={() => void check()} loading={checking} disabled={!payData}>
          我已完成支付
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * 扫码支付 (SPEC §4 order payment): the provider's payData as a 200 px QR, the status asked every 1.5 s while open
 * (closing stops it); on paid the dialog closes with a toast and `onPaid` runs. Needs the server: says so offline.
 */
export function PayDialog({ target, onClose, onPaid }: { target: PayTarget | null; onClose: () => void; onPaid: () => void }) {
  return (
    <Modal opened={target !== null} onClose={onClose} title={<Text fw={600}>扫码支付</Text>} centered size="sm">
      {target && (
        <PayBody
          key={target.order.orderId}
          target={target}
          onClose={onClose}
          onPaid={() => {
            notify.success(OrderMsg.paid);
            onPaid();
          }}
        />
      )}
    </Modal>
  );
}
