import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '@/features/account/LoginForm';
import { ClickWordCaptcha } from '@/features/account/captcha/ClickWordCaptcha';
import { SliderCaptcha } from '@/features/account/captcha/SliderCaptcha';
import { SmsCodeButton } from '@/ui/SmsCodeButton';
import { renderWithProviders } from './render';

const api = vi.hoisted(() => ({ getCaptcha: vi.fn(), checkCaptcha: vi.fn(), getCaptchaConfig: vi.fn(), login: vi.fn() }));
vi.mock('@/lib/api/calls/get-captcha', () => ({ getCaptcha: api.getCaptcha }));
vi.mock('@/lib/api/calls/check-captcha', () => ({ checkCaptcha: api.checkCaptcha }));
vi.mock('@/lib/api/calls/get-captcha-config', () => ({ getCaptchaConfig: api.getCaptchaConfig }));
vi.mock('@/lib/api/calls/login', () => ({ login: api.login }));

const PNG = 'iVBORw0KGgo=';
const picture = (n: number, extra = {}) => ({
  repCode: '0000',
  repMsg: '成功',
  repData: { token: `t${n}`, secretKey: '', originalImageBase64: PNG, jigsawImageBase64: PNG, wordList: ['山', '水', '花'], ...extra },
});
const passed = { repCode: '0000', repMsg: '成功', repData: { result: true, captchaVerification: 'tok---{"x":120,"y":5}' } };
const failed = { repCode: '6111', repMsg: '验证失败', repData: null };

beforeEach(() => {
  for (const f of Object.values(api)) f.mockReset();
  let n = 0;
  api.getCaptcha.mockImplementation(async () => picture(++n));
});

async function dragTo(x: number) {
  const handle = await screen.findByRole('slider', { name: '拖动滑块完成拼图' });
  await waitFor(() => expect(screen.getByAltText('验证码图片')).toBeTruthy());
  fireEvent.pointerDown(handle, { clientX: 10, pointerId: 1 });
  fireEvent.pointerMove(handle, { clientX: 10 + x, pointerId: 1 });
  fireEvent.pointerUp(handle, { clientX: 10 + x, pointerId: 1 });
}

describe('slider captcha', () => {
  it('checks where the piece was dropped, turns green with the seconds, and emits the verification after about 1 s', async () => {
    api.checkCaptcha.mockResolvedValue(passed);
    const onVerified = vi.fn();
    renderWithProviders(<SliderCaptcha onVerified={onVerified} />);
    await dragTo(120);
    await waitFor(() => expect(api.checkCaptcha).toHaveBeenCalledWith('blockPuzzle', 't1', { x: 120, y: 5 }));
    expect(await screen.findByText(/^\d+\.\d{2}s验证成功$/)).toBeTruthy();
    expect(onVerified).not.toHaveBeenCalled();
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith(passed.repData.captchaVerification), { timeout: 2000 });
  });

  it('turns red on a wrong position and brings a new picture after 1 s', async () => {
    api.checkCaptcha.mockResolvedValue(failed);
    const onVerified = vi.fn();
    renderWithProviders(<SliderCaptcha onVerified={onVerified} />);
    await dragTo(40);
    expect(await screen.findByText('验证失败')).toBeTruthy();
    await waitFor(() => expect(api.getCaptcha).toHaveBeenCalledTimes(2), { timeout: 2000 });
    await waitFor(() => expect(screen.getByText('向右滑动完成验证')).toBeTruthy());
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('moves with the arrow keys and checks on Enter', async () => {
    api.checkCaptcha.mockResolvedValue(failed);
    renderWithProviders(<SliderCaptcha onVerified={vi.fn()} />);
    const handle = await screen.findByRole('slider');
    await waitFor(() => expect(screen.getByAltText('验证码图片')).toBeTruthy());
    for (let i = 0; i < 5; i++) fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(handle, { key: 'Enter' });
    await waitFor(() => expect(api.checkCaptcha).toHaveBeenCalledWith('blockPuzzle', 't1', { x: 50, y: 5 }));
  });

  it('clears the picture and shows the message on 6201', async () => {
    api.getCaptcha.mockResolvedValue({ repCode: '6201', repMsg: 'get接口请求次数超限，请稍后再试!', repData: null });
    renderWithProviders(<SliderCaptcha onVerified={vi.fn()} />);
    expect(await screen.findByText('get接口请求次数超限，请稍后再试!')).toBeTruthy();
    expect(screen.queryByAltText('验证码图片')).toBeNull();
  });
});

describe('click-word captcha', () => {
  it('asks for the words in order, numbers the clicks, and checks 400 ms after the third', async () => {
    api.checkCaptcha.mockResolvedValue(failed);
    renderWithProviders(<ClickWordCaptcha onVerified={vi.fn()} />);
    expect(await screen.findByText('【山】【水】【花】')).toBeTruthy();
    const image = screen.getByAltText('验证码图片');
    image.getBoundingClientRect = () => ({ left: 0, top: 0, width: 310, height: 155 }) as DOMRect;
    fireEvent.click(image, { clientX: 30, clientY: 40 });
    fireEvent.click(image, { clientX: 100, clientY: 60 });
    expect(screen.getByText('1')).toBeTruthy();
    expect(screen.getByText('2')).toBeTruthy();
    fireEvent.click(image, { clientX: 200, clientY: 90 });
    expect(api.checkCaptcha).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(api.checkCaptcha).toHaveBeenCalledWith('clickWord', 't1', [
        { x: 30, y: 40 },
        { x: 100, y: 60 },
        { x: 200, y: 90 },
      ]),
    );
    expect((await screen.findAllByText('验证失败')).length).toBeGreaterThan(0);
    // A new picture 700 ms after the failure.
    await waitFor(() => expect(api.getCaptcha).toHaveBeenCalledTimes(2), { timeout: 1500 });
  });
});

describe('SmsCodeButton', () => {
  it('counts 60 seconds down after a send and cannot be pressed meanwhile', async () => {
    const onSend = vi.fn(async () => true);
    renderWithProviders(<SmsCodeButton onSend={onSend} />);
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    const counting = await screen.findByRole('button', { name: '60秒后重新获取' });
    expect((counting as HTMLButtonElement).disabled).toBe(true);
    await act(() => new Promise((r) => setTimeout(r, 1100)));
    expect(screen.getByRole('button', { name: '59秒后重新获取' })).toBeTruthy();
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('stays ready when the send failed', async () => {
    renderWithProviders(<SmsCodeButton onSend={async () => false} />);
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect((screen.getByRole('button', { name: '获取验证码' }) as HTMLButtonElement).disabled).toBe(false));
  });
});

describe('login with the captcha on', () => {
  it('opens the slider on 登录 and signs in only with its verification', async () => {
    api.getCaptchaConfig.mockResolvedValue({ enabled: true });
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: 'yuanzhang' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Yuanwu@2026' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请完成安全验证')).toBeTruthy();
    expect(api.login).not.toHaveBeenCalled();
    api.checkCaptcha.mockResolvedValue(passed);
    await dragTo(120);
    await waitFor(
      () =>
        expect(api.login).toHaveBeenCalledWith({
          loginName: 'yuanzhang',
          password: 'Yuanwu@2026',
          captchaVerification: passed.repData.captchaVerification,
        }),
      { timeout: 2500 },
    );
  });
});
