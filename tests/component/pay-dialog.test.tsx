import type { Order } from '@contract/orders';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PayDialog, type PayTarget } from '@/features/orders/PayDialog';
import { renderWithProviders } from './render';

const calls = vi.hoisted(() => ({ payOnLine: vi.fn(), getOrderPayStatus: vi.fn(), getSchoolOrders: vi.fn() }));
vi.mock('@/lib/api/calls/order-payments', () => calls);

const order: Order = {
  orderId: 'YW1',
  contractId: 'HT-1',
  name: '园务管理系统年度续费',
  orderType: '续费',
  productVersion: '标准版',
  expirationTime: '2027-10-05 10:00:00',
  purchaseDesc: '1年',
  orderStatus: 0,
  orderStatusDesc: '待支付',
  totalPrice: '3980.00',
  invoicingSatus: 0,
  schoolId: 104,
};
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function Harness({ onPaid }: { onPaid: () => void }) {
  const [target, setTarget] = useState<PayTarget | null>({ schoolId: 104, order });
  return (
    <PayDialog
      target={target}
      onClose={() => setTarget(null)}
      onPaid={() => {
        setTarget(null);
        onPaid();
      }}
    />
  );
}

describe('PayDialog (扫码支付)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    calls.payOnLine.mockReset().mockResolvedValue({ orderId: 'YW1', payData: 'http://pay.test/sandbox-pay/SBX1' });
    calls.getOrderPayStatus.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('shows the payData as a QR, asks every 1.5 s, and closes with a toast once paid', async () => {
    calls.getOrderPayStatus.mockResolvedValueOnce(0).mockResolvedValueOnce(1);
    const onPaid = vi.fn();
    renderWithProviders(<Harness onPaid={onPaid} />);
    await advance(0);
    expect(calls.payOnLine).toHaveBeenCalledWith(104, order, expect.anything());
    expect(screen.getByTestId('pay-qr').getAttribute('data-pay-url')).toBe('http://pay.test/sandbox-pay/SBX1');
    await advance(1_400);
    expect(calls.getOrderPayStatus).toHaveBeenCalledTimes(0);
    await advance(100);
    expect(calls.getOrderPayStatus).toHaveBeenCalledTimes(1);
    expect(onPaid).not.toHaveBeenCalled();
    await advance(1_500);
    expect(calls.getOrderPayStatus).toHaveBeenCalledTimes(2);
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(screen.getByText('支付成功')).toBeTruthy();
    await advance(6_000);
    expect(calls.getOrderPayStatus).toHaveBeenCalledTimes(2);
  });

  it('stops asking when closed, and 我已完成支付 says 未支付 while the server says so', async () => {
    calls.getOrderPayStatus.mockResolvedValue(0);
    renderWithProviders(<Harness onPaid={() => {}} />);
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: '我已完成支付' }));
    await advance(0);
    expect(screen.getByText('订单支付状态查询为“未支付”')).toBeTruthy();
    const before = calls.getOrderPayStatus.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await advance(10_000);
    expect(calls.getOrderPayStatus).toHaveBeenCalledTimes(before);
  });
});
