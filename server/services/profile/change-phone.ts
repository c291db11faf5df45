import { and, eq, ne } from 'drizzle-orm';
import { type ChangePhoneInput, ProfileMsg, SmsType, maskPhone } from '@contract';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/passwords';
import type { AuthedContext } from '../context';
import { recordUserOperation } from '../operation-log/record-operation';
import { consumeSmsCode } from '../sms/consume-sms-code';

/**
 * POST /park/acount/changePhone: two proofs, both needed. The account: a code sent to the old phone (or, when the
 * old phone is lost, the login password). The new phone: a code sent to it. Both codes come from the SMS kit's
 * send (captcha, 60 s resend, 5 per phone per hour) and die after 5 wrong guesses; each is used once. Not one
 * transaction: a wrong guess must count even though the call fails.
 */
export async function changePhone(ctx: AuthedContext, input: ChangePhoneInput): Promise<{ maskedPhone: string }> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, ctx.session.userId));
  if (!user) throw AppError.tokenExpired();
  if (input.newPhone === user.mobilePhone) throw AppError.badRequest(ProfileMsg.samePhone);
  const [taken] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobilePhone, input.newPhone), ne(users.id, user.id)));
  if (taken) throw AppError.badRequest(ProfileMsg.phoneTaken);

  if (input.oldCode !== '') {
    const ok =
      user.mobilePhone !== '' &&
      (await consumeSmsCode(ctx, { mobilePhone: user.mobilePhone, type: SmsType.verifyPhone, code: input.oldCode }));
    if (!ok) throw AppError.badRequest(ProfileMsg.wrongOldCode);
  } else if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw AppError.badRequest(ProfileMsg.wrongPassword);
  }
  if (!(await consumeSmsCode(ctx, { mobilePhone: input.newPhone, type: SmsType.verifyPhone, code: input.newCode })))
    throw AppError.badRequest(ProfileMsg.wrongNewCode);

  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ mobilePhone: input.newPhone }).where(eq(users.id, user.id));
    await recordUserOperation(
      { ...ctx, db: tx },
      ctx.session.schoolId,
      '个人中心',
      '修改手机号',
      `${maskPhone(user.mobilePhone)} 改为 ${maskPhone(input.newPhone)}`,
    );
  });
  return { maskedPhone: maskPhone(input.newPhone) };
}
