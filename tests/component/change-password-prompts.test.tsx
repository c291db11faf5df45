import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UserMenu } from '@/app/shell/UserMenu';
import { LoginForm } from '@/features/account/LoginForm';
import { completeSession, getSessionState, startSession } from '@/lib/session/store';
import { AccountPrompts, passwordWarnKey } from '@/features/account/password/AccountPrompts';
import { demoSession } from './fixtures';
import { renderWithProviders } from './render';

const navigate = vi.hoisted(() => vi.fn());
const route = vi.hoisted(() => ({ path: '/HOME' }));
vi.mock('@tanstack/react-router', () => ({
  useNavigate: () => navigate,
  useRouterState: ({ select }: { select: (s: unknown) => unknown }) => select({ location: { pathname: route.path } }),
}));
const calls = vi.hoisted(() => ({ setPassword: vi.fn(), login: vi.fn(), updateIsRemember: vi.fn() }));
vi.mock('@/lib/api/calls/set-password', () => ({ setPassword: calls.setPassword }));
vi.mock('@/lib/api/calls/login', () => ({ login: calls.login }));
vi.mock('@/lib/api/calls/update-is-remember', () => ({ updateIsRemember: calls.updateIsRemember }));
vi.mock('@/lib/api/calls/get-captcha-config', () => ({ getCaptchaConfig: async () => ({ enabled: false }) }));

function signedIn(flags: { setPwd?: number; pwdWarn?: number }) {
  startSession({ ...demoSession, ...flags });
  completeSession({}, false);
}

describe('password prompts from the session (SPEC §3 setPwd, pwdWarn)', () => {
  beforeEach(() => {
    navigate.mockReset();
    for (const c of Object.values(calls)) c.mockReset();
    route.path = '/HOME';
  });

  it('setPwd = 1: a set-password dialog that cannot be dismissed, with the SPEC rules; 设置成功 lifts it', async () => {
    signedIn({ setPwd: 1 });
    calls.setPassword.mockResolvedValue(null);
    renderWithProviders(<AccountPrompts />);
    const dialog = await screen.findByRole('dialog', { name: '设置登录密码' });
    expect(screen.queryByRole('button', { name: /关闭|close/i })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: '设置登录密码' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请输入新密码')).toBeTruthy();
    expect(screen.getByText('请再次输入密码')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('新密码', { selector: 'input' }), { target: { value: 'Fresh#Pass42' } });
    fireEvent.change(screen.getByLabelText('确认密码', { selector: 'input' }), { target: { value: 'Fresh#Pass42' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('设置成功')).toBeTruthy();
    expect(calls.setPassword).toHaveBeenCalledWith({ mobilePhone: '', password: 'Fresh#Pass42', repassword: 'Fresh#Pass42' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '设置登录密码' })).toBeNull());
    expect(getSessionState().session?.setPwd).toBe(0);
  });

  it('pwdWarn = 1: a notice with a way to 修改密码; dismissed, it stays away for the day', () => {
    signedIn({ pwdWarn: 1 });
    const first = renderWithProviders(<AccountPrompts />);
    expect(screen.getByRole('region', { name: '密码安全提醒' }).textContent).toContain('建议尽快修改');
    fireEvent.click(screen.getByRole('button', { name: '去修改密码' }));
    expect(navigate).toHaveBeenCalledWith({ href: '/JCSZ/XGMM' });
    first.unmount();

    const second = renderWithProviders(<AccountPrompts />);
    fireEvent.click(screen.getByRole('button', { name: '稍后再说' }));
    expect(screen.queryByRole('region', { name: '密码安全提醒' })).toBeNull();
    expect(localStorage.getItem(passwordWarnKey(7))).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    second.unmount();
    renderWithProviders(<AccountPrompts />);
    expect(screen.queryByRole('region', { name: '密码安全提醒' })).toBeNull();
  });

  it('the user menu leads to 修改密码', async () => {
    signedIn({});
    renderWithProviders(<UserMenu />);
    fireEvent.click(screen.getByRole('button', { name: '用户菜单' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '修改密码' }));
    expect(navigate).toHaveBeenCalledWith({ href: '/JCSZ/XGMM' });
  });

  it('no notice on the change-password page itself, nor for a strong password', () => {
    signedIn({ pwdWarn: 1 });
    route.path = '/JCSZ/XGMM';
    const view = renderWithProviders(<AccountPrompts />);
    expect(screen.queryByRole('region', { name: '密码安全提醒' })).toBeNull();
    view.unmount();
    route.path = '/HOME';
    signedIn({ pwdWarn: 0 });
    renderWithProviders(<AccountPrompts />);
    expect(screen.queryByRole('region', { name: '密码安全提醒' })).toBeNull();
  });
});

describe('记住我 on the login form', () => {
  beforeEach(() => {
    for (const c of Object.values(calls)) c.mockReset();
    calls.updateIsRemember.mockResolvedValue(null);
  });

  const signInWith = async (remember: boolean) => {
    calls.login.mockResolvedValue(demoSession);
    const onSignedIn = vi.fn();
    const view = renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
    const box = screen.getByLabelText('记住我') as HTMLInputElement;
    if (box.checked !== remember) fireEvent.click(box);
    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: 'yuanzhang' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Yuanwu@2026' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    view.unmount();
  };

  it('checked (the default): keeps the login name for next time and tells the server isRemember 1', async () => {
    await signInWith(true);
    expect(calls.updateIsRemember).toHaveBeenCalledWith(1);
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    expect((screen.getByLabelText('用户名') as HTMLInputElement).value).toBe('yuanzhang');
    expect((screen.getByLabelText('记住我') as HTMLInputElement).checked).toBe(true);
  });

  it('unchecked: forgets the login name and tells the server isRemember 0; the choice is kept', async () => {
    localStorage.setItem('yw.pref.lastLoginName', 'someone');
    await signInWith(false);
    expect(calls.updateIsRemember).toHaveBeenCalledWith(0);
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    expect((screen.getByLabelText('用户名') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('记住我') as HTMLInputElement).checked).toBe(false);
  });

  it('忘记密码? opens the reset dialog from the login page', async () => {
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: '忘记密码?' }));
    expect(await screen.findByRole('dialog', { name: '忘记密码' })).toBeTruthy();
    expect(screen.getByLabelText('手机号')).toBeTruthy();
  });
});
