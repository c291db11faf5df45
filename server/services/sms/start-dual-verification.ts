import { type DualVerificationPending, ErrorCode, maskPhone, Msg } from '@contract';
import type { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { ServiceContext } from '../context';
import { issueGrant } from './grants';

/** The password was right and the account wants an SMS code too: a token for the second step, and where the code goes. */
export async function startDualVerification(ctx: ServiceContext, user: typeof users.$inferSelect): Promise<DualVerificationPending> {
  if (!user.mobilePhone) throw new AppError(ErrorCode.forbidden, Msg.accountDisabled);
  const dualVerificationToken = await issueGrant(ctx, { kind: 'dual', userId: user.id, mobilePhone: user.mobilePhone });
  return { dualVerification: true, dualVerificationToken, mobilePhone: maskPhone(user.mobilePhone) };
}
