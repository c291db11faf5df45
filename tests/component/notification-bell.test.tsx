import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationBell } from '@/app/shell/header/NotificationBell';
import { ApiError } from '@/lib/api/api-error';
import { endSession, startSession } from '@/lib/session/store';
import { demoSession } from './fixtures';
import { renderWithProviders } from './render';

const calls = vi.hoisted(() => ({ getNoticeCount: vi.fn() }));
vi.mock('@/lib/api/calls/get-notice-count', () => ({ getNoticeCount: calls.getNoticeCount }));
// The message socket is tested on the server and end to end; here only the poll matters.
vi.mock('@/features/notifications/notice-socket', () => ({ connectNoticeSocket: () => () => {} }));

const bell = () => screen.getByRole('button', { name: /^通知/ });
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('NotificationBell', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    calls.getNoticeCount.mockReset();
    startSession(demoSession);
  });
  afterEach(() => {
    endSession();
    vi.useRealTimers();
  });

  it('polls the count every 10 s and shows 99+ above 99', async () => {
    calls.getNoticeCount.mockResolvedValueOnce({ count: 3 }).mockResolvedValueOnce({ count: 120 });
    renderWithProviders(<NotificationBell />);
    await advance(0);
    expect(bell().getAttribute('aria-label')).toBe('通知，3 条未读');
    expect(calls.getNoticeCount).toHaveBeenCalledWith(101, { quiet: true });
    await advance(9_000);
    expect(calls.getNoticeCount).toHaveBeenCalledTimes(1);
    await advance(1_000);
    expect(calls.getNoticeCount).toHaveBeenCalledTimes(2);
    expect(bell().getAttribute('aria-label')).toBe('通知，99+ 条未读');
    expect(screen.getByText('99+')).toBeTruthy();
  });

  it('stops polling silently after an error or a non-200 answer', async () => {
    calls.getNoticeCount.mockResolvedValueOnce({ count: 2 }).mockRejectedValueOnce(new ApiError('business', '系统错误', 500, 500));
    renderWithProviders(<NotificationBell />);
    await advance(10_000);
    expect(calls.getNoticeCount).toHaveBeenCalledTimes(2);
    await advance(60_000);
    expect(calls.getNoticeCount).toHaveBeenCalledTimes(2);
    // The last known count stays; nothing is toasted.
    expect(bell().getAttribute('aria-label')).toBe('通知，2 条未读');
    expect(screen.queryByText('系统错误')).toBeNull();
  });

  it('starts again when the browser is back online', async () => {
    calls.getNoticeCount.mockRejectedValueOnce(new ApiError('network', 'network error')).mockResolvedValue({ count: 5 });
    renderWithProviders(<NotificationBell />);
    await advance(30_000);
    expect(calls.getNoticeCount).toHaveBeenCalledTimes(1);
    await act(async () => window.dispatchEvent(new Event('online')));
    await advance(0);
    expect(bell().getAttribute('aria-label')).toBe('通知，5 条未读');
  });
});
