import { type RoleDetail, roleDetailSchema, type RoleSave } from '@contract/org/roles';
import { request } from '../client';

/** POST /park/roles/save: replaces a position's permissions. */
export const saveRoleRights = (input: RoleSave, base = '/park/roles'): Promise<RoleDetail> =>
  request(`${base}/save`, { json: input, schema: roleDetailSchema });
