import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FinanceGate } from '@/app/shell/finance-heartbeat/FinanceGate';
import { FinanceHeartbeat } from '@/app/shell/finance-heartbeat/FinanceHeartbeat';
import { isFinanceLocked, setFinanceLocked } from '@/app/shell/finance-heartbeat/finance-lock';
import { useSessionUpkeep } from '@/app/shell/use-session-upkeep';
import { ApiError } from '@/lib/api/api-error';
import { completeSession, getSessionState, startSession } from '@/lib/session/store';
import { demoSession } from './fixtures';
import { renderWithProviders } from './render';

const calls = vi.hoisted(() => ({ renewToken: vi.fn(), financeHeartbeat: vi.fn() }));
vi.mock('@/lib/api/calls/renew-token', () => ({ renewToken: calls.renewToken }));
vi.mock('@/lib/api/calls/finance-heartbeat', () => ({ financeHeartbeat: calls.financeHeartbeat }));
vi.mock('@/lib/session/bootstrap', () => ({ revalidateSession: vi.fn() }));
const navigate = vi.hoisted(() => vi.fn());
const route = vi.hoisted(() => ({ path: '/YWGL/CWGL/ZDGL' }));
vi.mock('@tanstack/react-router', () => ({
  useNavigate: () => navigate,
  useRouterState: ({ select }: { select: (s: unknown) => unknown }) => select({ location: { pathname: route.path } }),
}));

const MIN = 60_000;
const signedIn = () => {
  startSession(demoSession);
  completeSession({}, false);
};
/** Lets resolved promises run their `then` between timer steps. */
const settle = () => act(async () => {});

describe('token renewal while active (SPEC §7, every 30 minutes)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    calls.renewToken.mockReset().mockResolvedValue({ expirationTime: 4_102_444_800_000 });
    signedIn();
  });
  afterEach(() => vi.useRealTimers());

  it('renews every 30 minutes while someone works, and stores the new expiry', async () => {
    renderHook(() => useSessionUpkeep());
    await act(() => vi.advanceTimersByTimeAsync(10 * MIN));
    fireEvent.keyDown(window, { key: 'a' });
    await act(() => vi.advanceTimersByTimeAsync(20 * MIN - 1));
    expect(calls.renewToken).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(calls.renewToken).toHaveBeenCalledTimes(1);
    await settle();
    expect(getSessionState().session?.expirationTime).toBe(4_102_444_800_000);

    fireEvent.pointerDown(window);
    await act(() => vi.advanceTimersByTimeAsync(30 * MIN));
    expect(calls.renewToken).toHaveBeenCalledTimes(2);
  });

  it('leaves an idle session alone, and renews at once when work resumes after 30 minutes', async () => {
    renderHook(() => useSessionUpkeep());
    await act(() => vi.advanceTimersByTimeAsync(75 * MIN));
    expect(calls.renewToken).not.toHaveBeenCalled();
    fireEvent.pointerDown(window);
    expect(calls.renewToken).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(window, { key: 'b' });
    expect(calls.renewToken).toHaveBeenCalledTimes(1);
  });

  it('does not call the server while offline or signed out', async () => {
    renderHook(() => useSessionUpkeep());
    fireEvent.keyDown(window, { key: 'a' });
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await act(() => vi.advanceTimersByTimeAsync(30 * MIN));
    online.mockRestore();
    expect(calls.renewToken).not.toHaveBeenCalled();
  });
});

describe('finance heartbeat (SPEC §6, §8, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    calls.financeHeartbeat.mockReset();
    navigate.mockReset();
    route.path = '/YWGL/CWGL/ZDGL';
    signedIn();
    setFinanceLocked(false);
  });
  afterEach(() => vi.useRealTimers());
  const timer = () => screen.queryByTestId('finance-timer');

  it('beats every 10 s on a finance page; the timer shows only at ≤ 60000 ms and counts down', async () => {
    calls.financeHeartbeat.mockResolvedValue(5 * MIN);
    renderWithProviders(<FinanceHeartbeat />);
    await settle();
    expect(calls.financeHeartbeat).toHaveBeenCalledTimes(1);
    expect(timer()).toBeNull();
    calls.financeHeartbeat.mockResolvedValue(60_000);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(calls.financeHeartbeat).toHaveBeenCalledTimes(2);
    expect(timer()?.textContent).toBe('1:00');
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(timer()?.textContent).toBe('0:57');
  });

  it('a failed heartbeat hides and resets the timer; 403 locks the finance pages in place and stops the beats', async () => {
    calls.financeHeartbeat.mockResolvedValue(30_000);
    renderWithProviders(<FinanceHeartbeat />);
    await settle();
    expect(timer()?.textContent).toBe('0:30');
    calls.financeHeartbeat.mockRejectedValue(new ApiError('network', 'network error'));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(timer()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();

    calls.financeHeartbeat.mockRejectedValue(new ApiError('business', '请先验证财务密码', 403, 403));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    // No separate 财务登录 page (and tab): the page itself shows the finance login (FinanceGate).
    expect(navigate).not.toHaveBeenCalled();
    expect(isFinanceLocked()).toBe(true);
    const beats = calls.financeHeartbeat.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(calls.financeHeartbeat).toHaveBeenCalledTimes(beats);

    // Unlocked in place: the beats start again at once.
    calls.financeHeartbeat.mockResolvedValue(30 * MIN);
    act(() => setFinanceLocked(false));
    await settle();
    expect(calls.financeHeartbeat).toHaveBeenCalledTimes(beats + 1);
  });

  it('a locked finance page shows the finance login in its place; the unlock shows the page again', async () => {
    setFinanceLocked(true);
    // The finance login is a lazy chunk, loaded the first time a locked finance page is opened: let it arrive.
    const view = await act(async () =>
      renderWithProviders(
        <FinanceGate path="/YWGL/CWGL/ZDGL">
          <p>账单列表</p>
        </FinanceGate>,
      ),
    );
    await act(() => import('@/features/account/finance-unlock/FinanceUnlockPage'));
    expect(screen.getByText('财务数据受保护，请先验证财务密码')).toBeTruthy();
    expect(screen.getByText('账单列表').checkVisibility()).toBe(false);
    act(() => setFinanceLocked(false));
    expect(screen.queryByText('财务数据受保护，请先验证财务密码')).toBeNull();
    expect(screen.getByText('账单列表').checkVisibility()).toBe(true);
    view.unmount();

    // Other pages are never in the way of the lock.
    setFinanceLocked(true);
    renderWithProviders(
      <FinanceGate path="/YWGL/JCXX/YEGL">
        <p>幼儿列表</p>
      </FinanceGate>,
    );
    expect(screen.queryByText('财务数据受保护，请先验证财务密码')).toBeNull();
    expect(screen.getByText('幼儿列表')).toBeTruthy();
  });

  it('does not beat outside finance pages, nor on the finance login', async () => {
    calls.financeHeartbeat.mockResolvedValue(30_000);
    route.path = '/YWGL/JCXX/YEGL';
    const view = renderWithProviders(<FinanceHeartbeat />);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    view.unmount();
    route.path = '/YWGL/CWGL/LOGIN';
    renderWithProviders(<FinanceHeartbeat />);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(calls.financeHeartbeat).not.toHaveBeenCalled();
  });
});
