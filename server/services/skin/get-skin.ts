import { eq } from 'drizzle-orm';
import { type Skin, themeById } from '@contract';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthedContext } from '../context';

/** The user's saved theme (also part of getUserInfo as skinId / skinUrl). */
export async function getSkin(ctx: AuthedContext): Promise<Skin> {
  const [row] = await ctx.db.select({ skinId: users.skinId }).from(users).where(eq(users.id, ctx.session.userId));
  if (!row) throw AppError.tokenExpired();
  const theme = themeById(row.skinId);
  return { skinId: theme.id, skinUrl: theme.background };
}
