import { and, eq } from 'drizzle-orm';
import type { ShortcutInput } from '@contract';
import { shortcuts } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthedContext } from '../context';
import { targetSchool } from './member-menu';

/** Un-stars a page (DELETE /park/index/fast). Removing one that is not starred is not an error: the end state is the same. */
export async function removeShortcut(ctx: AuthedContext, input: ShortcutInput): Promise<{ removed: number }> {
  if (input.userId !== undefined && input.userId !== ctx.session.userId) throw AppError.forbidden();
  const schoolId = targetSchool(ctx, input.schoolId);
  const rows = await ctx.db
    .delete(shortcuts)
    .where(and(eq(shortcuts.userId, ctx.session.userId), eq(shortcuts.schoolId, schoolId), eq(shortcuts.url, input.url)))
    .returning({ id: shortcuts.id });
  return { removed: rows.length };
}
