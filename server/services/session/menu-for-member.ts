import { asc } from 'drizzle-orm';
import { type MenuItem, wordingForStyle } from '@contract';
import type { Db } from '../../db/client';
import { menus } from '../../db/schema';
import type { MembershipView } from '../permissions/school-access';

/**
 * The menu tree one member sees in one school, worded for the school's style: the pages among their effective
 * permissions (contract/permissions.ts), and the groups that hold one of them.
 */
export async function menuForMember(db: Db, m: MembershipView): Promise<MenuItem[]> {
  const rows = await db.select().from(menus).orderBy(asc(menus.sort), asc(menus.id));
  const granted = new Set<string>(m.permissions);
  const byParent = new Map<number, typeof rows>();
  for (const r of rows) byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), r]);

  const build = (parentId: number): MenuItem[] =>
    (byParent.get(parentId) ?? []).flatMap((r) => {
      const children = build(r.id);
      if (!granted.has(r.path) && children.length === 0) return [];
      return [
        {
          id: r.id,
          name: wordingForStyle(r.name, m.school.style),
          path: r.path,
          icon: r.icon,
          parentId: r.parentId,
          hidden: r.hidden,
          children,
        },
      ];
    });
  return build(0);
}

/** Menu rules for the session: every path of the member's menu. */
export function menuPaths(tree: MenuItem[]): string[] {
  return tree.flatMap((m) => [...(m.path ? [m.path] : []), ...menuPaths(m.children)]);
}
