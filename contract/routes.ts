/** Routes of SPEC §2 and §6 that the guards and the server agree on. */

/** The record view pages (…View): open without login, and reachable by any member whatever the permission list says. */
const VIEW_PAGES = ['/gcjlView', '/yebgView', '/czdaView', '/ytyaView', '/jsCzdaView', '/vbmappView'] as const;

/** Open without login; visiting them while logged in clears the session. */
export const OPEN_ROUTES = ['/login', '/weCode', '/parentCode', ...VIEW_PAGES] as const;

/**
 * Menu pages that stand alone, full screen outside the shell (SPEC §2: /HQGL/ZHXC/XCJK monitoring): the menu and
 * their buttons open them in a window of their own.
 */
export const STANDALONE_PAGES: readonly string[] = ['/HQGL/ZHXC/XCJK'];

/** Reachable whatever the school permission list says (SPEC §6). */
export const ALWAYS_ALLOWED_PATHS = [
  '/login',
  '/404',
  '/403',
  '/HOME',
  '/JCSZ/XGMM',
  '/JCSZ/GRZX',
  '/JCSZ/DDLB',
  '/YWGL/RLZYGL/GWGL/WORK',
  // Every member reads the notices addressed to them and writes to the principal there (docs/notices.md).
  '/YWGL/YSXC/TZGG',
  // 审批中心: every member applies and approves there (docs/approvals.md).
  '/APPROVAL',
  '/Guide',
  '/weCode',
  ...VIEW_PAGES,
] as const;

export const HOME_PATH = '/HOME';
export const MEAL_PLAN_HOME = '/WSBJ/YYPC/ZZSP';
export const TERM_SETTINGS_PATH = '/JCSZ/YLSZ';
export const PRINCIPAL_MAILBOX_PATH = '/YWGL/YSXC/YCXX';
export const PRINCIPAL_POSITION = '园长';
export const SPECIAL_COMPANY_ID = 74;
export const POSITION_MENU_EDIT_SCHOOL_ID = 320;
/** The position-menu editor, offered to school 320 only (SPEC §6). */
export const POSITION_MENU_EDIT_PATH = '/YWGL/RLZYGL/GWGL/MENU';
export const PERSONAL_CENTRE_PATH = '/JCSZ/GRZX';

/** Landing page after login or a school switch (SPEC §4). */
export function landingPath(school: { schoolStyle: number; companyId: number }): string {
  if (school.schoolStyle === 3) return MEAL_PLAN_HOME;
  if (school.companyId === SPECIAL_COMPANY_ID) return TERM_SETTINGS_PATH;
  return HOME_PATH;
}

export function parsePermissionList(schoolpermission: string | null | undefined): string[] {
  return (schoolpermission ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
}

/** SPEC §6: with a list, a path outside the always-allowed ones must be listed (or lie under a listed path). */
export function isPathPermitted(path: string, schoolpermission: string | null | undefined): boolean {
  const list = parsePermissionList(schoolpermission);
  if (list.length === 0) return true;
  if ((ALWAYS_ALLOWED_PATHS as readonly string[]).includes(path)) return true;
  return list.some((p) => path === p || path.startsWith(`${p}/`));
}
