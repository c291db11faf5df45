import type { FastifyInstance } from 'fastify';
import {
  recommendedRoleQuerySchema,
  ROLE_EDIT,
  roleDetailQuerySchema,
  RoleMsg,
  ROLES_PATH,
  roleSaveSchema,
  roleSchoolQuerySchema,
} from '@contract';
import { getRecommendedRole } from '../services/org/roles/get-recommended-role';
import { getRoleDetail } from '../services/org/roles/get-role-detail';
import { getRoleMenuRights } from '../services/org/roles/get-role-menu-rights';
import { listRoles } from '../services/org/roles/list-roles';
import { saveRoleRights } from '../services/org/roles/save-role-rights';
import type { RouteDeps } from './deps';
import { body, query, serviceRoutes } from './service-route';

/** 角色权限 (/JCSZ/JSGL): the school's positions and their permissions (SPEC §6 role calls). */
export function roleRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  route('GET', '/park/roles/list', { permission: ROLES_PATH, input: query(roleSchoolQuerySchema), run: listRoles });
  route('GET', '/park/roles/detail', { permission: ROLES_PATH, input: query(roleDetailQuerySchema), run: getRoleDetail });
  route('GET', '/park/roles/recommended', { permission: ROLES_PATH, input: query(recommendedRoleQuerySchema), run: getRecommendedRole });
  route('GET', '/park/roles/menuRights', { permission: ROLES_PATH, input: query(roleSchoolQuerySchema), run: getRoleMenuRights });
  route('POST', '/park/roles/save', {
    permission: ROLE_EDIT,
    input: body(roleSaveSchema),
    run: saveRoleRights,
    tx: true,
    msg: RoleMsg.saved,
  });
}
