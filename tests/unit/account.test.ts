import { describe, expect, it } from 'vitest';
import { changePasswordSchema, isFinancePath, resetPasswordSchema, setPasswordSchema } from '@contract';

const issues = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } | undefined }) =>
  (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('account schemas (contract/account.ts)', () => {
  it('reset: the SPEC §5 messages on password and repassword, with the phone rule', () => {
    const base = { mobilePhone: '13800000003', code: '123456', authorizationCode: 'a' };
    expect(issues(resetPasswordSchema.safeParse({ ...base, password: 'Ab@13800000003', repassword: 'x' }))).toEqual([
      ['password', '密码不能过于简易不能包含用户名相同的字符。'],
      ['repassword', '两次输入密码不一致!'],
    ]);
    expect(
      issues(resetPasswordSchema.safeParse({ ...base, mobilePhone: '1380000', password: 'Good#Pass42', repassword: 'Good#Pass42' })),
    ).toEqual([['mobilePhone', '请输入正确的手机号!']]);
  });

  it('change: the original goes as md5 and is required; the new one is judged as typed', () => {
    expect(issues(changePasswordSchema.safeParse({ password: '', newPassword: 'Good#Pass42' }))[0]).toEqual(['password', '请输入原密码']);
    expect(issues(changePasswordSchema.safeParse({ password: 'a'.repeat(32), newPassword: 'Good#Pass4' }))).toEqual([]);
    expect(issues(changePasswordSchema.safeParse({ password: 'a'.repeat(32), newPassword: 'Good#Pass4567x' }))).toEqual([]);
    expect(issues(changePasswordSchema.safeParse({ password: 'a'.repeat(32), newPassword: 'Good#Pass4567xy' }))).toEqual([
      ['newPassword', '长度必须在8到14位'],
    ]);
  });

  it('set: required and confirmed', () => {
    expect(issues(setPasswordSchema.safeParse({ password: '', repassword: '' }))).toEqual([
      ['password', '请输入新密码'],
      ['repassword', '请再次输入密码'],
    ]);
  });

  it('finance pages are the paths containing CWGL, except the finance login', () => {
    expect(isFinancePath('/YWGL/CWGL')).toBe(true);
    expect(isFinancePath('/YWGL/CWGL/ZDGL')).toBe(true);
    expect(isFinancePath('/YWGL/CWGL/LOGIN')).toBe(false);
    expect(isFinancePath('/YWGL/JCXX/YEGL')).toBe(false);
  });
});
