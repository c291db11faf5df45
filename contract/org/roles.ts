import { z } from '../zod-locale';
import { id, idParam, text } from '../fields';
import { MENU_CATALOGUE, type MenuNode } from '../menu-catalogue';
import {
  type ActionPermission,
  type DeclaredAction,
  hasPermission,
  isPermission,
  PAGE_ACTIONS,
  type PagePermission,
  pathOf,
  type Permission,
} from '../permissions';
import { ALWAYS_ALLOWED_PATHS } from '../routes';

/**
 * 角色权限 (/JCSZ/JSGL, SPEC §6 "role lists, role detail and recommended role, per-school role menu rights"): a
 * school's positions and the permissions each holds, edited by the principal. Calls under /park/roles; reading
 * needs the page, saving ROLE_EDIT. docs/api.md, "Roles".
 */
export const ROLES_PATH = '/JCSZ/JSGL';

/** Saving a position's rights. */
export const ROLE_EDIT = '/JCSZ/JSGL:edit' satisfies DeclaredAction;

export const RoleMsg = {
  saved: '保存成功',
  allRights: '该岗位拥有全部权限，不能修改',
  notFound: '岗位不存在',
  unknownPermission: (key: string) => `未知的权限：${key}`,
  actionWithoutPage: (label: string) => `勾选“${label}”前请先勾选其所在页面`,
  tooMany: '权限数量超出范围',
  noRecommendation: '该岗位没有推荐权限',
  confirmSave: '确定保存该岗位的权限吗？保存后该岗位的教职工将按新的权限使用系统。',
  confirmLeave: '有未保存的内容，确定离开吗？',
  offline: '当前处于离线状态，角色权限需要网络连接，联网后即可查看和修改。',
  readOnlyAllRights: '该岗位拥有全部权限，无需设置，也不能修改。',
  readOnlyNoEdit: '您没有修改角色权限的权限，只能查看。',
} as const;

/** One position of the school in the role list. */
export const roleListItemSchema = z.object({
  positionId: z.number().int(),
  positionName: z.string(),
  /** Members of the school who hold the position. */
  memberCount: z.number().int(),
  /** The position holds every permission (the principal's): not edited. */
  allRights: z.boolean(),
});
export type RoleListItem = z.infer<typeof roleListItemSchema>;

export const roleSchoolQuerySchema = z.object({ schoolId: idParam().optional() });
export const roleDetailQuerySchema = z.object({ schoolId: idParam().optional(), positionId: idParam() });
export const recommendedRoleQuerySchema = z.object({
  schoolId: idParam().optional(),
  positionName: text(20, { required: '请输入岗位名称', maxMsg: '岗位名称最多20个字' }),
});

/** A position's permissions: every one for a position with all rights. */
export const roleDetailSchema = z.object({
  positionId: z.number().int(),
  positionName: z.string(),
  allRights: z.boolean(),
  permissions: z.array(z.string()),
});
export type RoleDetail = z.infer<typeof roleDetailSchema>;

/** The recommended role of a position name (contract/permissions.ts RECOMMENDED_ROLES), expanded. */
export const recommendedRoleSchema = z.object({
  positionName: z.string(),
  /** False when the name has no recommended role (then `permissions` is empty). */
  recommended: z.boolean(),
  permissions: z.array(z.string()),
});
export type RecommendedRole = z.infer<typeof recommendedRoleSchema>;

/**
 * A node of the role editor's tree: a category (path ''), a group or a page, worded for the school's style, with
 * the actions that can be granted on it one by one. Only what a position's rights decide is in it: the pages every
 * member has and the pages this school does not offer are left out.
 */
export interface RoleMenuNode {
  name: string;
  path: string;
  actions: { key: ActionPermission; label: string }[];
  children: RoleMenuNode[];
}
export const roleMenuNodeSchema: z.ZodType<RoleMenuNode> = z.lazy(() =>
  z.object({
    name: z.string(),
    path: z.string(),
    actions: z.array(z.object({ key: z.custom<ActionPermission>((v) => typeof v === 'string'), label: z.string() })),
    children: z.array(roleMenuNodeSchema),
  }),
);

function catalogueName(path: string, nodes: readonly MenuNode[] = MENU_CATALOGUE): string | undefined {
  for (const [name, p, , children = []] of nodes) {
    if (p === path) return name;
    const found = catalogueName(path, children);
    if (found) return found;
  }
  return undefined;
}

/** An action as the refusals name it, e.g. “幼儿管理 · 新增” (kindergarten wording). */
export function actionLabel(key: ActionPermission): string {
  const [page, action] = key.split(':') as [PagePermission, string];
  const label = (PAGE_ACTIONS as Record<string, Record<string, string>>)[page]?.[action] ?? action;
  return `${catalogueName(page) ?? page} · ${label}`;
}

/**
 * POST /park/roles/save: a position's permissions, replaced as a whole. Every key must be a known permission, and
 * an action needs its page (for a group's actions, a page of the group): the server would never honour it alone.
 */
export const roleSaveSchema = z
  .object({
    schoolId: id().optional(),
    positionId: id(RoleMsg.notFound),
    permissions: z.array(text(100)).max(1000, RoleMsg.tooMany),
  })
  .superRefine((v, ctx) => {
    const unknown = v.permissions.find((p) => !isPermission(p));
    if (unknown !== undefined) {
      ctx.addIssue({ code: 'custom', message: RoleMsg.unknownPermission(unknown), path: ['permissions'] });
      return;
    }
    const pages = v.permissions.filter((p) => !p.includes(':'));
    // An action of a page every member has (the order list's 支付订单) needs no page granted.
    const orphan = (v.permissions as Permission[]).find(
      (p) => p.includes(':') && !hasPermission(pages, pathOf(p)) && !(ALWAYS_ALLOWED_PATHS as readonly string[]).includes(pathOf(p)),
    );
    if (orphan)
      ctx.addIssue({ code: 'custom', message: RoleMsg.actionWithoutPage(actionLabel(orphan as ActionPermission)), path: ['permissions'] });
  });
export type RoleSave = z.infer<typeof roleSaveSchema>;
