import { asc } from 'drizzle-orm';
import {
  isPathPermitted,
  type MenuItem,
  PERSONAL_CENTRE_PATH,
  POSITION_MENU_EDIT_PATH,
  POSITION_MENU_EDIT_SCHOOL_ID,
  PRINCIPAL_MAILBOX_PATH,
  PRINCIPAL_POSITION,
  wordingForStyle,
} from '@contract';
import type { Db } from '../../db/client';
import { menus } from '../../db/schema';
import type { MembershipView } from './school-access';

/** Whether one menu path is offered to this member, before the permission list is applied. */
function offered(path: string, m: MembershipView): boolean {
  if (path === PRINCIPAL_MAILBOX_PATH) return m.positionName === PRINCIPAL_POSITION;
  if (path === PERSONAL_CENTRE_PATH) return m.school.style !== 3;
  if (path === POSITION_MENU_EDIT_PATH) return m.school.id === POSITION_MENU_EDIT_SCHOOL_ID;
  return true;
}

/** The menu tree one member sees in one school: offered, permitted, worded for the school's style. */
export async function menuForMember(db: Db, m: MembershipView): Promise<MenuItem[]> {
  const rows = await db.select().from(menus).orderBy(asc(menus.sort), asc(menus.id));
  const byParent = new Map<number, typeof rows>();
  for (const r of rows) byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), r]);

  const build = (parentId: number): MenuItem[] =>
    (byParent.get(parentId) ?? []).flatMap((r) => {
      if (r.path && !offered(r.path, m)) return [];
      const children = build(r.id);
      const selfAllowed = r.path !== '' && isPathPermitted(r.path, m.schoolPermission);
      if (!selfAllowed && children.length === 0) return [];
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
