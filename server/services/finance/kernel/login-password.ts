import { eq } from 'drizzle-orm';
import { FinanceSettingsMsg } from '@contract';
import { users } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { verifyPassword } from '../../../lib/passwords';
import type { AuthedContext } from '../../context';

/** The member proves who they are again before a finance password changes (md5 hex of their login password). */
export async function assertLoginPassword(ctx: AuthedContext, md5Hex: string): Promise<void> {
  const [user] = await ctx.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, ctx.session.userId));
  if (!user) throw AppError.tokenExpired();
  if (!(await verifyPassword(user.passwordHash, md5Hex))) throw AppError.badRequest(FinanceSettingsMsg.wrongLoginPassword);
}
