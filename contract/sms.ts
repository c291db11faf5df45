import { z } from './zod-locale';
import { intParam, text } from './fields';
import { PhoneMsg, phoneSchema, SMS_CODE_MAX_LENGTH } from './password';
import { sessionSchema } from './session';

/**
 * SMS codes (SPEC §5, §7, §9): 6 digits, valid 5 minutes, used once, stored hashed; a 60 s resend countdown; at most
 * SMS_PHONE_LIMIT sends per phone per hour, and the per-address limit of the SMS routes.
 */
export const SMS_CODE_LENGTH = SMS_CODE_MAX_LENGTH;
export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
export const SMS_RESEND_SECONDS = 60;
export const SMS_PHONE_LIMIT = 5;
export const SMS_PHONE_WINDOW_MS = 60 * 60 * 1000;
/** Wrong guesses a code (or a dual-verification token) survives. */
export const SMS_MAX_ATTEMPTS = 5;
/** The authorizationCode of a checked reset code, and the dual-verification token, live this long. */
export const SMS_GRANT_TTL_MS = 10 * 60 * 1000;

/** What a code may be used for. */
export const SmsType = {
  /** Proving a phone (any valid number). */
  verifyPhone: 1,
  /** Forgot password: only numbers of an account get a message. */
  resetPassword: 2,
  /** The second step of a dual-verification login: the account's own number. */
  dualVerification: 3,
} as const;
export type SmsTypeValue = (typeof SmsType)[keyof typeof SmsType];

export const SmsMsg = {
  sent: '手机获取验证码成功',
  wrongCode: '验证码错误',
  codeRequired: PhoneMsg.codeRequired,
  phoneInvalid: PhoneMsg.invalid,
  phoneRequired: PhoneMsg.required,
  phoneLimit: `该手机号获取验证码过于频繁，每小时最多${SMS_PHONE_LIMIT}次，请稍后再试`,
  tooSoon: `验证码已发送，请${SMS_RESEND_SECONDS}秒后再重新获取`,
  dualExpired: '双重验证已失效，请重新登录',
  authorizationInvalid: '验证已失效，请重新获取验证码',
  sendFailed: '短信发送失败，请稍后再试',
} as const;

const smsTypeSchema = intParam({ msg: '请求参数不正确' }).refine((v) => (Object.values(SmsType) as number[]).includes(v), '请求参数不正确');

export const smsCodeSchema = text(SMS_CODE_LENGTH, { required: SmsMsg.codeRequired, maxMsg: SmsMsg.wrongCode });

/** `/park/login/sendSms`, `/sms`, `/sendSmsCallByVoice`. A dual-verification send names its token instead of a phone. */
export const sendSmsSchema = z
  .object({
    mobilePhone: text(20).optional(),
    type: smsTypeSchema.default(SmsType.verifyPhone),
    captchaVerification: text(2000, { trim: false }).optional(),
    dualVerificationToken: text(200, { trim: false }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.type === SmsType.dualVerification) {
      if (!v.dualVerificationToken) ctx.addIssue({ code: 'custom', message: SmsMsg.dualExpired, path: ['dualVerificationToken'] });
      return;
    }
    const parsed = phoneSchema.safeParse(v.mobilePhone ?? '');
    if (!parsed.success)
      ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? SmsMsg.phoneInvalid, path: ['mobilePhone'] });
  });
export type SendSmsInput = z.infer<typeof sendSmsSchema>;

/** `/park/login/validate/code`: a reset code → an authorizationCode for the reset call. */
export const validateCodeSchema = z.object({ mobilePhone: phoneSchema, code: smsCodeSchema });
export type ValidateCodeInput = z.infer<typeof validateCodeSchema>;
export const authorizationSchema = z.object({ authorizationCode: z.string() });

/** `/park/login/phoneCode` (query): completes a dual-verification login. mobilePhone and type are informative. */
export const phoneCodeQuerySchema = z.object({
  code: smsCodeSchema,
  dualVerificationToken: text(200, { required: SmsMsg.dualExpired, trim: false }),
  mobilePhone: text(20).optional(),
  type: intParam().optional(),
});
export type PhoneCodeQuery = z.infer<typeof phoneCodeQuerySchema>;

/** What `/park/login/auth` answers for an account with dual verification: no session yet, a code to ask for. */
export const dualVerificationPendingSchema = z.object({
  dualVerification: z.literal(true),
  dualVerificationToken: z.string(),
  /** Masked, e.g. 138****0006. */
  mobilePhone: z.string(),
});
export type DualVerificationPending = z.infer<typeof dualVerificationPendingSchema>;

export const loginAnswerSchema = z.union([sessionSchema, dualVerificationPendingSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
export const isDualVerificationPending = (a: LoginAnswer): a is DualVerificationPending => 'dualVerificationToken' in a;

/** 13800000006 → 138****0006. */
export const maskPhone = (phone: string): string => (phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone);

/** A message the local provider stored, for /dev/sms. */
export const devSmsMessageSchema = z.object({
  id: z.number().int(),
  mobilePhone: z.string(),
  channel: z.enum(['text', 'voice']),
  content: z.string(),
  createdAt: z.string(),
});
export type DevSmsMessage = z.infer<typeof devSmsMessageSchema>;
