import { and, desc, eq } from 'drizzle-orm';
import { FREQUENT_PAGES_LIMIT, isMenuPage, type Usage } from '@contract';
import { menuUsage } from '../../db/schema';
import { formatDateTime } from '../../lib/format';
import type { AuthedContext } from '../context';
import { memberMenu, targetSchool } from './member-menu';

/** GET /park/index/history: the pages the user opens most in a school, still in their menu, most used first. */
export async function listFrequentPages(ctx: AuthedContext, input: { schoolId?: number | undefined }): Promise<Usage[]> {
  const schoolId = targetSchool(ctx, input.schoolId);
  const { menu } = await memberMenu(ctx, schoolId);
  const rows = await ctx.db
    .select()
    .from(menuUsage)
    .where(and(eq(menuUsage.userId, ctx.session.userId), eq(menuUsage.schoolId, schoolId)))
    .orderBy(desc(menuUsage.hits), desc(menuUsage.lastUsedAt))
    .limit(FREQUENT_PAGES_LIMIT * 3);
  return rows
    .filter((r) => isMenuPage(menu, r.url))
    .slice(0, FREQUENT_PAGES_LIMIT)
    .map((r) => ({ url: r.url, hits: r.hits, lastUsedTime: formatDateTime(r.lastUsedAt) }));
}
