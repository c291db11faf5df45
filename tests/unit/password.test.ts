import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  addPasswordIssues,
  confirmPasswordError,
  newPasswordError,
  PasswordMsg,
  PhoneMsg,
  passwordKinds,
  phoneError,
  phoneSchema,
} from '@contract';

describe('new password rules (SPEC §5)', () => {
  it('is required', () => {
    expect(newPasswordError('')).toBe('请输入新密码');
  });

  it('must be 8 to 14 characters: 7 and 15 are refused, 8 and 14 accepted', () => {
    expect(newPasswordError('Ab#4567')).toBe('长度必须在8到14位');
    expect(newPasswordError('Ab#45678')).toBeNull();
    expect(newPasswordError('Ab#45678901234')).toBeNull();
    expect(newPasswordError('Ab#456789012345')).toBe('长度必须在8到14位');
    expect('Ab#456789012345').toHaveLength(15);
  });

  it('needs at least 3 of digit, lowercase, uppercase and special', () => {
    expect(passwordKinds('abcdefgh')).toBe(1);
    expect(newPasswordError('abcdefgh')).toBe(PasswordMsg.format);
    expect(newPasswordError('abcdefg1')).toBe(PasswordMsg.format);
    expect(newPasswordError('ABCDEFG1')).toBe(PasswordMsg.format);
    expect(newPasswordError('abcd@#$%')).toBe(PasswordMsg.format);
    expect(newPasswordError('abcdEFG1')).toBeNull(); // digit, lower, upper
    expect(newPasswordError('abcdefg1@')).toBeNull(); // digit, lower, special
    expect(newPasswordError('ABCDEFG1=')).toBeNull(); // digit, upper, special
    expect(newPasswordError('abcdEFG+')).toBeNull(); // lower, upper, special
    for (const special of '@#$%^&+=') expect(newPasswordError(`abcdEF${special}x`), special).toBeNull();
  });

  it('refuses spaces and characters outside printable ASCII with the format message', () => {
    expect(newPasswordError('abcd EFG1')).toBe(PasswordMsg.format);
    expect(newPasswordError('密码abcdEFG1')).toBe(PasswordMsg.format);
  });

  it('refuses 123456, 654321, qwe, asd (any case) and the user’s phone', () => {
    const msg = '密码不能过于简易不能包含用户名相同的字符。';
    expect(newPasswordError('Ab#123456')).toBe(msg);
    expect(newPasswordError('Ab#654321')).toBe(msg);
    expect(newPasswordError('Qwe#2026x')).toBe(msg);
    expect(newPasswordError('xASD#2026')).toBe(msg);
    expect(newPasswordError('A#13800000001', '13800000001')).toBe(msg);
    expect(newPasswordError('A#13800000001', '13900000009')).toBeNull();
    expect(newPasswordError('Yuanwu@2026', '13800000001')).toBeNull();
  });

  it('checks in the SPEC’s order: required, length, kinds, simple', () => {
    expect(newPasswordError('qwe')).toBe(PasswordMsg.length);
    expect(newPasswordError('qwertyui')).toBe(PasswordMsg.format);
  });
});

describe('confirm password', () => {
  it('is required and must match', () => {
    expect(confirmPasswordError('Ab#45678', '')).toBe('请再次输入密码');
    expect(confirmPasswordError('Ab#45678', 'Ab#45679')).toBe('两次输入密码不一致!');
    expect(confirmPasswordError('Ab#45678', 'Ab#45678')).toBeNull();
  });

  it('original password message', () => {
    expect(PasswordMsg.originalRequired).toBe('请输入原密码');
  });
});

describe('phone (SPEC §5)', () => {
  it('is 11 digits starting 1[3-9]', () => {
    expect(phoneError('')).toBe('请输入手机号');
    expect(phoneError('', PhoneMsg.requiredTelephone)).toBe('请输入电话号码');
    expect(phoneError('13800000001')).toBeNull();
    expect(phoneError('19912345678')).toBeNull();
    expect(phoneError('12800000001')).toBe('请输入正确的手机号!');
    expect(phoneError('1380000000')).toBe('请输入正确的手机号!');
    expect(phoneError('138000000012')).toBe('请输入正确的手机号!');
    expect(phoneError('1380000000a')).toBe('请输入正确的手机号!');
  });

  it('phoneSchema says the same', () => {
    expect(phoneSchema.safeParse('12800000001').error?.issues[0]?.message).toBe('请输入正确的手机号!');
    expect(phoneSchema.parse(' 13800000001 ')).toBe('13800000001');
  });
});

describe('addPasswordIssues in a zod schema', () => {
  const schema = z
    .object({ phone: z.string(), newPassword: z.string(), again: z.string() })
    .superRefine((v, ctx) =>
      addPasswordIssues(ctx, { password: v.newPassword, confirm: v.again, phone: v.phone }, { password: 'newPassword', confirm: 'again' }),
    );

  it('puts each message on its field', () => {
    const issues = schema.safeParse({ phone: '13800000001', newPassword: 'Ab#4567', again: 'x' }).error?.issues ?? [];
    expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['newPassword', '长度必须在8到14位'],
      ['again', '两次输入密码不一致!'],
    ]);
    expect(schema.safeParse({ phone: '13800000001', newPassword: 'Ab#45678', again: 'Ab#45678' }).success).toBe(true);
  });
});
