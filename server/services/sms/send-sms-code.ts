import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import {
  ErrorCode,
  Msg,
  type SendSmsInput,
  SMS_CODE_TTL_MS,
  SMS_PHONE_LIMIT,
  SMS_PHONE_WINDOW_MS,
  SMS_RESEND_SECONDS,
  SmsMsg,
  SmsType,
} from '@contract';
import { smsCodes, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { ServiceContext } from '../context';
import { findLiveGrant } from './grants';
import { hashSmsCode, newSalt, newSmsCode } from './sms-code-hash';
import { smsContent } from './sms-wording';

export interface SendSmsCommand extends SendSmsInput {
  ip: string;
  channel: 'text' | 'voice';
}

/** The phone a send goes to: the dual-verification account's own number, or the one typed. */
async function targetPhone(ctx: ServiceContext, input: SendSmsCommand): Promise<string> {
  if (input.type === SmsType.dualVerification) {
    const grant = await findLiveGrant(ctx, 'dual', input.dualVerificationToken ?? '');
    if (!grant) throw new AppError(ErrorCode.badRequest, SmsMsg.dualExpired);
    return grant.mobilePhone;
  }
  // The captcha guards every send that names a number; the dual step already passed it with the password.
  if (ctx.config.captcha) {
    const passed = input.captchaVerification ? await ctx.captcha?.verify(input.captchaVerification) : false;
    if (!passed) throw new AppError(ErrorCode.badRequest, Msg.captchaRequired);
  }
  return input.mobilePhone ?? '';
}

/**
 * `/park/login/sendSms`, `/sms`, `/sendSmsCallByVoice`: a 6-digit code, valid 5 minutes, stored hashed.
 * Per phone: one per 60 s and SMS_PHONE_LIMIT per hour (serialised per phone, so parallel requests cannot slip
 * past). A reset code for a number no account uses is recorded and answered alike, but not sent: the answer does
 * not tell who has an account.
 */
export async function sendSmsCode(ctx: ServiceContext, input: SendSmsCommand): Promise<void> {
  const mobilePhone = await targetPhone(ctx, input);
  const now = ctx.clock.now();
  const code = newSmsCode();
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7302, hashtext(${mobilePhone}))`);
    const [last] = await tx
      .select({ createdAt: smsCodes.createdAt })
      .from(smsCodes)
      .where(eq(smsCodes.mobilePhone, mobilePhone))
      .orderBy(desc(smsCodes.createdAt))
      .limit(1);
    if (last && now.getTime() - last.createdAt.getTime() < SMS_RESEND_SECONDS * 1000) {
      throw new AppError(ErrorCode.tooManyRequests, SmsMsg.tooSoon);
    }
    const [inWindow] = await tx
      .select({ n: count() })
      .from(smsCodes)
      .where(and(eq(smsCodes.mobilePhone, mobilePhone), gt(smsCodes.createdAt, new Date(now.getTime() - SMS_PHONE_WINDOW_MS))));
    if ((inWindow?.n ?? 0) >= SMS_PHONE_LIMIT) throw new AppError(ErrorCode.tooManyRequests, SmsMsg.phoneLimit);
    const salt = newSalt();
    await tx.insert(smsCodes).values({
      mobilePhone,
      type: input.type,
      codeHash: hashSmsCode(salt, code),
      salt,
      clientIp: input.ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS),
    });
  });

  if (input.type === SmsType.resetPassword) {
    const [owner] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.mobilePhone, mobilePhone)).limit(1);
    if (!owner) return;
  }
  try {
    if (!ctx.sms) throw new Error('no SMS provider');
    await ctx.sms.send({ mobilePhone, channel: input.channel, code, content: smsContent(code, input.channel) });
  } catch {
    throw new AppError(ErrorCode.serverError, SmsMsg.sendFailed);
  }
}
