import { defineCall } from '../call';
import {
  recommendedRoleQuerySchema,
  recommendedRoleSchema,
  ROLE_EDIT,
  roleDetailQuerySchema,
  ROLES_PATH,
  roleSaveSchema,
  roleSchoolQuerySchema,
} from './roles';

/** 角色权限 (contract/org/roles.ts). */
export const roleCalls = {
  listRoles: defineCall({ method: 'GET', path: '/park/roles/list', permission: ROLES_PATH, input: roleSchoolQuerySchema }),
  getRoleDetail: defineCall({ method: 'GET', path: '/park/roles/detail', permission: ROLES_PATH, input: roleDetailQuerySchema }),
  getRecommendedRole: defineCall({
    method: 'GET',
    path: '/park/roles/recommended',
    permission: ROLES_PATH,
    input: recommendedRoleQuerySchema,
    output: recommendedRoleSchema,
  }),
  getRoleMenuRights: defineCall({ method: 'GET', path: '/park/roles/menuRights', permission: ROLES_PATH, input: roleSchoolQuerySchema }),
  saveRoleRights: defineCall({ method: 'POST', path: '/park/roles/save', permission: ROLE_EDIT, input: roleSaveSchema }),
};
