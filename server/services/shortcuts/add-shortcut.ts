import { and, count, eq, sql } from 'drizzle-orm';
import { isMenuPage, type Shortcut, SHORTCUT_MAX, ShortcutMsg, type ShortcutInput, shortcutsOffered } from '@contract';
import { shortcuts } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthedContext } from '../context';
import { toSchool } from '../permissions/school-access';
import { memberMenu, targetSchool } from './member-menu';
import { toShortcut } from './list-shortcuts';

/** Serialises one user's shortcut inserts so two concurrent adds cannot both pass the 9999 check. */
const SHORTCUT_LOCK = 7302;

/**
 * Stars a page of the user's menu in one school (SPEC §7 shortcut insert). Adding a page already starred answers the
 * existing shortcut. Refused: another school (403), a page outside the menu, schools without shortcuts (§6), the
 * 9999th + 1 (§9, with the §8 message).
 */
export async function addShortcut(ctx: AuthedContext, input: ShortcutInput): Promise<Shortcut> {
  if (input.userId !== undefined && input.userId !== ctx.session.userId) throw AppError.forbidden();
  const schoolId = targetSchool(ctx, input.schoolId);
  const { membership, menu } = await memberMenu(ctx, schoolId);
  if (!shortcutsOffered(toSchool(membership.school, ctx.clock.now()))) throw AppError.badRequest(ShortcutMsg.notOffered);
  if (!isMenuPage(menu, input.url)) throw AppError.badRequest(ShortcutMsg.notInMenu);

  const userId = ctx.session.userId;
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SHORTCUT_LOCK}, ${userId})`);
    const mine = and(eq(shortcuts.userId, userId), eq(shortcuts.schoolId, schoolId));
    const [existing] = await tx
      .select()
      .from(shortcuts)
      .where(and(mine, eq(shortcuts.url, input.url)));
    if (existing) return toShortcut(existing);
    const [total] = await tx.select({ n: count() }).from(shortcuts).where(mine);
    if ((total?.n ?? 0) >= SHORTCUT_MAX) throw AppError.badRequest(ShortcutMsg.limit);
    const [row] = await tx.insert(shortcuts).values({ userId, schoolId, url: input.url, createdAt: ctx.clock.now() }).returning();
    if (!row) throw new Error('shortcut insert returned nothing');
    return toShortcut(row);
  });
}
