import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '@/features/account/LoginForm';
import { demoSession } from './fixtures';
import { renderWithProviders } from './render';

const login = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/calls/login', () => ({ login }));
// This server asks for no captcha (tests/component/captcha.test.tsx covers the captcha).
vi.mock('@/lib/api/calls/get-captcha-config', () => ({ getCaptchaConfig: async () => ({ enabled: false }) }));

describe('LoginForm', () => {
  beforeEach(() => {
    login.mockReset();
  });

  it('asks for the login name and the password when both are empty, and sends nothing', async () => {
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);

    fireEvent.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByText('请输入用户名')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('asks only for the password once the login name is filled in', async () => {
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);

    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: 'yuanzhang' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByText('请输入密码')).toBeTruthy();
    expect(screen.queryByText('请输入用户名')).toBeNull();
    expect(login).not.toHaveBeenCalled();
  });

  it('signs in with what was typed, stores the session and goes to the landing page', async () => {
    login.mockResolvedValue(demoSession);
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);

    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: ' yuanzhang ' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Yuanwu@2026' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/HOME'));
    expect(login).toHaveBeenCalledWith({ loginName: ' yuanzhang ', password: 'Yuanwu@2026' });
    expect(localStorage.getItem('yw.token')).toBe('token-abc');
    expect(localStorage.getItem('yw.pref.lastLoginName')).toBe('yuanzhang');
  });
});
