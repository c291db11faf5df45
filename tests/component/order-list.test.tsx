import type { Order } from '@contract/orders/school-orders';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderListPage } from '@/features/orders/OrderListPage';
import { expiryReminderKey } from '@/lib/session/school-expiry';
import { endSession, startSession } from '@/lib/session/store';
import { demoSession } from './fixtures';
import { renderWithProviders } from './render';

const calls = vi.hoisted(() => ({ payOnLine: vi.fn(), getOrderPayStatus: vi.fn(), getSchoolOrders: vi.fn() }));
vi.mock('@/lib/api/calls/order-payments', () => calls);

const order = (orderId: string, orderStatus: 0 | 1): Order => ({
  orderId,
  contractId: 'HT-1',
  name: orderStatus === 0 ? '智慧校车模块' : '园务管理系统年度订阅',
  orderType: '续费',
  productVersion: '标准版',
  expirationTime: '2027-10-05 10:00:00',
  purchaseDesc: '1年',
  orderStatus,
  orderStatusDesc: orderStatus === 0 ? '待支付' : '已支付',
  totalPrice: orderStatus === 0 ? '1200.00' : '5980.00',
  invoicingSatus: 0,
  schoolId: 101,
});

describe('OrderListPage (/JCSZ/DDLB)', () => {
  beforeEach(() => {
    localStorage.clear();
    calls.getSchoolOrders.mockReset();
    calls.payOnLine.mockReset();
    startSession(demoSession);
  });
  afterEach(() => {
    endSession();
    vi.restoreAllMocks();
  });

  it('asks 2 a page, shows due or paid amounts with 立即支付 on the unpaid one only', async () => {
    calls.getSchoolOrders.mockResolvedValue({ list: [order('A', 0), order('B', 1)], pageNum: 1, pageSize: 2, total: 3 });
    renderWithProviders(<OrderListPage />);
    await screen.findByText('智慧校车模块');
    expect(calls.getSchoolOrders).toHaveBeenCalledWith(101, 1, 2, expect.anything());
    expect(screen.getByText('共 3 条')).toBeTruthy();
    expect(screen.getByText('应付金额：')).toBeTruthy();
    expect(screen.getByText('实付金额：')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: '立即支付' })).toHaveLength(1);
  });

  it('offers 立即支付 only to a member who may pay the orders (the list itself is open to every member)', async () => {
    startSession({ ...demoSession, permissions: ['/HOME', '/JCSZ/DDLB'] });
    calls.getSchoolOrders.mockResolvedValue({ list: [order('A', 0)], pageNum: 1, pageSize: 2, total: 1 });
    renderWithProviders(<OrderListPage />);
    await screen.findByText('智慧校车模块');
    expect(screen.queryByRole('button', { name: '立即支付' })).toBeNull();
  });

  it('shows 暂无数据 when the school has no orders', async () => {
    calls.getSchoolOrders.mockResolvedValue({ list: [], pageNum: 1, pageSize: 2, total: 0 });
    renderWithProviders(<OrderListPage />);
    await waitFor(() => expect(calls.getSchoolOrders).toHaveBeenCalled());
    expect(screen.getAllByText('暂无数据').length).toBeGreaterThan(0);
  });

  it('offline: the page kept last time, and paying says it needs the server', async () => {
    calls.getSchoolOrders.mockResolvedValue({ list: [order('A', 0)], pageNum: 1, pageSize: 2, total: 1 });
    const first = renderWithProviders(<OrderListPage />);
    await screen.findByText('智慧校车模块');
    first.unmount();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    calls.getSchoolOrders.mockClear();
    renderWithProviders(<OrderListPage />);
    expect(await screen.findByText('智慧校车模块')).toBeTruthy();
    expect(calls.getSchoolOrders).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
    expect(await screen.findByText('当前处于离线状态，支付需要连接服务器')).toBeTruthy();
    expect(calls.payOnLine).not.toHaveBeenCalled();
  });

  it('paid: the dialog closes with 支付成功, the reminder flag goes and the list reloads', async () => {
    calls.getSchoolOrders.mockResolvedValue({ list: [order('A', 0)], pageNum: 1, pageSize: 2, total: 1 });
    calls.payOnLine.mockResolvedValue({ orderId: 'A', payData: 'http://pay.test/sandbox-pay/SBX1' });
    calls.getOrderPayStatus.mockResolvedValue(1);
    const key = expiryReminderKey(demoSession.userId, 101);
    localStorage.setItem(key, '2026-11-25');
    renderWithProviders(<OrderListPage />);
    fireEvent.click(await screen.findByRole('button', { name: '立即支付' }));
    const done = await screen.findByRole('button', { name: '我已完成支付' });
    await waitFor(() => expect((done as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(done);
    expect(await screen.findByText('支付成功')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '扫码支付' })).toBeNull());
    expect(localStorage.getItem(key)).toBeNull();
    expect(calls.getSchoolOrders).toHaveBeenCalledTimes(2);
  });
});
