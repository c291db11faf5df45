import { z } from './zod-locale';
import { text } from './fields';
import { addPasswordIssues, newPasswordError, PasswordMsg, phoneSchema, SMS_CODE_MAX_LENGTH, typedPasswordSchema } from './password';

/**
 * Account security calls of SPEC §7: change password (old one known), reset by SMS (v2), set a first password,
 * the remembered login, and the finance-password unlock with its heartbeat (SPEC §6).
 *
 * One rule for passwords on the wire (docs/decisions.md): a password the server CHECKS travels as lowercase md5 hex
 * of what was typed (login, the original password, the finance unlock); a password the server STORES travels as
 * typed (over HTTPS), because the SPEC §5 strength rules can only be checked on the plain text — the server then
 * keeps argon2id of its md5, exactly what login verifies. Staff registration (/weCode) does the same.
 */

export const AccountMsg = {
  changed: '修改成功',
  reset: '重置密码成功',
  set: '设置成功',
  wrongOldPassword: '原密码错误',
  sameAsOld: '新密码不能与原密码相同',
  /** After a reset from inside the app: every session of the account has ended. */
  signInAgain: '密码已重置，请使用新密码重新登录',
  setRequired: '为了您的账号安全，请先设置登录密码',
  weakWarning: '您的密码过于简单或仍为初始密码，为保障账号安全，建议尽快修改。',
} as const;

const md5HexSchema = (required: string) =>
  z
    .string()
    .min(1, required)
    .regex(/^[0-9a-f]{32}$/, '密码格式不正确');

/**
 * `POST /park/acount/updatePasswordByOldPass`. `password` is md5 of the original password, `newPassword` as typed.
 * `mobilePhone` is accepted for the SPEC's payload; the server uses the account's own number for the rules.
 */
export const changePasswordSchema = z
  .object({
    mobilePhone: text(20).optional(),
    password: md5HexSchema(PasswordMsg.originalRequired),
    newPassword: typedPasswordSchema,
  })
  .superRefine((v, ctx) => {
    const message = newPasswordError(v.newPassword);
    if (message) ctx.addIssue({ code: 'custom', message, path: ['newPassword'] });
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** `POST /park/login/updatePasswordByCodeV2` (and the older `updatePasswordByCode`): the SMS reset's second step. */
export const resetPasswordSchema = z
  .object({
    mobilePhone: phoneSchema,
    password: typedPasswordSchema,
    repassword: typedPasswordSchema,
    /** The code already checked by /park/login/validate/code; the authorizationCode is what counts. */
    code: text(SMS_CODE_MAX_LENGTH).optional(),
    authorizationCode: text(200, { required: '验证已失效，请重新获取验证码', trim: false }),
  })
  .superRefine((v, ctx) =>
    addPasswordIssues(
      ctx,
      { password: v.password, confirm: v.repassword, phone: v.mobilePhone },
      { password: 'password', confirm: 'repassword' },
    ),
  );
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** `POST /park/login/setPwd`: the first password of an account that has none of its own (session setPwd = 1). */
export const setPasswordSchema = z
  .object({
    mobilePhone: text(20).optional(),
    password: typedPasswordSchema,
    repassword: typedPasswordSchema,
  })
  .superRefine((v, ctx) =>
    addPasswordIssues(ctx, { password: v.password, confirm: v.repassword }, { password: 'password', confirm: 'repassword' }),
  );
export type SetPasswordInput = z.infer<typeof setPasswordSchema>;

/** `POST /park/acount/updateIsRemember`: 1 keeps the login name on the device for next time. */
export const updateIsRememberSchema = z.object({ isRemember: z.union([z.literal(0), z.literal(1)]) });
export type UpdateIsRememberInput = z.infer<typeof updateIsRememberSchema>;

// ——— Finance password (SPEC §6, §7 /park/pwd, §9) ———

/** SPEC §9: finance pages send a heartbeat every 10 s; the remaining time shows once it is ≤ 60000 ms. */
export const FINANCE_HEARTBEAT_MS = 10_000;
export const FINANCE_TIMER_SHOW_MS = 60_000;
/** How long one finance-password check keeps the finance pages open (per session and school). */
export const FINANCE_UNLOCK_MS = 30 * 60 * 1000;
/** SPEC §2: the finance login (#/YWGL/CWGL/LOGIN in the hash-routed original). */
export const FINANCE_LOGIN_PATH = '/YWGL/CWGL/LOGIN';

/** SPEC §6: paths containing CWGL are finance pages (the finance login itself excepted). */
export const isFinancePath = (path: string): boolean => path.includes('CWGL') && !path.startsWith(FINANCE_LOGIN_PATH);

export const FinanceMsg = {
  locked: '请先验证财务密码',
  wrongPassword: '财务密码错误',
  unlocked: '验证成功',
  required: '请输入财务密码',
} as const;

/** `POST /park/pwd/check`: md5 of the finance password (the account's login password, docs/decisions.md). */
export const financeCheckSchema = z.object({ password: md5HexSchema(FinanceMsg.required) });
export type FinanceCheckInput = z.infer<typeof financeCheckSchema>;

/** `/park/pwd/check` answers when the unlock ends (ms since epoch) and how long is left. */
export const financeUnlockSchema = z.object({ expireTime: z.number().int(), remaining: z.number().int() });
export type FinanceUnlock = z.infer<typeof financeUnlockSchema>;

/** `/park/pwd/heartbeat` answers the remaining ms of the unlock (code 403 once there is none). */
export const financeHeartbeatSchema = z.number().int();
