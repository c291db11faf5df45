import { type RoleEditorCalls, roleCalls } from '@contract/org/roles-calls';
import type { RoleDetail, RoleSave } from '@contract/org/roles';
import { call } from '../call';

/** POST /park/roles/save: replaces a position's permissions. */
export const saveRoleRights = (input: RoleSave, calls: RoleEditorCalls = roleCalls): Promise<RoleDetail> =>
  call(calls.saveRoleRights, input);
