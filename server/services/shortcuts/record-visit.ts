import { sql } from 'drizzle-orm';
import { isMenuPage } from '@contract';
import { menuUsage } from '../../db/schema';
import type { AuthedContext } from '../context';
import { memberMenu, targetSchool } from './member-menu';

/**
 * POST /park/index/history: one visit of a page. Only pages of the user's menu are counted (anything else is
 * ignored, not an error: a visit record must never disturb the page being opened).
 */
export async function recordVisit(
  ctx: AuthedContext,
  input: { url: string; schoolId?: number | undefined },
): Promise<{ counted: boolean }> {
  const schoolId = targetSchool(ctx, input.schoolId);
  const { menu } = await memberMenu(ctx, schoolId);
  if (!isMenuPage(menu, input.url)) return { counted: false };
  const now = ctx.clock.now();
  await ctx.db
    .insert(menuUsage)
    .values({ userId: ctx.session.userId, schoolId, url: input.url, hits: 1, lastUsedAt: now })
    .onConflictDoUpdate({
      target: [menuUsage.userId, menuUsage.schoolId, menuUsage.url],
      set: { hits: sql`${menuUsage.hits} + 1`, lastUsedAt: now },
    });
  return { counted: true };
}
