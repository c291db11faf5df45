import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UserMenu } from '@/app/shell/UserMenu';
import { getSessionState, startSession } from '@/lib/session/store';
import { demoSession } from './fixtures';
import { renderWithProviders } from './render';

const logout = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/calls/logout', () => ({ logout }));
// The user menu also links to 修改密码 and hosts the account prompts, which read the route.
vi.mock('@tanstack/react-router', () => ({
  useNavigate: () => vi.fn(),
  useRouterState: ({ select }: { select: (s: unknown) => unknown }) => select({ location: { pathname: '/HOME' } }),
}));

async function openLogoutConfirm() {
  renderWithProviders(<UserMenu />);
  fireEvent.click(screen.getByRole('button', { name: '用户菜单' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: '退出登录' }));
  expect(await screen.findByText('请确认是否退出系统?')).toBeTruthy();
}

describe('logout confirm', () => {
  beforeEach(() => {
    logout.mockReset();
    logout.mockResolvedValue(null);
    startSession(demoSession);
  });

  it('取消 shows 已取消 and leaves the session alone', async () => {
    await openLogoutConfirm();

    fireEvent.click(screen.getByRole('button', { name: '取消' }));

    expect(await screen.findByText('已取消')).toBeTruthy();
    expect(logout).not.toHaveBeenCalled();
    expect(getSessionState().token).toBe('token-abc');
    expect(localStorage.getItem('yw.token')).toBe('token-abc');
  });

  it('确定 tells the server and clears the session', async () => {
    await openLogoutConfirm();

    fireEvent.click(screen.getByRole('button', { name: '确定' }));

    await waitFor(() => expect(getSessionState().token).toBeNull());
    expect(localStorage.getItem('yw.token')).toBeNull();
    expect(localStorage.getItem('yw.session')).toBeNull();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(logout.mock.calls[0]?.[0]).toMatchObject({ identity: { token: 'token-abc', schoolId: 101, userId: 7 } });
  });
});
