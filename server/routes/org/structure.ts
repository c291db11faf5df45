import { orgCalls } from '@contract/org/departments-calls';
import { positionMenuCalls } from '@contract/org/roles-calls';
import type { FastifyInstance } from 'fastify';
import { OrgMsg, ProfileMsg, RoleMsg } from '@contract';
import { PASSWORD_CHECK_LIMIT } from '../account';
import { addDepartment } from '../../services/org/departments/add-department';
import { addPosition } from '../../services/org/departments/add-position';
import { getMyDuties } from '../../services/org/departments/get-my-duties';
import { getSchoolInfo } from '../../services/org/departments/get-school-info';
import { listDepartments } from '../../services/org/departments/list-departments';
import { listPositions } from '../../services/org/departments/list-positions';
import { moveDepartment } from '../../services/org/departments/move-department';
import { departmentSchool, positionSchool } from '../../services/org/departments/org-school';
import { removeDepartment } from '../../services/org/departments/remove-department';
import { removePosition } from '../../services/org/departments/remove-position';
import { renameDepartment } from '../../services/org/departments/rename-department';
import { saveSchoolInfo } from '../../services/org/departments/save-school-info';
import { updatePosition } from '../../services/org/departments/update-position';
import { changePhone } from '../../services/profile/change-phone';
import { getProfile } from '../../services/profile/get-profile';
import { listSessions } from '../../services/profile/list-sessions';
import { saveProfile } from '../../services/profile/save-profile';
import { signOutDevice } from '../../services/profile/sign-out-device';
import { getRoleDetail } from '../../services/org/roles/get-role-detail';
import { getRoleMenuRights } from '../../services/org/roles/get-role-menu-rights';
import { listRoles } from '../../services/org/roles/list-roles';
import { saveRoleRights } from '../../services/org/roles/save-role-rights';
import type { RouteDeps } from '../deps';
import { serviceRoutes } from '../service-route';

/**
 * Organisation (docs/org.md): 部门管理 /park/dept, 岗位管理 /park/roles/position*, the position-menu editor of school
 * 320 (/park/roles/positionMenu/*: the role editor's services under the page that only school 320 is offered, so
 * the auth plugin refuses them elsewhere), 我的园所 /park/school/info and 个人中心 /park/acount/*.
 */
export function orgRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);

  route(orgCalls.listDepartments, { run: listDepartments });
  route(orgCalls.addDepartment, { run: addDepartment, tx: true, msg: OrgMsg.added });
  route(orgCalls.renameDepartment, {
    schoolOf: departmentSchool,
    run: renameDepartment,
    tx: true,
    msg: OrgMsg.saved,
  });
  route(orgCalls.moveDepartment, {
    schoolOf: departmentSchool,
    run: moveDepartment,
    tx: true,
    msg: OrgMsg.moved,
  });
  route(orgCalls.removeDepartment, {
    schoolOf: departmentSchool,
    run: removeDepartment,
    tx: true,
    msg: OrgMsg.removed,
  });

  route(orgCalls.listPositions, { run: listPositions });
  route(orgCalls.addPosition, {
    run: addPosition,
    tx: true,
    msg: OrgMsg.added,
  });
  route(orgCalls.updatePosition, {
    schoolOf: positionSchool,
    run: updatePosition,
    tx: true,
    msg: OrgMsg.saved,
  });
  route(orgCalls.removePosition, {
    schoolOf: positionSchool,
    run: removePosition,
    tx: true,
    msg: OrgMsg.removed,
  });
  // 岗位职责 (/YWGL/RLZYGL/GWGL/WORK) is always allowed: every member reads their own position's duties.
  route(orgCalls.getMyDuties, { run: getMyDuties });

  route(positionMenuCalls.listRoles, {
    run: listRoles,
  });
  route(positionMenuCalls.getRoleDetail, {
    run: getRoleDetail,
  });
  route(positionMenuCalls.getRoleMenuRights, {
    run: getRoleMenuRights,
  });
  route(positionMenuCalls.saveRoleRights, {
    run: saveRoleRights,
    tx: true,
    msg: RoleMsg.saved,
  });

  route(orgCalls.getSchoolInfo, { run: getSchoolInfo });
  route(orgCalls.saveSchoolInfo, {
    run: saveSchoolInfo,
    tx: true,
    msg: OrgMsg.saved,
  });

  // 个人中心: the user's own account (allowed in an expired school too; not offered in style 3).
  const own = { whileExpired: true } as const;
  route(orgCalls.getProfile, { ...own, run: getProfile });
  route(orgCalls.saveProfile, { ...own, run: saveProfile, tx: true, msg: OrgMsg.saved });
  route(orgCalls.changePhone, {
    ...own,
    options: { config: { rateLimit: PASSWORD_CHECK_LIMIT } },
    run: changePhone,
    msg: ProfileMsg.phoneChanged,
  });
  route(orgCalls.listSessions, { ...own, run: listSessions });
  route(orgCalls.signOutDevice, {
    ...own,
    run: signOutDevice,
    tx: true,
    msg: ProfileMsg.signedOut,
  });
}
