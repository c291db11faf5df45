import type { FastifyInstance } from 'fastify';
import {
  changePhoneSchema,
  DEPT_ADD,
  DEPT_EDIT,
  DEPT_PATH,
  DEPT_REMOVE,
  deptAddSchema,
  deptMoveSchema,
  deptRemoveSchema,
  deptRenameSchema,
  MEMBER,
  OrgMsg,
  PERSONAL_CENTRE_PATH,
  POSITION_ADD,
  POSITION_EDIT,
  POSITION_MENU_EDIT,
  POSITION_MENU_EDIT_PATH,
  POSITION_PATH,
  POSITION_REMOVE,
  positionAddSchema,
  positionRemoveSchema,
  positionUpdateSchema,
  ProfileMsg,
  profileSaveSchema,
  RoleMsg,
  roleDetailQuerySchema,
  roleSaveSchema,
  roleSchoolQuerySchema,
  SCHOOL_INFO_EDIT,
  SCHOOL_INFO_PATH,
  schoolInfoSaveSchema,
  schoolQuerySchema,
  signOutDeviceSchema,
} from '@contract';
import { PASSWORD_CHECK_LIMIT } from './account';
import { addDepartment } from '../services/org/departments/add-department';
import { addPosition } from '../services/org/departments/add-position';
import { getMyDuties } from '../services/org/departments/get-my-duties';
import { getSchoolInfo } from '../services/org/departments/get-school-info';
import { listDepartments } from '../services/org/departments/list-departments';
import { listPositions } from '../services/org/departments/list-positions';
import { moveDepartment } from '../services/org/departments/move-department';
import { departmentSchool, positionSchool } from '../services/org/departments/org-school';
import { removeDepartment } from '../services/org/departments/remove-department';
import { removePosition } from '../services/org/departments/remove-position';
import { renameDepartment } from '../services/org/departments/rename-department';
import { saveSchoolInfo } from '../services/org/departments/save-school-info';
import { updatePosition } from '../services/org/departments/update-position';
import { changePhone } from '../services/profile/change-phone';
import { getProfile } from '../services/profile/get-profile';
import { listSessions } from '../services/profile/list-sessions';
import { saveProfile } from '../services/profile/save-profile';
import { signOutDevice } from '../services/profile/sign-out-device';
import { getRoleDetail } from '../services/org/roles/get-role-detail';
import { getRoleMenuRights } from '../services/org/roles/get-role-menu-rights';
import { listRoles } from '../services/org/roles/list-roles';
import { saveRoleRights } from '../services/org/roles/save-role-rights';
import type { RouteDeps } from './deps';
import { body, query, serviceRoutes } from './service-route';

/**
 * Organisation (docs/org.md): 部门管理 /park/dept, 岗位管理 /park/roles/position*, the position-menu editor of school
 * 320 (/park/roles/positionMenu/*: the role editor's services under the page that only school 320 is offered, so
 * the auth plugin refuses them elsewhere), 我的园所 /park/school/info and 个人中心 /park/acount/*.
 */
export function orgRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);

  route('GET', '/park/dept/list', { permission: DEPT_PATH, input: query(schoolQuerySchema), run: listDepartments });
  route('POST', '/park/dept/add', { permission: DEPT_ADD, input: body(deptAddSchema), run: addDepartment, tx: true, msg: OrgMsg.added });
  route('POST', '/park/dept/rename', {
    permission: DEPT_EDIT,
    input: body(deptRenameSchema),
    schoolOf: departmentSchool,
    run: renameDepartment,
    tx: true,
    msg: OrgMsg.saved,
  });
  route('POST', '/park/dept/move', {
    permission: DEPT_EDIT,
    input: body(deptMoveSchema),
    schoolOf: departmentSchool,
    run: moveDepartment,
    tx: true,
    msg: OrgMsg.moved,
  });
  route('POST', '/park/dept/delete', {
    permission: DEPT_REMOVE,
    input: body(deptRemoveSchema),
    schoolOf: departmentSchool,
    run: removeDepartment,
    tx: true,
    msg: OrgMsg.removed,
  });

  route('GET', '/park/roles/positions', { permission: POSITION_PATH, input: query(schoolQuerySchema), run: listPositions });
  route('POST', '/park/roles/position/add', {
    permission: POSITION_ADD,
    input: body(positionAddSchema),
    run: addPosition,
    tx: true,
    msg: OrgMsg.added,
  });
  route('POST', '/park/roles/position/update', {
    permission: POSITION_EDIT,
    input: body(positionUpdateSchema),
    schoolOf: positionSchool,
    run: updatePosition,
    tx: true,
    msg: OrgMsg.saved,
  });
  route('POST', '/park/roles/position/delete', {
    permission: POSITION_REMOVE,
    input: body(positionRemoveSchema),
    schoolOf: positionSchool,
    run: removePosition,
    tx: true,
    msg: OrgMsg.removed,
  });
  // 岗位职责 (/YWGL/RLZYGL/GWGL/WORK) is always allowed: every member reads their own position's duties.
  route('GET', '/park/roles/myDuties', { permission: MEMBER, input: query(schoolQuerySchema), run: getMyDuties });

  route('GET', '/park/roles/positionMenu/list', {
    permission: POSITION_MENU_EDIT_PATH,
    input: query(roleSchoolQuerySchema),
    run: listRoles,
  });
  route('GET', '/park/roles/positionMenu/detail', {
    permission: POSITION_MENU_EDIT_PATH,
    input: query(roleDetailQuerySchema),
    run: getRoleDetail,
  });
  route('GET', '/park/roles/positionMenu/menuRights', {
    permission: POSITION_MENU_EDIT_PATH,
    input: query(roleSchoolQuerySchema),
    run: getRoleMenuRights,
  });
  route('POST', '/park/roles/positionMenu/save', {
    permission: POSITION_MENU_EDIT,
    input: body(roleSaveSchema),
    run: saveRoleRights,
    tx: true,
    msg: RoleMsg.saved,
  });

  route('GET', '/park/school/info', { permission: SCHOOL_INFO_PATH, input: query(schoolQuerySchema), run: getSchoolInfo });
  route('POST', '/park/school/info/save', {
    permission: SCHOOL_INFO_EDIT,
    input: body(schoolInfoSaveSchema),
    run: saveSchoolInfo,
    tx: true,
    msg: OrgMsg.saved,
  });

  // 个人中心: the user's own account (allowed in an expired school too; not offered in style 3).
  const own = { permission: PERSONAL_CENTRE_PATH, whileExpired: true } as const;
  route('GET', '/park/acount/profile', { ...own, run: getProfile });
  route('POST', '/park/acount/profile', { ...own, input: body(profileSaveSchema), run: saveProfile, tx: true, msg: OrgMsg.saved });
  route('POST', '/park/acount/changePhone', {
    ...own,
    options: { config: { rateLimit: PASSWORD_CHECK_LIMIT } },
    input: body(changePhoneSchema),
    run: changePhone,
    msg: ProfileMsg.phoneChanged,
  });
  route('GET', '/park/acount/sessions', { ...own, run: listSessions });
  route('POST', '/park/acount/signOutDevice', {
    ...own,
    input: body(signOutDeviceSchema),
    run: signOutDevice,
    tx: true,
    msg: ProfileMsg.signedOut,
  });
}
