import { and, asc, eq } from 'drizzle-orm';
import type { Shortcut } from '@contract';
import { shortcuts } from '../../db/schema';
import { formatDateTime } from '../../lib/format';
import type { AuthedContext } from '../context';
import { targetSchool } from './member-menu';

export const toShortcut = (r: typeof shortcuts.$inferSelect): Shortcut => ({
  id: r.id,
  url: r.url,
  createTime: formatDateTime(r.createdAt),
});

/** The fast list: the user's shortcuts in one school, oldest first (the order they were added). */
export async function listShortcuts(ctx: AuthedContext, input: { schoolId?: number | undefined }): Promise<Shortcut[]> {
  const schoolId = targetSchool(ctx, input.schoolId);
  const rows = await ctx.db
    .select()
    .from(shortcuts)
    .where(and(eq(shortcuts.userId, ctx.session.userId), eq(shortcuts.schoolId, schoolId)))
    .orderBy(asc(shortcuts.createdAt), asc(shortcuts.id));
  return rows.map(toShortcut);
}
