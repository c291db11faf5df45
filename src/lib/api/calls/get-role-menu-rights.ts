import { type RoleEditorCalls, roleCalls } from '@contract/org/roles-calls';
import type { RoleMenuNode } from '@contract/org/roles';
import { call } from '../call';
import type { RequestOptions } from '../client';

/** GET /park/roles/menuRights: the menu tree the role editor offers in this school, with each page's actions. */
export const getRoleMenuRights = (
  schoolId: number,
  options: Pick<RequestOptions, 'quiet' | 'signal'> = {},
  calls: RoleEditorCalls = roleCalls,
): Promise<RoleMenuNode[]> => call(calls.getRoleMenuRights, { schoolId }, options);
