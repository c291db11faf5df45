import { describe, expect, it } from 'vitest';
import { isSilentFailure } from '@/lib/api/silent-failure';

const failure = (message: string, code: number | null = 400, status: number | null = 400) => ({ message, code, status });

describe('which failures are toasted (SPEC §8)', () => {
  it('toasts an ordinary failure with its message', () => {
    expect(isSilentFailure(failure('用户名或密码错误'))).toBe(false);
  });

  it('never toasts 系统错误', () => {
    expect(isSilentFailure(failure('系统错误', 500, 500))).toBe(true);
    expect(isSilentFailure(failure(' 系统错误 ', 400, 200))).toBe(true);
  });

  it("never toasts 'system error', whatever its case", () => {
    expect(isSilentFailure(failure('system error', 500, 500))).toBe(true);
    expect(isSilentFailure(failure('System Error', 500, 500))).toBe(true);
  });

  it('never toasts a failure that says nothing (it would read 系统错误)', () => {
    expect(isSilentFailure(failure('', 500, 500))).toBe(true);
    expect(isSilentFailure(failure('   ', 400, 400))).toBe(true);
  });

  it('never toasts code 403 on status 403, but does a 403 code on another status', () => {
    expect(isSilentFailure(failure('无权访问', 403, 403))).toBe(true);
    expect(isSilentFailure(failure('无权访问', 403, 200))).toBe(false);
    expect(isSilentFailure(failure('无权访问', 400, 403))).toBe(false);
  });

  it('never toasts 二维码已失效', () => {
    expect(isSilentFailure(failure('二维码已失效', 400, 400))).toBe(true);
  });

  it('never toasts code 3008', () => {
    expect(isSilentFailure(failure('暂不提示', 3008, 400))).toBe(true);
  });
});
