import type { BillView, ScenePayResult } from '@contract/finance/bills';
import { formatFen } from '@contract/finance/fees';
import { Alert, Anchor, Button, Group, Loader, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { queryScenePay, startScenePay } from '@/lib/api/calls/billing';
import { notify } from '@/lib/notify';
import { useBrowserOnline } from '@/lib/online';
import { QrCode } from '@/ui/QrCode';

const POLL_MS = 1500;

/**
 * 扫码收款: a QR at the desk for what the bill still asks, through the payment provider (the sandbox by default).
 * The parent scans and pays; the server alone says it is paid (the provider's notice, or its answer when asked): the
 * dialog asks every 1.5 s while open and closes with the receipt number. A QR closed meanwhile (the bill paid at the
 * desk, voided, or a newer QR) says so: it can no longer be paid, and money paid with it anyway is given back.
 */
export function ScenePayDialog({ view, schoolId, onClose }: { view: BillView | null; schoolId: number; onClose: () => void }) {
  const online = useBrowserOnline();
  const [payType, setPayType] = useState<'1' | '2'>('1');
  const [trade, setTrade] = useState<ScenePayResult | null>(null);
  const [failed, setFailed] = useState(false);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    setTrade(null);
    setFailed(false);
    if (!view || !online) return;
    const ask = new AbortController();
    startScenePay(schoolId, view.bill.id, payType === '2' ? 2 : 1)
      .then((t) => !ask.signal.aborted && setTrade(t))
      .catch(() => !ask.signal.aborted && setFailed(true));
    return () => ask.abort();
  }, [view, schoolId, payType, online]);
  useEffect(() => {
    if (trade?.state !== 'pending') return;
    const ask = new AbortController();
    const timer = setInterval(() => {
      queryScenePay(schoolId, trade.paymentId, ask.signal)
        .then((t) => {
          if (ask.signal.aborted || t.state === 'pending') return;
          clearInterval(timer);
          if (t.state === 'closed') return setTrade({ ...trade, state: 'closed' });
          notify.success(`支付成功，收据编号 ${t.receiptNo}`);
          close.current();
        })
        .catch(() => {});
    }, POLL_MS);
    return () => {
      ask.abort();
      clearInterval(timer);
    };
  }, [trade, schoolId]);
  return (
    <Modal opened={view !== null} onClose={onClose} title="扫码收款" centered size="sm">
      <Stack align="center">
        <Text size="sm">
          {view?.bill.studentName}「{view?.bill.title}」
        </Text>
        <SegmentedControl
          value={payType}
          onChange={(v) => setPayType(v === '2' ? '2' : '1')}
          data={[
            { value: '1', label: '支付宝' },
            { value: '2', label: '微信' },
          ]}
        />
        {!online ? (
          <Alert color="orange" variant="light" w="100%">
            当前离线，扫码收款需要联网。
          </Alert>
        ) : failed ? (
          <Alert color="red" variant="light" w="100%">
            未能生成收款二维码，请稍后重试。
          </Alert>
        ) : trade?.state === 'closed' ? (
          <Alert color="orange" variant="light" w="100%">
            该收款码已失效（账单已收款、已作废或已生成新的收款码），请关闭后重新扫码收款。
          </Alert>
        ) : trade ? (
          <>
            <QrCode value={trade.payData} size={200} label="收款二维码" />
            <Text fw={700} size="lg" data-testid="scene-amount">
              {formatFen(trade.amountFen)}
            </Text>
            <Text size="xs" c="dimmed" ta="center">
              请家长用{payType === '2' ? '微信' : '支付宝'}扫码支付，支付完成后自动确认并生成收据。
            </Text>
            <Anchor href={trade.payData} target="_blank" rel="noopener" size="sm">
              在新窗口打开收银台
            </Anchor>
            <Group gap={6}>
              <Loader size="xs" />
              <Text size="xs" c="dimmed">
                等待支付…
              </Text>
            </Group>
          </>
        ) : (
          <Loader size="sm" />
        )}
        <Button variant="default" onClick={onClose}>
          关闭
        </Button>
      </Stack>
    </Modal>
  );
}
