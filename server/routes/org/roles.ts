import { roleCalls } from '@contract/org/roles-calls';
import type { FastifyInstance } from 'fastify';
import { RoleMsg } from '@contract';
import { getRecommendedRole } from '../../services/org/roles/get-recommended-role';
import { getRoleDetail } from '../../services/org/roles/get-role-detail';
import { getRoleMenuRights } from '../../services/org/roles/get-role-menu-rights';
import { listRoles } from '../../services/org/roles/list-roles';
import { saveRoleRights } from '../../services/org/roles/save-role-rights';
import type { RouteDeps } from '../deps';
import { serviceRoutes } from '../service-route';

/** 角色权限 (/JCSZ/JSGL): the school's positions and their permissions (SPEC §6 role calls). */
export function roleRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  route(roleCalls.listRoles, { run: listRoles });
  route(roleCalls.getRoleDetail, { run: getRoleDetail });
  route(roleCalls.getRecommendedRole, { run: getRecommendedRole });
  route(roleCalls.getRoleMenuRights, { run: getRoleMenuRights });
  route(roleCalls.saveRoleRights, { run: saveRoleRights, tx: true, msg: RoleMsg.saved });
}
