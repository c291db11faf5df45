// biome-ignore-all format: one demo record per line
/** The demo world: who works where, described once and turned into rows by seed-demo.ts. */
const DAY = 24 * 60 * 60 * 1000;

export interface DemoSchool {
  id: number;
  companyId: number;
  name: string;
  style: 1 | 2 | 3;
  clientState: 0 | 1;
  /** Days from the seed date to the service expiry (negative: already expired). */
  expiresInDays: number;
  termActivated: boolean;
  /** Classes as [grade, names, children per class, birth year]. */
  classes: ReadonlyArray<readonly [grade: number, names: readonly string[], size: number, birthYear: number]>;
}

export const DEMO_COMPANIES = [
  { id: 1, name: '童心教育集团' },
  { id: 74, name: '启明星教育科技有限公司' },
];

const primaryClasses = [1, 2, 3, 4, 5, 6].map(
  (g) => [g, ['一', '二', '三'].map((n) => `${'一二三四五六'[g - 1]}年级(${n})班`), 40, 2020 - g] as const,
);

export const DEMO_SCHOOLS: readonly DemoSchool[] = [
  {
    id: 101, companyId: 1, name: '童心阳光幼儿园', style: 1, clientState: 0, expiresInDays: 20, termActivated: true,
    classes: [
      [0, ['大一班', '大二班', '大三班'], 25, 2020],
      [1, ['中一班', '中二班', '中三班'], 25, 2021],
      [2, ['小一班', '小二班', '小三班'], 25, 2022],
      [3, ['托一班', '托二班'], 25, 2023],
      [5, ['学前班'], 25, 2020],
    ],
  },
  { id: 102, companyId: 1, name: '童心实验小学', style: 2, clientState: 0, expiresInDays: 280, termActivated: true, classes: primaryClasses },
  {
    id: 103, companyId: 1, name: '童心营养膳食示范园', style: 3, clientState: 0, expiresInDays: 280, termActivated: true,
    classes: [[4, ['混龄一班', '混龄二班'], 20, 2021]],
  },
  {
    id: 320, companyId: 74, name: '启明星幼儿园', style: 1, clientState: 0, expiresInDays: 220, termActivated: false,
    classes: [[0, ['大班'], 20, 2020], [1, ['中班'], 20, 2021], [2, ['小班'], 20, 2022]],
  },
  {
    id: 104, companyId: 1, name: '彩虹桥幼儿园', style: 1, clientState: 1, expiresInDays: -52, termActivated: true,
    classes: [[1, ['中一班'], 18, 2021], [2, ['小一班'], 18, 2022]],
  },
  {
    id: 105, companyId: 1, name: '小橡树幼儿园', style: 1, clientState: 1, expiresInDays: -21, termActivated: true,
    classes: [[2, ['小一班'], 15, 2022]],
  },
];

export const expiryDate = (seedAt: Date, days: number) => new Date(seedAt.getTime() + days * DAY);

export const DEPARTMENTS = {
  kindergarten: ['园务办公室', '保教部', '后勤部', '财务室', '保健室', '校车组'],
  school: ['校长办公室', '教务处', '总务处', '财务室', '卫生室', '校车组'],
};

/** Positions of every school: 园长 holds all rights, the others their recommended role (contract/permissions.ts). */
export const POSITIONS: readonly string[] = ['园长', '副园长', '教师', '保育员', '财务', '跟车老师', '保健医生', '后勤主管'];

/** The demo positions' 岗位职责 (shown at /YWGL/RLZYGL/GWGL/WORK), as a kindergarten's staff handbook words them. */
export const POSITION_DUTIES: Readonly<Record<string, string>> = {
  园长: '1. 全面负责园所的保育、教育和行政管理工作。\n2. 制订园所发展规划和学期工作计划，并组织实施。\n3. 负责教职工队伍建设、考核与安全管理。',
  副园长: '1. 协助园长做好保教和后勤管理。\n2. 分管教研、招生和家园共育工作。\n3. 园长不在时代行园长职责。',
  教师: '1. 负责本班幼儿的一日生活与教育活动，制订并落实班级计划。\n2. 观察记录幼儿发展，做好家园沟通。\n3. 做好班级安全、考勤和卫生工作。',
  保育员: '1. 负责本班幼儿的生活照料和卫生消毒。\n2. 配合教师组织一日活动。\n3. 做好午睡、进餐和饮水的看护。',
  财务: '1. 负责园所收费、记账和报销审核。\n2. 按月编制财务报表。\n3. 管理票据和财务档案。',
  跟车老师: '1. 负责校车上下车的幼儿交接和清点。\n2. 照看乘车幼儿安全，做好跟车登记。\n3. 遇到异常及时报告园所。',
  保健医生: '1. 负责幼儿晨检、午检和健康档案。\n2. 做好传染病预防和卫生消毒检查。\n3. 配合制定营养食谱。',
  后勤主管: '1. 负责园舍设施、物资采购和食堂管理。\n2. 负责校车、安全保卫工作。\n3. 做好固定资产登记。',
};

/** jiaoshi works under a permission list (SPEC §6): only these paths, plus the always-allowed ones. */
export const TEACHER_PERMISSION = ['/HOME', '/YWGL/JCXX', '/YWGL/YECQGL', '/BJGZ', '/BJGL', '/WSBJ/CWJ', '/WSBJ/WYDJ', '/JYGY', '/YSZS'].join(',');
/** xiaoche, the bus teacher: the school bus and attendance (neither finance nor the order list). */
export const BUS_TEACHER_PERMISSION = ['/HOME', '/HQGL/ZHXC', '/YWGL/YECQGL'].join(',');

export interface DemoAccount {
  loginName: string;
  userName: string;
  mobilePhone: string;
  /** [schoolId, position, department index, default?] */
  memberships: ReadonlyArray<readonly [schoolId: number, position: string, department: number, isDefault?: boolean]>;
  schoolPermission?: string;
  /** Login asks for an SMS code after the password (SPEC §3 dual-verification flag). */
  dualVerification?: boolean;
  /** Still on the default password: the app suggests changing it (session pwdWarn = 1). */
  pwdWarn?: boolean;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    loginName: 'yuanzhang', userName: '王丽华', mobilePhone: '13800000001',
    memberships: [[101, '园长', 0, true], [102, '园长', 0], [103, '园长', 0], [320, '园长', 0], [104, '园长', 0], [105, '园长', 0]],
  },
  { loginName: 'jiaoshi', userName: '李晓雯', mobilePhone: '13800000002', memberships: [[101, '教师', 1, true]], schoolPermission: TEACHER_PERMISSION, pwdWarn: true },
  { loginName: 'caiwu', userName: '张敏', mobilePhone: '13800000003', memberships: [[101, '财务', 3, true]] },
  { loginName: 'xiaoche', userName: '陈建国', mobilePhone: '13800000004', memberships: [[101, '跟车老师', 5, true]], schoolPermission: BUS_TEACHER_PERMISSION },
  { loginName: 'xufei', userName: '刘芳', mobilePhone: '13800000005', memberships: [[104, '园长', 0, true]] },
  { loginName: 'baojian', userName: '孙静', mobilePhone: '13800000007', memberships: [[101, '保健医生', 4, true]] },
  { loginName: 'shuangyz', userName: '赵安', mobilePhone: '13800000006', memberships: [[101, '副园长', 0, true]], dualVerification: true },
];

/** Pending (unpaid) orders of the expired school 104, and a paid one of 101 for the order list. */
export const DEMO_ORDERS = [
  { orderId: 'YW202609150001', schoolId: 104, contractId: 'HT-2026-0412', name: '园务管理系统年度续费', orderType: '续费', productVersion: '标准版', expiresInDays: 313, purchaseDesc: '1年', orderStatus: 0, totalPrice: '3980.00' },
  { orderId: 'YW202609150002', schoolId: 104, contractId: 'HT-2026-0413', name: '智慧校车模块', orderType: '增购', productVersion: '专业版', expiresInDays: 313, purchaseDesc: '1年', orderStatus: 0, totalPrice: '1200.00' },
  { orderId: 'YW202509010017', schoolId: 101, contractId: 'HT-2025-0098', name: '园务管理系统年度订阅', orderType: '新购', productVersion: '专业版', expiresInDays: 20, purchaseDesc: '1年', orderStatus: 1, totalPrice: '5980.00' },
];
