import { eq } from 'drizzle-orm';
import { type Skin, type SkinSave, themeById } from '@contract';
import { users } from '../../db/schema';
import type { AuthedContext } from '../context';

/** POST /park/index/skin: the theme is the user's own (every school, every browser). */
export async function saveSkin(ctx: AuthedContext, input: SkinSave): Promise<Skin> {
  await ctx.db.update(users).set({ skinId: input.skinId }).where(eq(users.id, ctx.session.userId));
  return { skinId: input.skinId, skinUrl: themeById(input.skinId).background };
}
