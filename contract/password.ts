import { z } from './zod-locale';
import { text } from './fields';

/**
 * Password and phone rules of SPEC §5, as pure functions (for forms) and zod helpers (for schemas), so the app and
 * the server refuse the same things with the same words. Used by staff registration (/weCode) and change password.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 14;
export const PHONE_LENGTH = 11;
export const SMS_CODE_MAX_LENGTH = 6;

export const PasswordMsg = {
  newRequired: '请输入新密码',
  length: '长度必须在8到14位',
  /** SPEC §5 names a format message without its words; this one says what is wanted. */
  format: '密码须包含数字、小写字母、大写字母、特殊字符中的至少三种',
  tooSimple: '密码不能过于简易不能包含用户名相同的字符。',
  confirmRequired: '请再次输入密码',
  mismatch: '两次输入密码不一致!',
  originalRequired: '请输入原密码',
} as const;

export const PhoneMsg = {
  required: '请输入手机号',
  /** The wording of the forms that call it a telephone number (forgot password). */
  requiredTelephone: '请输入电话号码',
  invalid: '请输入正确的手机号!',
  codeRequired: '请输入验证码！',
} as const;

/** Sequences that make a password too simple (SPEC §5), compared without regard to case. */
export const SIMPLE_SEQUENCES = ['123456', '654321', 'qwe', 'asd'] as const;

const PHONE_PATTERN = /^1[3-9]\d{9}$/;
/** Printable ASCII without the space: letters, digits and the special symbols (@#$%^&+= and the rest). */
const ALLOWED_CHARS = /^[\x21-\x7e]+$/;
const KINDS = [/\d/, /[a-z]/, /[A-Z]/, /[^0-9a-zA-Z]/] as const;

/** How many of the four kinds (digit, lowercase, uppercase, special) a password uses. */
export const passwordKinds = (password: string): number => KINDS.filter((k) => k.test(password)).length;

/**
 * The first SPEC §5 message a new password breaks, or null when it is acceptable. `phone` is the user's mobile
 * number, which the password must not contain.
 */
export function newPasswordError(password: string, phone?: string | null): string | null {
  if (!password) return PasswordMsg.newRequired;
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return PasswordMsg.length;
  if (!ALLOWED_CHARS.test(password) || passwordKinds(password) < 3) return PasswordMsg.format;
  const lower = password.toLowerCase();
  if (SIMPLE_SEQUENCES.some((s) => lower.includes(s))) return PasswordMsg.tooSimple;
  if (phone && password.includes(phone)) return PasswordMsg.tooSimple;
  return null;
}

export function confirmPasswordError(password: string, confirm: string): string | null {
  if (!confirm) return PasswordMsg.confirmRequired;
  return confirm === password ? null : PasswordMsg.mismatch;
}

/** `emptyMessage`: 请输入手机号, or 请输入电话号码 where the form says telephone. */
export function phoneError(phone: string, emptyMessage: string = PhoneMsg.required): string | null {
  if (!phone) return emptyMessage;
  return PHONE_PATTERN.test(phone) ? null : PhoneMsg.invalid;
}

export const phoneSchema = text(20, { maxMsg: PhoneMsg.invalid }).superRefine((v, ctx) => {
  const message = phoneError(v);
  if (message) ctx.addIssue({ code: 'custom', message });
});

/** A password as typed, at most 14 characters (longer ones are refused by the rules, not cut); the rules refuse control characters. */
export const typedPasswordSchema = z.string().max(PASSWORD_MAX_LENGTH * 4);

/**
 * Adds the new-password and confirm issues of an object schema (inside its superRefine), on the named fields:
 *   schema.superRefine((v, ctx) => addPasswordIssues(ctx, { password: v.password, confirm: v.confirm, phone: v.mobilePhone }))
 */
export function addPasswordIssues(
  ctx: z.RefinementCtx,
  v: { password: string; confirm: string; phone?: string | null },
  fields: { password: string; confirm: string } = { password: 'password', confirm: 'confirmPassword' },
): void {
  const passwordMessage = newPasswordError(v.password, v.phone);
  if (passwordMessage) ctx.addIssue({ code: 'custom', message: passwordMessage, path: [fields.password] });
  const confirmMessage = confirmPasswordError(v.password, v.confirm);
  if (confirmMessage) ctx.addIssue({ code: 'custom', message: confirmMessage, path: [fields.confirm] });
}
