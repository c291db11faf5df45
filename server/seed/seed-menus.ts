import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { menus, meta } from '../db/schema';
import { MENU_CATALOGUE, type MenuNode } from '@contract';

/** Bump when MENU_CATALOGUE changes: the catalogue is then rewritten on the next start. */
export const MENU_CATALOGUE_VERSION = '3';

type MenuRow = typeof menus.$inferInsert;

export function flattenCatalogue(nodes: readonly MenuNode[]): MenuRow[] {
  const rows: MenuRow[] = [];
  const walk = (list: readonly MenuNode[], parentId: number) =>
    list.forEach(([name, path, icon, children = [], hidden = false], i) => {
      const id = rows.length + 1;
      rows.push({ id, parentId, name, path, icon, sort: i, hidden });
      walk(children, id);
    });
  walk(nodes, 0);
  return rows;
}

/** The menu catalogue is product data, written on first start and whenever its version changes. */
export async function seedMenus(db: Db): Promise<boolean> {
  const [current] = await db.select().from(meta).where(eq(meta.key, 'menu_catalogue_version'));
  if (current?.value === MENU_CATALOGUE_VERSION) return false;
  await db.transaction(async (tx) => {
    await tx.delete(menus);
    await tx.insert(menus).values(flattenCatalogue(MENU_CATALOGUE));
    await tx
      .insert(meta)
      .values({ key: 'menu_catalogue_version', value: MENU_CATALOGUE_VERSION })
      .onConflictDoUpdate({ target: meta.key, set: { value: MENU_CATALOGUE_VERSION } });
  });
  return true;
}
