import type { Order } from '@contract/orders/school-orders';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PayDialog, type PayTarget } from '@/features/orders/PayDialog';
import { renderWithProviders } from './render';

const calls = vi.hoisted(() => ({
  payOnLine: vi.fn(),
  getOrderPayStatus: vi.fn(),
  getSchoolOrders: vi.fn(),
  getBankInfoOfAgent: vi.fn(),
  pagePayUrl: (orderId: string) => `/qltcrm/order/anon/payOnLineAliPc?orderId=${orderId}`,
}));
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

  it('电脑网站支付 opens the provider’s page in a new window and asks to confirm; 已完成支付 says 未支付 until paid', async () => {
    calls.payOnLine.mockResolvedValue({ orderId: 'YW1', payData: 'https://qr.alipay.com/bax01', pagePay: 1 });
    calls.getOrderPayStatus.mockResolvedValue(0);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const onPaid = vi.fn();
    renderWithProviders(<Harness onPaid={onPaid} />);
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: '电脑网站支付' }));
    await advance(0);
    expect(open).toHaveBeenCalledWith('/qltcrm/order/anon/payOnLineAliPc?orderId=YW1', '_blank', 'noopener');
    expect(screen.getByText('确认支付')).toBeTruthy();
    expect(screen.getByText(/请在新打开的页面中完成支付/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '已完成支付' }));
    await advance(0);
    expect(screen.getByText('订单支付状态查询为“未支付”')).toBeTruthy();
    expect(onPaid).not.toHaveBeenCalled();
    // Paid in the other window while the confirm is open: the poll sees it, and the confirm goes with the dialog.
    fireEvent.click(screen.getByRole('button', { name: '电脑网站支付' }));
    await advance(0);
    expect(screen.getByRole('button', { name: '已完成支付' })).toBeTruthy();
    calls.getOrderPayStatus.mockResolvedValue(1);
    await advance(1_500);
    expect(onPaid).toHaveBeenCalledTimes(1);
    await advance(500);
    expect(screen.queryByRole('button', { name: '已完成支付' })).toBeNull();
    open.mockRestore();
  });

  it('without a PC page (WeChat Pay) there is no 电脑网站支付', async () => {
    calls.payOnLine.mockResolvedValue({ orderId: 'YW1', payData: 'weixin://wxpay/bizpayurl?pr=YW1', pagePay: 0 });
    renderWithProviders(<Harness onPaid={() => {}} />);
    await advance(0);
    expect(screen.getByTestId('pay-qr').getAttribute('data-pay-url')).toBe('weixin://wxpay/bizpayurl?pr=YW1');
    expect(screen.queryByRole('button', { name: '电脑网站支付' })).toBeNull();
    expect(screen.queryByText('在新窗口打开收银台')).toBeNull();
  });

  it('对公转账 shows the agent’s account, the amount, the order number and the 1–5 working days; 在线支付 when offered', async () => {
    calls.getBankInfoOfAgent.mockResolvedValue({
      companyName: '园务云科技有限公司',
      mobile: '400-800-0000',
      bankName: '中国工商银行',
      branchBankName: '中国工商银行北京中关村支行',
      bankCardNo: '0200 0000 0000 0000 000',
      interBankNo: '102100000000',
      onlineSupport: 1,
    });
    calls.getOrderPayStatus.mockResolvedValue(0);
    renderWithProviders(<Harness onPaid={() => {}} />);
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: '对公转账' }));
    await advance(0);
    expect(calls.getBankInfoOfAgent).toHaveBeenCalledWith(104, expect.anything());
    const bank = screen.getByTestId('bank-transfer');
    for (const text of [
      '园务云科技有限公司',
      '中国工商银行北京中关村支行',
      '0200 0000 0000 0000 000',
      '102100000000',
      '400-800-0000',
      '¥3980.00',
      '订单号 YW1',
    ]) {
      expect(bank.textContent).toContain(text);
    }
    expect(bank.textContent).toContain('1-5个工作日');
    // Scanning stops while the account is shown.
    const asked = calls.getOrderPayStatus.mock.calls.length;
    await advance(4_500);
    expect(calls.getOrderPayStatus).toHaveBeenCalledTimes(asked);
    fireEvent.click(screen.getByRole('button', { name: '在线支付' }));
    await advance(0);
    expect(screen.getByTestId('pay-qr')).toBeTruthy();
  });

  it('对公转账 without online payment (onlineSupport 0) offers no 在线支付', async () => {
    calls.payOnLine.mockRejectedValue(new Error('在线支付暂未开通'));
    calls.getBankInfoOfAgent.mockResolvedValue({
      companyName: 'A',
      mobile: '',
      bankName: 'B',
      branchBankName: 'C',
      bankCardNo: '1',
      interBankNo: '2',
      onlineSupport: 0,
    });
    renderWithProviders(<Harness onPaid={() => {}} />);
    await advance(0);
    expect(screen.getByText(/选择对公转账/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '对公转账' }));
    await advance(0);
    expect(screen.getByTestId('bank-transfer')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '在线支付' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '我知道了' }));
    await advance(500);
    expect(screen.queryByTestId('bank-transfer')).toBeNull();
  });
});
