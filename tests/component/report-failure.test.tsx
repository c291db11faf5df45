import { Msg } from '@contract';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { reportFailure } from '@/lib/api/report-failure';
import { getSessionState, startSession } from '@/lib/session/store';
import { demoSession } from './fixtures';
import { renderWithProviders } from './render';

describe('failure toasts (SPEC §8)', () => {
  beforeEach(() => {
    renderWithProviders(<div />);
    startSession(demoSession);
  });

  it('shows the server message', async () => {
    reportFailure(new ApiError('business', '用户名或密码错误', 400, 400));
    expect(await screen.findByText('用户名或密码错误')).toBeTruthy();
  });

  it('says 系统繁忙 when the server cannot be reached', async () => {
    reportFailure(new ApiError('network', 'network error'));
    expect(await screen.findByText(Msg.networkError)).toBeTruthy();
  });

  it('ends the session on 20011 with 登录已过期,需重新登录', async () => {
    reportFailure(new ApiError('business', 'token expired', 20011, 401));
    expect(await screen.findByText(Msg.tokenExpired)).toBeTruthy();
    expect(getSessionState().token).toBeNull();
  });

  it('stays silent for 系统错误, 二维码已失效, code 3008 and a 403 on HTTP 403', async () => {
    reportFailure(new ApiError('business', '系统错误', 500, 500));
    reportFailure(new ApiError('business', '二维码已失效', 400, 400));
    reportFailure(new ApiError('business', '暂不提示', 3008, 400));
    reportFailure(new ApiError('business', '无权', 403, 403));
    reportFailure(new ApiError('abort', 'aborted'));
    reportFailure(new ApiError('business', '最后一条', 400, 400));
    expect(await screen.findByText('最后一条')).toBeTruthy();
    for (const text of ['系统错误', '二维码已失效', '暂不提示', '无权']) expect(screen.queryByText(text)).toBeNull();
    expect(getSessionState().token).toBe('token-abc');
  });

  it('does not toast 系统错误 for a failure that says nothing', async () => {
    reportFailure(new ApiError('business', '', 500, 500));
    reportFailure(new ApiError('business', '最后一条', 400, 400));
    expect(await screen.findByText('最后一条')).toBeTruthy();
    expect(screen.queryByText(Msg.systemError)).toBeNull();
  });
});
