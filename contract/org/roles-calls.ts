import { defineCall } from '../call';
import type { Requirement } from '../permissions';
import { POSITION_MENU_EDIT_PATH } from '../routes';
import { z } from '../zod-locale';
import { POSITION_MENU_EDIT } from './departments';
import {
  recommendedRoleQuerySchema,
  recommendedRoleSchema,
  ROLE_EDIT,
  roleDetailQuerySchema,
  roleDetailSchema,
  roleListItemSchema,
  roleMenuNodeSchema,
  ROLES_PATH,
  roleSaveSchema,
  roleSchoolQuerySchema,
} from './roles';

/** The role editor's calls under `base`, read with one requirement and saved with another. */
const roleEditorCalls = (base: string, read: Requirement, edit: Requirement) => ({
  listRoles: defineCall({
    method: 'GET',
    path: `${base}/list`,
    permission: read,
    input: roleSchoolQuerySchema,
    output: z.array(roleListItemSchema),
  }),
  getRoleDetail: defineCall({
    method: 'GET',
    path: `${base}/detail`,
    permission: read,
    input: roleDetailQuerySchema,
    output: roleDetailSchema,
  }),
  getRoleMenuRights: defineCall({
    method: 'GET',
    path: `${base}/menuRights`,
    permission: read,
    input: roleSchoolQuerySchema,
    output: z.array(roleMenuNodeSchema),
  }),
  saveRoleRights: defineCall({ method: 'POST', path: `${base}/save`, permission: edit, input: roleSaveSchema, output: roleDetailSchema }),
});
/** The calls a role editor page uses (角色权限, or the position-menu editor of school 320). */
export type RoleEditorCalls = ReturnType<typeof roleEditorCalls>;

/** 角色权限 (contract/org/roles.ts). */
export const roleCalls = {
  ...roleEditorCalls('/park/roles', ROLES_PATH, ROLE_EDIT),
  getRecommendedRole: defineCall({
    method: 'GET',
    path: '/park/roles/recommended',
    permission: ROLES_PATH,
    input: recommendedRoleQuerySchema,
    output: recommendedRoleSchema,
  }),
};

/**
 * The position-menu editor of school 320 (/YWGL/RLZYGL/GWGL/MENU): the role editor's services under the page only
 * school 320 is offered, so the auth plugin refuses them elsewhere.
 */
export const positionMenuCalls = roleEditorCalls('/park/roles/positionMenu', POSITION_MENU_EDIT_PATH, POSITION_MENU_EDIT);
