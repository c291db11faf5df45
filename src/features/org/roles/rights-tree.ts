import { hasPermission, type Permission, pathOf } from '@contract/permissions';
import type { RoleMenuNode } from '@contract/org/roles';

/** The pages at or under a node of the role editor's tree (a page is its own). */
export function pagesOf(node: RoleMenuNode): string[] {
  return node.children.length === 0 ? (node.path ? [node.path] : []) : node.children.flatMap(pagesOf);
}

export type CheckState = 'all' | 'some' | 'none';

/** A group is checked when all its pages are granted, indeterminate when some. */
export function stateOf(granted: ReadonlySet<string>, node: RoleMenuNode): CheckState {
  const pages = pagesOf(node);
  const held = pages.filter((p) => granted.has(p)).length;
  return held === 0 ? 'none' : held === pages.length ? 'all' : 'some';
}

/** Whether an action can be held: its page is granted (a group's action: one of the group's pages). */
export function actionAllowed(granted: ReadonlySet<string>, action: string): boolean {
  return hasPermission(pagesIn(granted), pathOf(action as Permission));
}

const pagesIn = (granted: Iterable<string>): string[] => [...granted].filter((p) => !p.includes(':'));

/** Drops the actions whose page is gone (the server refuses them: roleSaveSchema). */
function withoutOrphans(granted: Set<string>): Set<string> {
  const pages = pagesIn(granted);
  for (const p of [...granted]) if (p.includes(':') && !hasPermission(pages, pathOf(p as Permission))) granted.delete(p);
  return granted;
}

/** Checks or unchecks a page or a whole group's pages; unchecking takes their actions with them. */
export function setNode(granted: ReadonlySet<string>, node: RoleMenuNode, on: boolean): Set<string> {
  const next = new Set(granted);
  for (const p of pagesOf(node)) {
    if (on) next.add(p);
    else next.delete(p);
  }
  return withoutOrphans(next);
}

/** Checks or unchecks one action; an action whose page is not granted stays unchecked. */
export function setAction(granted: ReadonlySet<string>, action: string, on: boolean): Set<string> {
  const next = new Set(granted);
  if (on && actionAllowed(granted, action)) next.add(action);
  else next.delete(action);
  return next;
}

/** Same permissions, whatever the order. */
export const sameRights = (a: ReadonlySet<string>, b: ReadonlySet<string>): boolean => a.size === b.size && [...a].every((p) => b.has(p));
