import { ORDER_LIST_PATH } from '@contract/orders';
import { parsePermissionList } from '@contract/routes';
import type { Session } from '@contract/session';

/**
 * Whether the member may renew the school's service, so renewal calls to action (到期续费, the expiry reminder and its
 * 去续费) are offered: the order list must be among their menu rules and, when a permission list restricts them, named
 * by that list. The order list is one of the always-allowed pages (SPEC §6), so it sits in every restricted member's
 * menu: reachable, but not granted. A client rule until the server's permission model decides it (docs/decisions.md).
 */
export function mayRenew(session: Pick<Session, 'roles' | 'schoolpermission'>): boolean {
  if (!session.roles.includes(ORDER_LIST_PATH)) return false;
  const list = parsePermissionList(session.schoolpermission);
  return list.length === 0 || list.some((p) => ORDER_LIST_PATH === p || ORDER_LIST_PATH.startsWith(`${p}/`));
}
