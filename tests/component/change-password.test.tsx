import type { UserInfoResponse } from '@contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ChangePasswordPage } from '@/features/account/change-password/ChangePasswordPage';
import { ApiError } from '@/lib/api/api-error';
import { completeSession, getSessionState, startSession } from '@/lib/session/store';
import { demoSession } from './fixtures';
import { renderWithProviders } from './render';

const calls = vi.hoisted(() => ({
  changePassword: vi.fn(),
  sendSmsCode: vi.fn(),
  validateSmsCode: vi.fn(),
  resetPassword: vi.fn(),
}));
vi.mock('@/lib/api/calls/change-password', () => ({ changePassword: calls.changePassword }));
vi.mock('@/lib/api/calls/send-sms-code', () => ({ sendSmsCode: calls.sendSmsCode }));
vi.mock('@/lib/api/calls/validate-sms-code', () => ({ validateSmsCode: calls.validateSmsCode }));
vi.mock('@/lib/api/calls/reset-password', () => ({ resetPassword: calls.resetPassword }));
vi.mock('@/lib/api/calls/get-captcha-config', () => ({ getCaptchaConfig: async () => ({ enabled: false }) }));

const userInfo = {
  userInfo: { userId: 7, loginName: 'yuanzhang', userName: '王丽华', mobilePhone: '13800000001', headPic: '', level: 1, isRemember: 1 },
  schoolInfo: demoSession.schoolInfo,
} as unknown as UserInfoResponse;

function signIn(pwdWarn = 0) {
  startSession({ ...demoSession, pwdWarn });
  completeSession({ userInfo }, false);
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const confirm = () => fireEvent.click(screen.getByRole('button', { name: '确定' }));

describe('修改密码 (/JCSZ/XGMM)', () => {
  beforeEach(() => {
    for (const c of Object.values(calls)) c.mockReset();
    signIn();
  });

  it('shows the login name read-only; every password input is limited to 14 and can be shown', () => {
    renderWithProviders(<ChangePasswordPage />);
    expect(field('登录名').value).toBe('yuanzhang');
    expect(field('登录名').readOnly).toBe(true);
    for (const label of ['原密码', '新密码', '确认密码']) expect(field(label).maxLength).toBe(14);
    expect(screen.getAllByRole('button', { name: '显示或隐藏密码' })).toHaveLength(3);
    fireEvent.mouseDown(screen.getAllByRole('button', { name: '显示或隐藏密码' })[0] as HTMLElement);
    expect(field('原密码').type).toBe('text');
  });

  it('asks for each field when empty, and sends nothing', async () => {
    renderWithProviders(<ChangePasswordPage />);
    confirm();
    expect(await screen.findByText('请输入原密码')).toBeTruthy();
    expect(screen.getByText('请输入新密码')).toBeTruthy();
    expect(screen.getByText('请再次输入密码')).toBeTruthy();
    expect(calls.changePassword).not.toHaveBeenCalled();
  });

  it.each([
    ['Ab1@xyz', '长度必须在8到14位'],
    ['abcdefgh1', '密码须包含数字、小写字母、大写字母、特殊字符中的至少三种'],
    ['Qwe@2026x', '密码不能过于简易不能包含用户名相同的字符。'],
    ['A@13800000001', '密码不能过于简易不能包含用户名相同的字符。'],
  ])('refuses the new password %j with %s', async (password, message) => {
    renderWithProviders(<ChangePasswordPage />);
    type('原密码', 'Yuanwu@2026');
    type('新密码', password);
    type('确认密码', password);
    confirm();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(calls.changePassword).not.toHaveBeenCalled();
  });

  it('refuses a confirmation that differs', async () => {
    renderWithProviders(<ChangePasswordPage />);
    type('原密码', 'Yuanwu@2026');
    type('新密码', 'Fresh#Pass42');
    type('确认密码', 'Fresh#Pass43');
    confirm();
    expect(await screen.findByText('两次输入密码不一致!')).toBeTruthy();
  });

  it('changes it: 修改成功, the fields empty, the weak-password flag clears', async () => {
    signIn(1);
    calls.changePassword.mockResolvedValue(null);
    renderWithProviders(<ChangePasswordPage />);
    type('原密码', 'Yuanwu@2026');
    type('新密码', 'Fresh#Pass42');
    type('确认密码', 'Fresh#Pass42');
    confirm();
    expect(await screen.findByText('修改成功')).toBeTruthy();
    expect(calls.changePassword).toHaveBeenCalledWith(
      { mobilePhone: '13800000001', oldPassword: 'Yuanwu@2026', newPassword: 'Fresh#Pass42' },
      { quiet: true },
    );
    await waitFor(() => expect(field('原密码').value).toBe(''));
    expect(getSessionState().session?.pwdWarn).toBe(0);
  });

  it('a wrong original password is said at the field', async () => {
    calls.changePassword.mockRejectedValue(new ApiError('business', '原密码错误', 400, 400));
    renderWithProviders(<ChangePasswordPage />);
    type('原密码', 'NotMine@2026');
    type('新密码', 'Fresh#Pass42');
    type('确认密码', 'Fresh#Pass42');
    confirm();
    const error = await screen.findByText('原密码错误');
    expect(field('原密码').getAttribute('aria-describedby')).toContain(error.id);
  });

  it('忘记原密码? resets through the SMS dialog: phone and code, then the new password twice', async () => {
    calls.sendSmsCode.mockResolvedValue(null);
    calls.validateSmsCode.mockResolvedValue({ authorizationCode: 'auth-1' });
    calls.resetPassword.mockResolvedValue(null);
    renderWithProviders(<ChangePasswordPage />);
    fireEvent.click(screen.getByRole('button', { name: '忘记原密码?' }));
    const dialog = await screen.findByRole('dialog', { name: '忘记密码' });
    const inDialog = within(dialog);
    expect((inDialog.getByLabelText('手机号') as HTMLInputElement).value).toBe('13800000001');

    fireEvent.change(inDialog.getByLabelText('手机号'), { target: { value: '' } });
    fireEvent.click(inDialog.getByRole('button', { name: '获取验证码' }));
    expect(await inDialog.findByText('请输入电话号码')).toBeTruthy();
    fireEvent.change(inDialog.getByLabelText('手机号'), { target: { value: '1380000' } });
    fireEvent.click(inDialog.getByRole('button', { name: '下一步' }));
    expect(await inDialog.findByText('请输入正确的手机号!')).toBeTruthy();
    expect(inDialog.getByText('请输入验证码！')).toBeTruthy();

    fireEvent.change(inDialog.getByLabelText('手机号'), { target: { value: '13800000001' } });
    fireEvent.click(inDialog.getByRole('button', { name: '获取验证码' }));
    expect(await inDialog.findByRole('button', { name: '60秒后重新获取' })).toBeTruthy();
    expect(calls.sendSmsCode).toHaveBeenCalledWith({ type: 2, mobilePhone: '13800000001', captchaVerification: undefined });

    fireEvent.change(inDialog.getByLabelText('验证码'), { target: { value: '123456' } });
    fireEvent.click(inDialog.getByRole('button', { name: '下一步' }));
    await inDialog.findByLabelText('确认密码', { selector: 'input' });
    expect(calls.validateSmsCode).toHaveBeenCalledWith('13800000001', '123456');

    fireEvent.change(inDialog.getByLabelText('新密码', { selector: 'input' }), { target: { value: 'New#Pass2026' } });
    fireEvent.change(inDialog.getByLabelText('确认密码', { selector: 'input' }), { target: { value: 'New#Pass2025' } });
    fireEvent.click(inDialog.getByRole('button', { name: '确定' }));
    expect(await inDialog.findByText('两次输入密码不一致!')).toBeTruthy();
    fireEvent.change(inDialog.getByLabelText('确认密码', { selector: 'input' }), { target: { value: 'New#Pass2026' } });
    fireEvent.click(inDialog.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('重置密码成功')).toBeTruthy();
    expect(calls.resetPassword).toHaveBeenCalledWith({
      mobilePhone: '13800000001',
      code: '123456',
      authorizationCode: 'auth-1',
      password: 'New#Pass2026',
      repassword: 'New#Pass2026',
    });
    // Every session of the account ended with the reset, this one too.
    await waitFor(() => expect(getSessionState().token).toBeNull());
  });
});
