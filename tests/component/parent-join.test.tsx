import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ParentJoinPage } from '@/features/people/parent-invites/ParentJoinPage';
import { renderWithProviders } from './render';

const calls = vi.hoisted(() => ({ checkParentKey: vi.fn(), requestToJoin: vi.fn() }));
vi.mock('@/lib/api/calls/parent-invites', () => calls);

describe('/parentCode: the parent’s request', () => {
  const sms = { send: vi.fn(async () => true), captcha: null };
  beforeEach(() => {
    calls.checkParentKey.mockResolvedValue({ schoolName: '童心阳光幼儿园', studentName: '*小雨', className: '小一班', timeout: 0 });
    calls.requestToJoin.mockReset().mockResolvedValue({ id: 'r1' });
    sms.send.mockClear();
  });

  it('asks for the SMS code of the phone and sends the relation as its guardian code', { timeout: 20_000 }, async () => {
    renderWithProviders(<ParentJoinPage joinKey="k1" sms={sms} />);
    fireEvent.change(await screen.findByLabelText(/家长姓名/), { target: { value: '林建国' } });
    const relation = screen
      .getAllByLabelText(/与幼儿的关系/)
      .find((el) => el.tagName === 'INPUT' && el.getAttribute('type') !== 'hidden') as HTMLInputElement;
    fireEvent.click(relation);
    await waitFor(() => expect(relation.getAttribute('aria-controls')).toBeTruthy());
    const list = document.getElementById(relation.getAttribute('aria-controls') ?? '') as HTMLElement;
    fireEvent.click(await within(list).findByRole('option', { name: '外婆', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    // No code is sent before the phone is right.
    expect(await screen.findByText('请输入手机号')).toBeTruthy();
    expect(sms.send).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/手机号/), { target: { value: '13912345678' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(sms.send).toHaveBeenCalledWith('13912345678'));

    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('请输入验证码！')).toBeTruthy();
    expect(calls.requestToJoin).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/验证码/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() =>
      expect(calls.requestToJoin).toHaveBeenCalledWith({
        key: 'k1',
        parentName: '林建国',
        relation: 5,
        phone: '13912345678',
        code: '123456',
      }),
    );
    expect(await screen.findByText('申请已提交，请等待园所审核')).toBeTruthy();
  });
});
