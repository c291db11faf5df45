import { ALL_PAGES, hasPermission, type Requirement } from '@contract/permissions';
import type { Session } from '@contract/session';
import { useSession } from './store';

/**
 * Whether the member may do what `need` asks in the current school, by the same check the server makes
 * (contract/permissions.ts hasPermission on the session's effective permissions). A session cached before the
 * app knew permissions has none listed: nothing is hidden then, and the server still refuses what it must.
 */
export function can(session: Pick<Session, 'permissions'> | null, need: Requirement): boolean {
  if (!session) return false;
  if (!Array.isArray(session.permissions)) return true;
  return hasPermission(session.permissions, need);
}

/** The screen's side of a permission: hide what the server would refuse. */
export function useCan(need: Requirement): boolean {
  return can(useSession().session, need);
}

const PAGES = new Set<string>(ALL_PAGES);

/** Whether the member may open a page of the menu catalogue (any other path is not the permissions' to decide). */
export function canOpen(session: Pick<Session, 'permissions'>, path: string): boolean {
  return !PAGES.has(path) || can(session, path as `/${string}`);
}
