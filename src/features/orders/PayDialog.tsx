import { type Order, OrderMsg, PAY_POLL_MS, PAY_QR_SIZE } from '@contract/orders/school-orders';
import { Alert, Anchor, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { modals } from '@mantine/modals';
import { useEffect, useRef, useState } from 'react';
import { getOrderPayStatus, pagePayUrl, payOnLine } from '@/lib/api/calls/order-payments';
import { notify } from '@/lib/notify';
import { useBrowserOnline } from '@/lib/online';
import { confirmAction } from '@/ui/confirm';
import { QrCode } from '@/ui/QrCode';
import { BankTransferBody } from './BankTransfer';

export interface PayTarget {
  schoolId: number;
  order: Order;
}

/** Opens the trade, then asks the server every 1.5 s whether the order is paid; stops when unmounted (closed). */
function usePayment(target: PayTarget, online: boolean, onPaid: () => void) {
  const [payData, setPayData] = useState<string | null>(null);
  const [pagePay, setPagePay] = useState(false);
  const [failed, setFailed] = useState(false);
  const { schoolId, order } = target;
  // The latest callback, so a parent's re-render does not restart the polling.
  const paid = useRef(onPaid);
  paid.current = onPaid;

  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    payOnLine(schoolId, order, { signal: controller.signal })
      .then((r) => {
        setPayData(r.payData);
        setPagePay(r.pagePay === 1);
      })
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

  return { payData, pagePay, failed };
}

function PayBody({
  target,
  onClose,
  onPaid,
  onBankTransfer,
}: {
  target: PayTarget;
  onClose: () => void;
  onPaid: () => void;
  onBankTransfer: () => void;
}) {
  const online = useBrowserOnline();
  const { payData, pagePay, failed } = usePayment(target, online, onPaid);
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

  // The Alipay PC flow (SPEC §4): the provider's cashier page in a new window, the status still asked every 1.5 s
  // here, and a confirm whose 已完成支付 asks at once.
  const payOnPage = async () => {
    window.open(pagePayUrl(order.orderId), '_blank', 'noopener');
    const done = await confirmAction({
      title: '确认支付',
      message: `${OrderMsg.pagePayHint}，完成后请点击“已完成支付”。`,
      confirmLabel: '已完成支付',
      cancelLabel: '支付遇到问题',
    });
    if (done) await check();
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
          支付二维码生成失败，请关闭后重试，或选择对公转账
        </Text>
      ) : (
        <Loader />
      )}
      <Text size="sm" c="dimmed">
        请使用手机扫码支付，支付完成后本窗口自动关闭
      </Text>
      <Group gap="md">
        {payData && /^https?:/.test(payData) && (
          <Anchor href={payData} target="_blank" rel="noopener" size="xs">
            在新窗口打开收银台
          </Anchor>
        )}
        {pagePay && (
          <Anchor component="button" type="button" size="xs" onClick={() => void payOnPage()}>
            电脑网站支付
          </Anchor>
        )}
      </Group>
      <Group justify="space-between" w="100%" mt="sm">
        <Button variant="subtle" px={4} onClick={onBankTransfer}>
          对公转账
        </Button>
        <Group gap="sm">
          <Button variant="default" onClick={onClose}>
            取消
          </Button>
          <Button onClick={() => void check()} loading={checking} disabled={!payData}>
            我已完成支付
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

/**
 * 扫码支付 (SPEC §4 order payment): the provider's payData as a 200 px QR, the status asked every 1.5 s while open
 * (closing stops it); on paid the dialog closes with a toast and `onPaid` runs. Needs the server: says so offline.
 * 电脑网站支付 (when the provider has a PC page) opens it in a new window and asks to confirm; 对公转账 shows the
 * agent's account in the same dialog.
 */
export function PayDialog({ target, onClose, onPaid }: { target: PayTarget | null; onClose: () => void; onPaid: () => void }) {
  const [bank, setBank] = useState<string | null>(null);
  const showBank = target !== null && bank === target.order.orderId;
  const close = () => {
    setBank(null);
    onClose();
  };
  return (
    <Modal
      opened={target !== null}
      onClose={close}
      title={<Text fw={600}>{showBank ? '对公转账' : '扫码支付'}</Text>}
      centered
      size={showBank ? 'md' : 'sm'}
    >
      {target &&
        (showBank ? (
          <BankTransferBody schoolId={target.schoolId} order={target.order} onClose={close} onPayOnline={() => setBank(null)} />
        ) : (
          <PayBody
            key={target.order.orderId}
            target={target}
            onClose={close}
            onBankTransfer={() => setBank(target.order.orderId)}
            onPaid={() => {
              // The PC flow's confirm, if still open, goes with the dialog.
              modals.closeAll();
              notify.success(OrderMsg.paid);
              onPaid();
            }}
          />
        ))}
    </Modal>
  );
}
