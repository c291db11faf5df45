import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { MENU_CATALOGUE, type MenuNode } from './menu-catalogue';
import {
  ALWAYS_ALLOWED_PATHS,
  isPathPermitted,
  PERSONAL_CENTRE_PATH,
  POSITION_MENU_EDIT_PATH,
  POSITION_MENU_EDIT_SCHOOL_ID,
  PRINCIPAL_MAILBOX_PATH,
  PRINCIPAL_POSITION,
} from './routes';

/**
 * Permissions (SPEC §6; docs/permissions.md): what one member may open and do in one school.
 *
 * A permission is a menu page's path (`'/YWGL/JCXX/BJGL'`: may open the page and read its data) or an action on a
 * page (`'/YWGL/JCXX/BJGL:add'`). A position (岗位, the SPEC's role) holds a set of them, edited under 系统设置 →
 * 角色权限; a position with all rights (the principal) holds every one. A member's effective permissions are their
 * position's, narrowed by their school permission list when they have one, plus the pages every member has.
 *
 * Every REST route and every sync mutation declares what it needs next to its schema; the server refuses the rest
 * with 403 before any write, and the client hides what the same check would refuse (`hasPermission`).
 */
export type PagePermission = `/${string}`;
export type ActionPermission = `/${string}:${string}`;
export type Permission = PagePermission | ActionPermission;
/** Needs only membership of the school the call names (the user's own things: shortcuts, theme, notices, files). */
export const MEMBER = 'member';
/** What a call needs: a permission, or to be a member of the school. */
export type Requirement = Permission | typeof MEMBER;

export const PermissionMsg = {
  denied: '您没有该操作的权限，请联系园长开通',
  /** Pending changes of data the member may no longer see, dropped from the device (数据同步 shows this). */
  revoked: '您已没有该数据的权限，修改未能同步',
} as const;

/**
 * The actions of each page that a position can be granted one by one (RuoYi's button permissions), with the
 * label the role editor shows. A page's own path is the right to open it and read its data.
 */
export const PAGE_ACTIONS = {
  '/YWGL/JCXX/BJGL': { add: '新增', edit: '修改', remove: '删除', promote: '升班' },
  '/YWGL/JCXX/YEGL': {
    add: '新增',
    edit: '修改',
    remove: '删除',
    changeClass: '调班',
    leave: '离园',
    graduate: '毕业',
    inviteParents: '邀请家长',
    reviewParents: '审核家长申请',
  },
  '/YWGL/JCXX/LYYE': { back: '复学' },
  '/YWGL/ZSGL': { add: '新增报名', edit: '修改报名', remove: '删除报名', review: '审核', assign: '分班' },
  '/YWGL/YECQGL': { record: '考勤登记', viewStaff: '查看教职工考勤', recordStaff: '教职工考勤登记' },
  '/YWGL/RLZYGL/JZGGL': {
    invite: '邀请教职工',
    notify: '发送通知',
    edit: '修改档案与证书',
    status: '变更状态（转正、离职、退休）',
    import: '导入教职工',
  },
  '/YWGL/RLZYGL/BMGL': { add: '新增部门', edit: '修改部门（改名、排序、移动）', remove: '删除部门' },
  '/YWGL/RLZYGL/GWGL': { add: '新增岗位', edit: '修改岗位（名称、岗位职责）', remove: '删除岗位' },
  '/YWGL/RLZYGL/GWGL/MENU': { edit: '修改岗位菜单' },
  '/YWGL/YSXC/TZGG': { publish: '发布通知公告（含撤回、删除、查看阅读情况）' },
  '/YWGL/XYXC': { publish: '发布校园宣传' },
  '/YWGL/YZGL': { apply: '申请用印（撤销本人申请）', edit: '新增、修改、停用印章', approve: '审批用印申请（不能审批自己的申请）' },
  '/YWGL/CWGL': { settings: '财务设置（财务密码、记账设置）' },
  '/YWGL/CWGL/SFXM': { edit: '编辑收费项目、收费标准与优惠' },
  '/YWGL/CWGL/JZGL': { edit: '记账（新增、修改、删除未审核的记账）', review: '审核记账（不能审核自己记的账）' },
  '/YWGL/CWGL/ZDGL': { edit: '编辑账单（生成、发布、作废）与收款', review: '审核账单' },
  '/YWGL/CWGL/TFGL': { edit: '登记退费与结转（退费项目、退费组、退费记录、退款）', review: '审核退费（不能审核自己申请的退费）' },
  '/YWGL/CWGL/QTSR': { edit: '登记其他收入与收支项目' },
  '/YWGL/CWGL/ZCBX': { edit: '登记支出与报销', review: '审批报销', pay: '确认报销付款' },
  '/YWGL/CWGL/ZCTX': { edit: '设置支出提醒与确认付款' },
  '/YWGL/CWGL/GZGL': { edit: '编辑工资模板与月度工资表（导入、发放、退还扣款）' },
  '/DGTW': {
    addBanner: '新增轮播图',
    editBanner: '修改轮播图',
    removeBanner: '删除轮播图',
    addNotice: '发布公告',
    editNotice: '修改公告',
    removeNotice: '删除公告',
    addMember: '新增成员',
    editMember: '修改成员',
    removeMember: '删除成员',
    addDynamic: '发布动态',
    editDynamic: '修改动态',
    removeDynamic: '删除动态',
  },
  '/DGTW/JWH': { setChatStatus: '开关班级聊天', endChat: '结束对话' },
  '/HQGL/ZHXC/XSJL': { ackAlert: '确认处理校车报警' },
  '/HQGL/ZHXC/XCZK': { ride: '跟车登记（本人跟车的路线）', rideAny: '跟车登记（全部路线）' },
  '/HQGL/ZHXC/XCJBSZ': { edit: '编辑校车基础设置', applyCard: '申请油卡', auditCard: '审核油卡' },
  '/WSBJ/CWJ': { record: '晨午检登记（本人任教的班级）', recordAny: '晨午检登记（全园）' },
  '/WSBJ/JKDA': { edit: '录入体检与健康档案（含导入）' },
  '/WSBJ/YMJZ': { edit: '录入接种记录（含导入）', notify: '发送补种通知' },
  '/WSBJ/WYDJ': { record: '委托喂药与服药登记（本人任教的班级）', recordAny: '委托喂药与服药登记（全园）' },
  '/JCSZ/WDYEY': { edit: '修改园所信息' },
  '/JCSZ/YLSZ': { edit: '设置学期' },
  '/JCSZ/DDLB': { pay: '支付订单' },
  '/JCSZ/JSGL': { edit: '修改角色权限' },
  '/JCSZ/SPGL': { edit: '编辑审批模板（表单与流程）' },
} as const satisfies Record<PagePermission, Record<string, string>>;

/** An action PAGE_ACTIONS declares, e.g. `'/JCSZ/YLSZ:edit'`: a key spelled wrong is a type error. */
export type DeclaredAction = {
  [P in keyof typeof PAGE_ACTIONS]: `${P}:${keyof (typeof PAGE_ACTIONS)[P] & string}`;
}[keyof typeof PAGE_ACTIONS];

/** `'/PATH'` of a permission (itself for a page). */
export const pathOf = (permission: Permission): PagePermission => permission.split(':')[0] as PagePermission;

/** Every page of the catalogue with a route (leaves, and groups that are pages of their own are not: a group is
 * shown when one of its pages is). */
function cataloguePages(nodes: readonly MenuNode[] = MENU_CATALOGUE): PagePermission[] {
  return nodes.flatMap(([, path, , children = []]) =>
    children.length > 0 ? cataloguePages(children) : path ? [path as PagePermission] : [],
  );
}
export const ALL_PAGES: readonly PagePermission[] = cataloguePages();
export const ALL_ACTIONS: readonly ActionPermission[] = Object.entries(PAGE_ACTIONS).flatMap(([page, actions]) =>
  Object.keys(actions).map((a) => `${page}:${a}` as ActionPermission),
);
/** Everything a position can be granted: the permissions of a position with all rights. */
export const ALL_PERMISSIONS: readonly Permission[] = [...ALL_PAGES, ...ALL_ACTIONS];
const KNOWN = new Set<string>(ALL_PERMISSIONS);
export const isPermission = (key: string): key is Permission => KNOWN.has(key);

/** Whether `path` is `prefix` or lies under it. */
export const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export interface Grant {
  /** The position holds every permission (the principal's). */
  allRights: boolean;
  /** The position's permissions, as stored (unknown keys are ignored). */
  rights: readonly string[];
  /** The member's school permission list (SPEC §6), '' for none. */
  schoolpermission: string;
  positionName: string | null;
  school: { id: number; style: number };
}

/** Pages offered only to some members whatever their rights (SPEC §6). */
function offered(path: string, g: Grant): boolean {
  if (path === PRINCIPAL_MAILBOX_PATH) return g.positionName === PRINCIPAL_POSITION;
  if (path === PERSONAL_CENTRE_PATH) return g.school.style !== 3;
  if (path === POSITION_MENU_EDIT_PATH) return g.school.id === POSITION_MENU_EDIT_SCHOOL_ID;
  return true;
}
const ALWAYS = new Set<string>(ALWAYS_ALLOWED_PATHS);

/** A member's effective permissions in one school, sorted: the one computation the server and its tests use. */
export function effectivePermissions(g: Grant): Permission[] {
  const granted = g.allRights ? ALL_PERMISSIONS : ALL_PERMISSIONS.filter((p) => g.rights.includes(p));
  const out = new Set<Permission>();
  for (const p of granted) {
    const path = pathOf(p);
    if (offered(path, g) && isPathPermitted(path, g.schoolpermission)) out.add(p);
  }
  for (const page of ALL_PAGES) if (ALWAYS.has(page) && offered(page, g)) out.add(page);
  return [...out].sort();
}

const LEAF_PAGES = new Set<string>(ALL_PAGES);

/**
 * Whether a set of effective permissions meets a requirement. A group's path (`'/YWGL/CWGL'`, `'/DGTW'`) is met by
 * any page under it: the finance unlock serves every finance page, the committee content every committee site.
 */
export function hasPermission(granted: ReadonlySet<string> | readonly string[], need: Requirement): boolean {
  if (need === MEMBER) return true;
  const set: ReadonlySet<string> = Array.isArray(granted) ? new Set(granted) : (granted as ReadonlySet<string>);
  if (set.has(need)) return true;
  return !need.includes(':') && !LEAF_PAGES.has(need) && readsUnder(set, need);
}

/** Whether any page at or under `prefix` is granted: the test of a sync scope's `readBy` (contract/scopes.ts). */
export function readsUnder(granted: Iterable<string>, prefix: string): boolean {
  for (const p of granted) if (!p.includes(':') && isUnder(p, prefix)) return true;
  return false;
}

/**
 * Recommended rights of the demo positions (SPEC §6 "recommended role"): a page grants itself and the pages under
 * it; `'P:*'` grants every action of the pages at or under P; `'P:action'` that one action (teachers record their
 * class's attendance, not the staff's). The principal's position holds all rights instead.
 */
export const RECOMMENDED_ROLES: Readonly<Record<string, readonly string[]>> = {
  副园长: [
    '/HOME',
    '/DATABOARD',
    '/APPROVAL',
    '/YWGL',
    '/YWGL:*',
    '/HQGL',
    '/DGTW',
    '/DGTW:*',
    '/BJGZ',
    '/BJGL',
    '/JWGL',
    '/JXGL',
    '/WSBJ',
    '/WSBJ:*',
    '/JYGY',
    '/YSZS',
    '/JCSZ',
    '/JCSZ/YLSZ:*',
    '/JCSZ/DDLB:pay',
  ],
  教师: [
    '/HOME',
    '/YWGL/JCXX',
    '/YWGL/JCXX:*',
    '/YWGL/YECQGL',
    '/YWGL/YECQGL:record',
    '/BJGZ',
    '/BJGL',
    '/WSBJ/CWJ',
    '/WSBJ/CWJ:record',
    '/WSBJ/WYDJ',
    '/WSBJ/WYDJ:record',
    '/JYGY',
    '/YSZS',
  ],
  保育员: ['/HOME', '/YWGL/YECQGL', '/YWGL/YECQGL:record', '/WSBJ/CWJ', '/WSBJ/CWJ:record', '/WSBJ/WYDJ', '/WSBJ/WYDJ:record', '/YSZS'],
  // Reads 印章管理 and requests a use there (the finance seal's keeper records its uses).
  财务: [
    '/HOME',
    '/DATABOARD',
    '/YWGL/JCXX/BJGL',
    '/YWGL/JCXX/YEGL',
    '/YWGL/CWGL',
    '/YWGL/CWGL:*',
    '/YWGL/YZGL',
    '/YWGL/YZGL:apply',
    '/JCSZ/CZRZ',
    '/JCSZ/DDLB:pay',
  ],
  // Reads the bus pages and records on the trips of their own routes; the basic settings are 后勤's to change.
  跟车老师: ['/HOME', '/HQGL/ZHXC', '/HQGL/ZHXC/XCZK:ride', '/YWGL/YECQGL', '/YWGL/YECQGL:record'],
  保健医生: ['/HOME', '/WSBJ', '/WSBJ:*', '/YWGL/YECQGL', '/YWGL/YECQGL:record', '/YWGL/JCXX/YEGL'],
  后勤主管: ['/HOME', '/HQGL', '/HQGL:*', '/YWGL/JCXX/BJGL'],
};

/** The permissions a recommended role's entries stand for. */
export function expandRole(entries: readonly string[]): Permission[] {
  return ALL_PERMISSIONS.filter((p) =>
    entries.some((e) =>
      e.endsWith(':*')
        ? p.includes(':') && isUnder(pathOf(p), e.slice(0, -2))
        : e.includes(':')
          ? p === e
          : !p.includes(':') && isUnder(p, e),
    ),
  );
}

/**
 * A short fingerprint of a member's effective permissions. A pull answer carries the server's; the app compares
 * it with the one of the permissions its session holds and reloads user info and menu when they differ, so a
 * role change reaches every device at its next pull.
 */
export function rightsFingerprint(permissions: readonly string[]): string {
  return bytesToHex(sha256(utf8ToBytes([...permissions].sort().join(',')))).slice(0, 16);
}
