import {
  ALWAYS_ALLOWED_PATHS,
  type ActionPermission,
  effectivePermissions,
  MENU_CATALOGUE,
  type MenuNode,
  PAGE_ACTIONS,
  type RoleMenuNode,
  wordingForStyle,
} from '@contract';
import { findSchool } from '../../permissions/school-access';
import type { AuthedContext } from '../../context';
import { rolesSchool } from './school-position';

const ALWAYS = new Set<string>(ALWAYS_ALLOWED_PATHS);
const ACTIONS = PAGE_ACTIONS as Record<string, Record<string, string>>;

/**
 * GET /park/roles/menuRights: the menu as the role editor offers it in this school (SPEC §6 "per-school role menu
 * rights"), worded for its style, each page and group with its grantable actions. Pages every member has (but for
 * their actions: the order list's 支付订单) and
 * pages the school does not offer (the personal centre of a meal-plan school, the position-menu editor outside
 * school 320, the principal's mailbox) are left out: no position's rights decide them.
 */
export async function getRoleMenuRights(ctx: AuthedContext, input: { schoolId?: number | undefined }): Promise<RoleMenuNode[]> {
  const schoolId = rolesSchool(ctx, input);
  const school = await findSchool(ctx.db, schoolId);
  const style = school?.style ?? 1;
  // What a position holding everything would get here, short of the principal's own pages.
  const offered = new Set<string>(
    effectivePermissions({ allRights: true, rights: [], schoolpermission: '', positionName: null, school: { id: schoolId, style } }),
  );

  const build = (nodes: readonly MenuNode[]): RoleMenuNode[] =>
    nodes.flatMap(([name, path, , kids = []]) => {
      const children = build(kids);
      const isPage = kids.length === 0;
      // A page every member has is left out, unless it has actions a position is granted (paying the orders).
      const decided = !ALWAYS.has(path) || ACTIONS[path] !== undefined;
      if (isPage ? !path || !decided || !offered.has(path) : children.length === 0) return [];
      const actions = Object.entries(ACTIONS[path] ?? {}).map(([action, label]) => ({
        key: `${path}:${action}` as ActionPermission,
        label,
      }));
      return [{ name: wordingForStyle(name, style), path, actions, children }];
    });
  return build(MENU_CATALOGUE);
}
