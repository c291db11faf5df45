import { z } from '../zod-locale';
import { id, idParam, int32, intParam, isoDate, text } from '../fields';
import { phoneSchema, SMS_CODE_MAX_LENGTH } from '../password';

import type { DeclaredAction } from '../permissions';

/**
 * Organisation (docs/org.md): 部门管理 (/YWGL/RLZYGL/BMGL, a department tree), 岗位管理 (/YWGL/RLZYGL/GWGL, positions
 * with duties; their menu rights are the role editor /JCSZ/JSGL), 我的园所 (/JCSZ/WDYEY) and 个人中心 (/JCSZ/GRZX).
 * Calls under /park/dept, /park/roles/position*, /park/school/info and /park/acount. Online only: a change of the
 * school's structure is made on the server, as the role editor's.
 */
export const DEPT_PATH = '/YWGL/RLZYGL/BMGL';
export const DEPT_ADD = '/YWGL/RLZYGL/BMGL:add' satisfies DeclaredAction;
export const DEPT_EDIT = '/YWGL/RLZYGL/BMGL:edit' satisfies DeclaredAction;
export const DEPT_REMOVE = '/YWGL/RLZYGL/BMGL:remove' satisfies DeclaredAction;
export const POSITION_PATH = '/YWGL/RLZYGL/GWGL';
export const POSITION_ADD = '/YWGL/RLZYGL/GWGL:add' satisfies DeclaredAction;
export const POSITION_EDIT = '/YWGL/RLZYGL/GWGL:edit' satisfies DeclaredAction;
export const POSITION_REMOVE = '/YWGL/RLZYGL/GWGL:remove' satisfies DeclaredAction;
/** The position-menu editor's save (its page is offered in school 320 only, so the action is too). */
export const POSITION_MENU_EDIT = '/YWGL/RLZYGL/GWGL/MENU:edit' satisfies DeclaredAction;
export const SCHOOL_INFO_PATH = '/JCSZ/WDYEY';
export const SCHOOL_INFO_EDIT = '/JCSZ/WDYEY:edit' satisfies DeclaredAction;

export const DEPT_NAME_MAX = 20;
export const POSITION_NAME_MAX = 20;
export const DUTIES_MAX = 2000;
/** A tree deeper than this is refused (an org chart of a school is a few levels). */
export const DEPT_MAX_DEPTH = 6;

export const OrgMsg = {
  deptName: '请输入部门名称',
  deptNameMax: `部门名称最多${DEPT_NAME_MAX}个字`,
  deptNotFound: '部门不存在',
  deptParentNotFound: '上级部门不存在',
  deptDuplicate: '同一上级下已有同名部门',
  deptHasMembers: (n: number) => `该部门下还有${n}名教职工，请先调整他们的部门后再删除`,
  deptHasChildren: '该部门下还有子部门，请先删除或移走子部门',
  deptCycle: '不能把部门移动到它自己或它的下级部门之下',
  deptTooDeep: `部门层级最多${DEPT_MAX_DEPTH}级`,
  positionName: '请输入岗位名称',
  positionNameMax: `岗位名称最多${POSITION_NAME_MAX}个字`,
  positionNotFound: '岗位不存在',
  positionDuplicate: '岗位名称已存在',
  positionProtected: '园长岗位不能删除或改名',
  positionReserved: '不能使用“园长”作为其他岗位的名称',
  positionHasMembers: (n: number) => `该岗位下还有${n}名教职工，请先调整他们的岗位后再删除`,
  dutiesMax: `岗位职责最多${DUTIES_MAX}个字`,
  noPosition: '您还没有岗位，请联系园长设置',
  saved: '保存成功',
  added: '新增成功',
  removed: '删除成功',
  moved: '移动成功',
  confirmRemoveDept: '确定删除该部门吗？',
  confirmRemovePosition: '确定删除该岗位吗？',
  offline: '当前处于离线状态，组织架构需要网络连接，联网后即可查看和修改。',
} as const;

// ---------------------------------------------------------------- departments

export const departmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  parentId: z.number().int().nullable(),
  sort: z.number().int(),
  /** Members whose department this is (not counting sub-departments). */
  memberCount: z.number().int(),
});
export type Department = z.infer<typeof departmentSchema>;

export const schoolQuerySchema = z.object({ schoolId: idParam().optional() });
const deptName = text(DEPT_NAME_MAX, { required: OrgMsg.deptName, maxMsg: OrgMsg.deptNameMax });

/** POST /park/dept/add: at the end of its parent's children (null: the top). */
export const deptAddSchema = z.object({
  schoolId: id().optional(),
  name: deptName,
  parentId: id(OrgMsg.deptParentNotFound).nullable().default(null),
});
export const deptRenameSchema = z.object({ id: id(OrgMsg.deptNotFound), name: deptName });
export const deptRemoveSchema = z.object({ id: id(OrgMsg.deptNotFound) });
/**
 * POST /park/dept/move: one move of drag and drop (or 上移/下移/移动到): the department goes under `parentId` (null:
 * the top) at position `index` among its new siblings (past the end: last).
 */
export const deptMoveSchema = z.object({
  id: id(OrgMsg.deptNotFound),
  parentId: id(OrgMsg.deptParentNotFound).nullable(),
  index: int32().min(0, '位置不正确'),
});
export type DeptAddInput = z.infer<typeof deptAddSchema>;
export type DeptRenameInput = z.infer<typeof deptRenameSchema>;
export type DeptRemoveInput = z.infer<typeof deptRemoveSchema>;
export type DeptMoveInput = z.infer<typeof deptMoveSchema>;

export interface DeptNode extends Department {
  children: DeptNode[];
  /** Members of this department and every one under it. */
  totalCount: number;
}

/** The flat list as a tree, siblings by sort then id; a row whose parent is missing sits at the top. */
export function buildDeptTree(rows: readonly Department[]): DeptNode[] {
  const nodes = new Map<number, DeptNode>(rows.map((r) => [r.id, { ...r, children: [], totalCount: 0 }]));
  const roots: DeptNode[] = [];
  for (const n of nodes.values()) {
    const parent = n.parentId === null ? undefined : nodes.get(n.parentId);
    (parent ? parent.children : roots).push(n);
  }
  const order = (list: DeptNode[]): number => {
    list.sort((a, b) => a.sort - b.sort || a.id - b.id);
    let sum = 0;
    for (const n of list) {
      n.totalCount = n.memberCount + order(n.children);
      sum += n.totalCount;
    }
    return sum;
  };
  order(roots);
  return roots;
}

/** Whether `candidate` is `id` or lies under it: a move there would make a cycle. */
export function isInSubtree(rows: readonly Pick<Department, 'id' | 'parentId'>[], id: number, candidate: number): boolean {
  const parent = new Map(rows.map((r) => [r.id, r.parentId]));
  const seen = new Set<number>();
  for (let at: number | null | undefined = candidate; at != null && !seen.has(at); at = parent.get(at)) {
    if (at === id) return true;
    seen.add(at);
  }
  return false;
}

// ---------------------------------------------------------------- positions

export const positionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  duties: z.string(),
  allRights: z.boolean(),
  memberCount: z.number().int(),
});
export type Position = z.infer<typeof positionSchema>;

const positionName = text(POSITION_NAME_MAX, { required: OrgMsg.positionName, maxMsg: OrgMsg.positionNameMax });
const duties = text(DUTIES_MAX, { maxMsg: OrgMsg.dutiesMax, multiline: true });
/** POST /park/roles/position/add: a new position starts with no rights (its 菜单权限 are set in the role editor). */
export const positionAddSchema = z.object({ schoolId: id().optional(), name: positionName, duties: duties.default('') });
export const positionUpdateSchema = z.object({ id: id(OrgMsg.positionNotFound), name: positionName, duties: duties.default('') });
export const positionRemoveSchema = z.object({ id: id(OrgMsg.positionNotFound) });
export type PositionAddInput = z.infer<typeof positionAddSchema>;
export type PositionUpdateInput = z.infer<typeof positionUpdateSchema>;
export type PositionRemoveInput = z.infer<typeof positionRemoveSchema>;

/** GET /park/roles/myDuties: the caller's own position and its duties (the always-allowed GWGL/WORK page). */
export interface MyDuties {
  positionName: string;
  departmentName: string;
  duties: string;
}

// ---------------------------------------------------------------- school info

/** SPEC §3 kindergarten type 0–6 (办园类型, the举办者 of the education statistics). */
export const KINDERGARTEN_TYPE_LABELS: Readonly<Record<number, string>> = {
  0: '教育部门办',
  1: '其他部门办',
  2: '地方企业办',
  3: '事业单位办',
  4: '部队办',
  5: '集体办',
  6: '民办',
};
/** SPEC §3 level 1–9 (园所等级). */
export const SCHOOL_LEVEL_LABELS: Readonly<Record<number, string>> = {
  1: '省级示范园',
  2: '市级示范园',
  3: '区（县）级示范园',
  4: '一级一类',
  5: '一级二类',
  6: '二级一类',
  7: '二级二类',
  8: '三级',
  9: '未定级',
};
/** SPEC §3 residence 0–5 (所在地区类型, the statistics' 城乡分类). */
export const RESIDENCE_LABELS: Readonly<Record<number, string>> = {
  0: '主城区',
  1: '城乡结合区',
  2: '镇中心区',
  3: '镇乡结合区',
  4: '特殊区域',
  5: '乡村',
};

const enumField = (labels: Readonly<Record<number, string>>, msg: string) =>
  intParam({ msg })
    .refine((v) => labels[v] !== undefined, msg)
    .nullable()
    .default(null);
const count = (msg: string) => intParam({ min: 0, max: 10_000_000, msg }).nullable().default(null);

export const SchoolInfoMsg = {
  name: '请输入园所名称',
  nameMax: '园所名称最多50个字',
  kindergartenType: '请选择正确的办园类型',
  level: '请选择正确的园所等级',
  residence: '请选择正确的所在地区类型',
  area: '占地面积请输入0到10000000之间的整数',
  classCount: '班级数请输入0到10000000之间的整数',
  capacity: '核定学位数请输入0到10000000之间的整数',
  founded: '建园日期格式不正确',
  contactPhone: '联系电话格式不正确',
} as const;

/** POST /park/school/info/save (and the GET's answer, with `schoolId` and the school's own name). */
export const schoolInfoSaveSchema = z.object({
  schoolId: id().optional(),
  schoolName: text(50, { required: SchoolInfoMsg.name, maxMsg: SchoolInfoMsg.nameMax }),
  address: text(200).default(''),
  logo: text(500).default(''),
  contactName: text(20).default(''),
  contactPhone: text(20)
    .refine((v) => v === '' || /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/.test(v), SchoolInfoMsg.contactPhone)
    .default(''),
  kindergartenType: enumField(KINDERGARTEN_TYPE_LABELS, SchoolInfoMsg.kindergartenType),
  level: enumField(SCHOOL_LEVEL_LABELS, SchoolInfoMsg.level),
  residence: enumField(RESIDENCE_LABELS, SchoolInfoMsg.residence),
  foundedOn: z.union([z.literal(''), isoDate(SchoolInfoMsg.founded)]).default(''),
  area: count(SchoolInfoMsg.area),
  classCount: count(SchoolInfoMsg.classCount),
  capacity: count(SchoolInfoMsg.capacity),
  intro: text(1000, { multiline: true }).default(''),
});
export type SchoolInfoSave = z.infer<typeof schoolInfoSaveSchema>;
export type SchoolInfo = Required<Omit<SchoolInfoSave, 'schoolId'>> & { schoolId: number; schoolStyle: number };

// ---------------------------------------------------------------- personal centre

export const ProfileMsg = {
  userName: '请输入姓名',
  userNameMax: '姓名最多20个字',
  proofRequired: '请输入原手机号的验证码或登录密码',
  wrongOldCode: '原手机号验证码错误',
  wrongPassword: '登录密码错误',
  wrongNewCode: '新手机号验证码错误',
  samePhone: '新手机号不能与原手机号相同',
  phoneTaken: '该手机号已被其他账号使用',
  phoneChanged: '手机号修改成功',
  sessionNotFound: '该设备已退出或不存在',
  signedOut: '已退出该设备',
  confirmSignOut: '确定让该设备退出登录吗？',
} as const;

/** POST /park/acount/profile: the user's own name and avatar. */
export const profileSaveSchema = z.object({
  userName: text(20, { required: ProfileMsg.userName, maxMsg: ProfileMsg.userNameMax }),
  headPic: text(500).default(''),
});
export type ProfileSave = z.infer<typeof profileSaveSchema>;

const code = text(SMS_CODE_MAX_LENGTH, { maxMsg: '验证码错误' });
/**
 * POST /park/acount/changePhone: proof of the account (the old phone's code, or the login password as md5 when the
 * old phone is lost) and the new phone's code. Codes come from /park/login/sendSms (type 1, with the captcha).
 */
export const changePhoneSchema = z
  .object({
    oldCode: code.default(''),
    password: text(64, { trim: false }).default(''),
    newPhone: phoneSchema,
    newCode: text(SMS_CODE_MAX_LENGTH, { required: '请输入验证码！', maxMsg: '验证码错误' }),
  })
  .refine((v) => v.oldCode !== '' || v.password !== '', { message: ProfileMsg.proofRequired, path: ['oldCode'] });
export type ChangePhoneInput = z.infer<typeof changePhoneSchema>;

export interface Profile {
  userId: number;
  loginName: string;
  userName: string;
  headPic: string;
  mobilePhone: string;
  /** The phone as shown: 138****1234. */
  maskedPhone: string;
  schoolName: string;
  departmentName: string;
  positionName: string;
}

/** A session of the account: the signed-in devices are the live ones, the login history all of them. */
export interface DeviceSession {
  /** An opaque id of the session (not its token). */
  id: string;
  device: string;
  ip: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  live: boolean;
  /** The session of this request. */
  current: boolean;
}
export const signOutDeviceSchema = z.object({ id: text(64, { required: ProfileMsg.sessionNotFound }) });
export type SignOutDeviceInput = z.infer<typeof signOutDeviceSchema>;

/** A short device name from a User-Agent: “Chrome · Windows”. */
export function deviceName(ua: string): string {
  if (!ua) return '未知设备';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /MicroMessenger/.test(ua)
      ? '微信'
      : /Chrome\//.test(ua)
        ? 'Chrome'
        : /Firefox\//.test(ua)
          ? 'Firefox'
          : /Safari\//.test(ua)
            ? 'Safari'
            : '浏览器';
  const os = /Windows/.test(ua)
    ? 'Windows'
    : /Android/.test(ua)
      ? 'Android'
      : /iPhone|iPad/.test(ua)
        ? 'iOS'
        : /Mac OS X/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : '';
  return os ? `${browser} · ${os}` : browser;
}
