import { type RoleEditorCalls, roleCalls } from '@contract/org/roles-calls';
import type { RoleListItem } from '@contract/org/roles';
import { call } from '../call';
import type { RequestOptions } from '../client';

/** GET /park/roles/list: the school's positions with member counts (`calls`: the 320 position-menu editor's). */
export const getRoles = (
  schoolId: number,
  options: Pick<RequestOptions, 'quiet' | 'signal'> = {},
  calls: RoleEditorCalls = roleCalls,
): Promise<RoleListItem[]> => call(calls.listRoles, { schoolId }, options);
