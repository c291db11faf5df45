import { vaccineDoseId } from '@contract/health/vaccinations';
import { createHash } from 'node:crypto';
import { and, count, desc, eq, notInArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CARD_OCR_PATHS,
  chinaToday,
  computeDatasign,
  DEMO_FINANCE_PASSWORD,
  DEMO_PASSWORD,
  ErrorCode,
  InvitationMsg,
  MUTATIONS,
  type MutationName,
  Msg,
  NoticeMsg,
  PermissionMsg,
  SealMsg,
  type Session,
  UPLOAD_STATUS,
  uuidv7,
} from '@contract';
import {
  approvals,
  approvalTemplates,
  bills,
  bookEntries,
  expenseReminders,
  expenseProjects,
  reimbursements,
  salaryMonths,
  salarySlips,
  busAlerts,
  busCars,
  changeLog,
  classes,
  departments,
  enrolments,
  feeItems,
  feeStructures,
  files,
  financeSettings,
  incomeProjects,
  payments,
  notifications,
  orders,
  parentInvites,
  parentJoinRequests,
  operationLogs,
  positions,
  refundRecords,
  sealUses,
  seals,
  schools,
  sessions,
  siteBanners,
  smsMessages,
  students,
  uploadSources,
  users,
  memberships,
} from '../../server/db/schema';
import type { OcrProvider } from '../../server/providers/ocr/ocr-provider';
import { receiptCheckCode, receiptSecret } from '../../server/services/finance/receipts/receipt-check';
import { NO_TERM_PERMISSION_MSG } from '../../server/services/term/save-term';
import { OCR_LINES } from '../fixtures/ocr/lines';
import { busCalls } from './helpers/bus-calls';
import { insertBill, payBill } from './helpers/finance-ledger';
import { loginWithSmsCode } from './helpers/security';
import { protocolClient } from './helpers/sync-client';
import { routeRecorder } from './helpers/route-recorder';
import { createTestApp, md5, type Signed, signer, type TestApp } from './helpers/test-app';
import { multipartBody } from './helpers/upload-form';
import { APPLICANT, INVOICE_PAYER } from './helpers/form-examples';

// Each account tries ~230 writes: past the default 30 s on PostgreSQL on a loaded machine.
vi.setConfig({ testTimeout: 120_000 });

/**
 * Issue 17, "Checked by": for each demo account, every write route of the REST API (with a valid body) and every
 * sync mutation (with valid args) is tried, and exactly the ones the account's rights allow pass. The expected sets
 * are data below, to be read against the demo (server/seed/demo-schools.ts and RECOMMENDED_ROLES).
 */

/** Every route the app registers, told by the app itself (buildApp's onRoute). */
const { routes: registered, onRoute } = routeRecorder();

const STAFF_MUTATION: Record<string, MutationName | undefined> = {
  'POST /park/emp/save': 'staffProfile.save',
  'POST /park/emp/status': 'staffProfile.setStatus',
  'POST /park/emp/credential/save': 'staffCredential.save',
  'POST /park/emp/credential/delete': 'staffCredential.delete',
};

/** What a call came to: it passed, the permission was missing (403), or the school's service has expired (2226). */
type Outcome = 'ok' | 'denied' | 'expired';

/** Writes of the user's own things: every member may make them, in an expired school too. */
const PERSONAL = [
  'POST /park/index/fast',
  'DELETE /park/index/fast',
  'POST /park/index/history',
  'POST /park/index/skin',
  'POST /park/notice/page',
  'POST /park/notice/read',
  'POST /park/acount/updateIsRemember',
  'POST /park/acount/updatePasswordByOldPass',
  'POST /park/login/setPwd',
  // The push carries mutations; each is checked on its own (below).
  'POST /sync/push',
  'POST /park/login/logout',
  // 个人中心 (docs/org.md): own profile, phone change (password and the new phone's code), sign out another device.
  'POST /park/acount/profile',
  'POST /park/acount/changePhone',
  'POST /park/acount/signOutDevice',
] as const;
/** Writes every member may make in a school whose service has not expired (MEMBER: files are the uploader's). */
const MEMBER_WRITES = [
  'POST /park/upload/signature',
  'POST /park/upload/report',
  'POST /park/common/upload',
  'file.create',
  'file.delete',
  // 写信给园长: any member (docs/notices.md).
  'POST /park/mailbox/write',
  // 审批中心: any member applies, decides what waits for them and revokes their own (docs/approvals.md).
  'POST /park/approval/submit',
  'approval.submit',
  'POST /park/approval/decide',
  'POST /park/approval/revoke',
];
const site = (path: string, prefix: string) => [
  `POST /park/party/${path}`,
  `PUT /park/party/${path}`,
  `DELETE /park/party/${path}`,
  `${prefix}.create`,
  `${prefix}.update`,
  `${prefix}.delete`,
];
/** Writes that need a permission, grouped by what grants them. */
const GROUPS = {
  /** 班级管理, 幼儿管理 actions (/YWGL/JCXX/BJGL:*, /YWGL/JCXX/YEGL:*). */
  records: [
    ...['POST /park/class/add', 'POST /park/class/update', 'POST /park/class/delete', 'POST /park/class/sort'],
    ...['POST /park/baby/add', 'POST /park/baby/update', 'POST /park/baby/delete', 'POST /park/importStudents'],
    ...['POST /park/baby/changeClass', 'POST /park/baby/leave', 'POST /park/baby/back', 'POST /park/baby/graduate'],
    ...['POST /park/baby/guardian/add', 'POST /park/baby/guardian/update', 'POST /park/baby/guardian/delete'],
    ...['POST /park/baby/exception/add', 'POST /park/baby/exception/delete'],
    ...['class.create', 'class.update', 'class.delete', 'class.sort', 'student.create', 'student.update', 'student.delete'],
    ...['student.changeClass', 'student.leave', 'student.return', 'student.graduate'],
    ...['guardian.create', 'guardian.update', 'guardian.delete', 'studentException.create', 'studentException.delete'],
    // 邀请家长 and its review (/YWGL/JCXX/YEGL:inviteParents, :reviewParents).
    ...[
      'POST /park/getQrcodeImgUrlBatch',
      'POST /park/parentInvite/revoke',
      'POST /park/parentInvite/approve',
      'POST /park/parentInvite/reject',
    ],
  ],
  /** 招生管理 (/YWGL/ZSGL:*). */
  enrolment: [
    ...['add', 'update', 'delete', 'admit', 'reject', 'assign'].map((v) => `POST /park/EnrollmentManagement/${v}`),
    ...['create', 'update', 'delete', 'admit', 'reject', 'assign'].map((v) => `enrolment.${v}`),
  ],
  /** 幼儿考勤: a tap and 全部入园 (/YWGL/YECQGL:record). */
  attendance: ['POST /park/studentAttendance/record', 'POST /park/studentAttendance/enterAll', 'attendance.record', 'attendance.enterAll'],
  /** 晨午检: a check, 全部正常 and an illness follow-up (/WSBJ/CWJ:record; a teacher's own class, the fixture's first class). */
  healthChecks: [
    ...['POST /park/health/check/record', 'POST /park/health/check/allNormal', 'POST /park/health/illness/save'],
    ...['healthCheck.record', 'healthCheck.allNormal', 'illnessFollowUp.save'],
  ],
  /** 喂药登记: entrust, give, stop (/WSBJ/WYDJ:record; a teacher for her own class, the fixture's child of it). */
  medication: [
    ...['POST /park/medication/entrust', 'POST /park/medication/give', 'POST /park/medication/stop'],
    ...['medication.entrust', 'medication.give', 'medication.stop'],
  ],
  /** 教职工考勤: a mark and 全部出勤 (/YWGL/YECQGL:recordStaff), for directors: not in the teachers' recommended roles. */
  staffAttendance: [
    'POST /park/teacherAttendance/record',
    'POST /park/teacherAttendance/presentAll',
    'staffAttendance.record',
    'staffAttendance.presentAll',
  ],
  /** 升班 (/YWGL/JCXX/BJGL:promote): plan, undo, delete a plan. */
  promotion: ['POST /park/class/promotion/add', 'POST /park/class/promotion/undo', 'POST /park/class/promotion/delete'],
  /** The class tree of style 2 schools, a read the SPEC makes a POST (page /YWGL/JCXX/BJGL): an expired school allows it. */
  classReads: ['POST /edu/eduAffairsController/student/getClassTree'],
  /** 党团工委 site content (/DGTW:*). */
  website: [
    ...site('banner', 'siteBanner'),
    ...site('placard', 'siteNotice'),
    ...site('member', 'siteMember'),
    ...site('dynamic', 'siteDynamic'),
  ],
  /** 家委会 class chats (/DGTW/JWH:*). */
  classChat: ['POST /park/party/classChat/save', 'POST /park/party/classChat/end', 'classChat.setStatus', 'classChat.end'],
  /** 校车基础设置 (/HQGL/ZHXC/XCJBSZ:edit): the principal's and 后勤主管's; a bus teacher reads them only. */
  bus: [
    ...new Set(busCalls(1).flatMap(([path, mutation]) => [`POST ${path}`, ...(mutation ? [mutation] : [])])),
    ...['busRider.save', 'busRider.delete'],
    // Recognising an ID card or licence photo for the driver form (/v2/schoolbus).
    ...Object.values(CARD_OCR_PATHS).map((path) => `POST ${path}`),
    // A phone tracker's key for a car (docs/bus-tracking.md).
    'POST /device/trackerKey',
    // The route and rider imports write bus settings (行驶记录's 导入).
    ...['POST /api/importData', 'POST /api/importRouteData'],
  ],
  /** 确认处理 of a bus alert (/HQGL/ZHXC/XSJL:ackAlert): the principal's and 后勤主管's; a bus teacher reads alerts only. */
  busAlerts: ['POST /api/bus/alerts/ack'],
  /** 跟车登记 on a trip (/HQGL/ZHXC/XCZK:ride): the bus teacher's, on their own routes (the service checks which). */
  busTrips: ['busTrip.tap', 'busTrip.undo', 'busTrip.close'],
  /** 学年设置 (/JCSZ/YLSZ:edit). */
  term: ['POST /park/bj/term/save'],
  /** 教职工管理: invite and notify (/YWGL/RLZYGL/JZGGL:invite, :notify). */
  staff: ['POST /park/registration/changeKey', 'POST /park/notice/send'],
  /** 教职工档案 (/YWGL/RLZYGL/JZGGL:edit, :status, :import): profiles, credentials, status changes, the import. */
  staffRecords: [
    ...['save', 'status', 'credential/save', 'credential/delete', 'import'].map((v) => `POST /park/emp/${v}`),
    ...['staffProfile.save', 'staffProfile.setStatus', 'staffCredential.save', 'staffCredential.delete'],
  ],
  /** The finance unlock (a page under /YWGL/CWGL): it opens pages to read, so an expired school allows it. */
  finance: ['POST /park/pwd/check'],
  /**
   * 财务设置 (/YWGL/CWGL:settings): the bookkeeping settings (tried after the unlock above), the finance password removed
   * and set again.
   */
  financeSettings: ['POST /park/bookkeepingSetting/save', 'POST /park/pwd/del', 'POST /park/pwd/save'],
  /**
   * 收费项目 (/YWGL/CWGL/SFXM:edit): items, structures, discounts and voiding them, on unlocked finance pages only (the
   * accounts unlock before they try anything: a locked one is finance-settings.test's and finance-items.test's).
   */
  financeItems: [
    'POST /park/finance/item',
    'POST /park/finance/structure',
    'POST /park/finance/discount',
    'PUT /park/finance/invalid',
    'feeItem.save',
    'feeStructure.save',
    'feeStructure.void',
    'feeItem.void',
    'discount.save',
    'discount.void',
  ],
  /**
   * 记账管理 (/YWGL/CWGL/JZGL:edit and :review): saving (an authorised bookkeeper: no one is listed in the demo, so
   * everyone with the right), deleting before review, and reviewing a colleague's entry; on unlocked finance pages.
   */
  financeBooks: [
    'bookEntry.save',
    'POST /park/tFinanceBookkeeping/save',
    'POST /park/tFinanceBookkeeping/dropById',
    'POST /park/tFinanceBookkeeping/review',
  ],
  /**
   * 支出提醒 (/YWGL/CWGL/ZCTX:edit): saving a reminder, confirming a due's payment and deleting an unpaid reminder (of
   * reminders made straight in the database); on unlocked finance pages.
   */
  financeReminders: [
    'expenseReminder.save',
    'POST /park/comeIn/remind',
    'POST /park/comeIn/confirmPayment',
    'POST /park/comeIn/remind/del',
  ],
  /**
   * 支出报销 (/YWGL/CWGL/ZCBX:edit, :review and :pay, on unlocked finance pages): a project saved, a claim registered,
   * a colleague's claim approved, one revoked and one paid.
   */
  expenses: [
    'expenseProject.save',
    'POST /park/comeIn/project/save',
    'POST /park/comeIn/reimbursement/save',
    'POST /park/comeIn/reimbursement/review',
    'POST /park/comeIn/reimbursement/revoke',
    'POST /park/comeIn/reimbursement/confirmPayment',
  ],
  /**
   * 其他收入 (/YWGL/CWGL/QTSR:edit): a project saved, an income recorded on one and voided, on unlocked finance pages.
   */
  otherIncome: ['incomeProject.save', 'POST /park/comeIn/project', 'POST /park/comeIn/detailed', 'PUT /park/comeIn/detailed/void'],
  /**
   * 工资管理 (/YWGL/CWGL/GZGL:edit, on unlocked finance pages): the template, a slip of a draft month, a month made,
   * the fixture's month imported, confirmed and issued, then part of a deduction given back.
   */
  salaries: [
    'salaryTemplate.save',
    'salarySlip.save',
    'POST /park/salary/template',
    'POST /park/salary/slip',
    'POST /park/salary/month',
    'POST /park/salary/month/import',
    'POST /park/salary/month/state',
    'POST /park/salary/refund',
  ],
  /**
   * 退费管理 (/YWGL/CWGL/TFGL:edit and :review, on unlocked finance pages): refund items and groups (and voiding them),
   * drafts on a paid bill, one submitted, approved and paid out in cash.
   */
  refunds: [
    'POST /park/finance/refundItem',
    'POST /park/finance/refundGroup',
    'PUT /park/finance/refundGroup/invalid',
    'PUT /park/finance/refundItem/invalid',
    'POST /park/finance/refundRecord/save',
    'POST /park/finance/refundRecord/batchSave',
    'POST /park/finance/refundRecord/createRefountRecordOnRevenueOrder',
    'POST /park/finance/refundRecord/sendToApprove',
    'POST /park/finance/refundRecord/batchCheck',
    'POST /park/finance/refundRecord/move',
    'refundItem.save',
    'refundItem.void',
    'refundGroup.save',
    'refundGroup.void',
    'refundRecord.save',
  ],
  /**
   * 账单管理 (/YWGL/CWGL/ZDGL:edit and :review, on unlocked finance pages): drafts, batches, review, publishing, money,
   * receipts and voiding, each on what the one before made.
   */
  bills: [
    'POST /park/charge/saveOrder',
    'POST /park/charge/updateOrder',
    'POST /park/charge/batchOrder',
    'POST /park/finance/batchFinance',
    'POST /park/finance/review',
    'POST /park/charge/review',
    'POST /park/charge/releaseOrder',
    'POST /park/BabyCharge/confirmBabyBill',
    'POST /park/charge/scenePay',
    'POST /park/publicCharge/checkOnReceipt',
    'PUT /park/publicCharge/toVoid',
    'POST /park/charge/importOrders',
    'bill.save',
    'bill.batch',
  ],
  /** 角色权限: saving a position's rights (/JCSZ/JSGL:edit). */
  roles: ['POST /park/roles/save'],
  /** 订单列表: paying an order (/JCSZ/DDLB:pay), which an expired school must be able to do to open again. */
  orders: ['POST /qltcrm/order/payOnLine', 'POST /qltcrm/order/renew', 'POST /park/common/school/applyInvoice'],
  /** 部门管理 and 岗位管理 (/YWGL/RLZYGL/BMGL:*, /YWGL/RLZYGL/GWGL:*): 园长 and 副园长 (/YWGL:*). */
  org: [
    ...['add', 'rename', 'move', 'delete'].map((v) => `POST /park/dept/${v}`),
    ...['add', 'update', 'delete'].map((v) => `POST /park/roles/position/${v}`),
  ],
  /** 我的园所 (/JCSZ/WDYEY:edit): the principal's. */
  schoolInfo: ['POST /park/school/info/save'],
  /** The position-menu editor (/YWGL/RLZYGL/GWGL/MENU:edit): offered in school 320 only, so refused to every account here. */
  positionMenu: ['POST /park/roles/positionMenu/save'],
  /** 通知公告 and 校园宣传 (/YWGL/YSXC/TZGG:publish, /YWGL/XYXC:publish): principals and 副园长 (/YWGL:*). */
  notices: [
    ...['save', 'withdraw', 'delete'].map((v) => `POST /park/staffNotice/${v}`),
    ...['save', 'withdraw', 'delete'].map((v) => `POST /park/announcement/${v}`),
  ],
  /** 印章管理: adding, editing, stopping seals (/YWGL/YZGL:edit): 园长 and 副园长 (/YWGL:*). */
  seals: ['POST /park/seal/save', 'POST /park/seal/state', 'seal.save', 'seal.setState'],
  /** 申请用印 and withdrawing one's own (/YWGL/YZGL:apply): 园长, 副园长 and 财务. */
  sealUse: ['POST /park/seal/use/apply', 'POST /park/seal/use/revoke', 'sealUse.request', 'sealUse.revoke'],
  /** 通过 / 驳回 a request made in 印章管理 (/YWGL/YZGL:approve). */
  sealApprove: ['POST /park/seal/use/approve', 'POST /park/seal/use/reject'],
  /** 登记用印: a keeper of the seal or the principal (the fixture's seal is kept by a colleague): the principals only. */
  sealRecord: ['POST /park/seal/use/record'],
  /** 健康档案 (/WSBJ/JKDA:edit): 园长, 副园长 (/WSBJ:*) and the health doctor, not a class teacher. */
  healthRecords: [
    'POST /park/health/checkup/save',
    'POST /park/health/checkup/delete',
    'POST /park/health/profile/save',
    'POST /park/health/checkup/import',
    'checkup.save',
    'checkup.delete',
    'healthProfile.save',
  ],
  /** 园长信箱's reply: the principal's position only, whatever the rights (副园长 holds /YWGL:* and is refused). */
  mailbox: ['POST /park/mailbox/reply'],
  /** 审批设置 (/JCSZ/SPGL:edit): the principal's (副园长 reads /JCSZ but holds none of its actions but 学年设置's). */
  approvalTemplates: ['POST /park/approval/template/save', 'POST /park/approval/template/delete'],
  /** 疫苗接种 (/WSBJ/YMJZ:edit): doses and the 已查验 mark, saved and removed (保健医生, 副园长, 园长). */
  vaccinations: [
    ...['dose/save', 'dose/remove', 'check/save', 'check/remove', 'import'].map((v) => `POST /park/vaccine/${v}`),
    ...['vaccineDose.save', 'vaccineDose.remove', 'vaccineCheck.save', 'vaccineCheck.remove'],
  ],
} as const;
type Group = keyof typeof GROUPS;
const ALL_GROUPS = Object.keys(GROUPS) as Group[];

interface Account {
  login: string;
  schoolId: number;
  /** The groups the account's position (narrowed by its permission list) grants. */
  grants: readonly Group[];
  /** The school's service has expired (彩虹桥): writes get 2226 except the user's own and the finance unlock. */
  expired?: true;
}
const ACCOUNTS: readonly Account[] = [
  { login: 'yuanzhang', schoolId: 101, grants: ALL_GROUPS.filter((g) => g !== 'positionMenu') },
  // 副园长: /YWGL and all its actions, /DGTW and all its actions, /JCSZ/YLSZ:*; reads 角色权限, 我的园所 and the bus
  // settings but may not save them; not the principal's position, so not the mailbox.
  {
    login: 'shuangyz',
    schoolId: 101,
    grants: ALL_GROUPS.filter(
      (g) => !['roles', 'bus', 'busAlerts', 'schoolInfo', 'positionMenu', 'mailbox', 'approvalTemplates', 'sealRecord'].includes(g),
    ),
  },
  // The order list is one of the always-allowed pages (SPEC §6): every member below holds it, so may pay an order.
  // 教师 narrowed by her list: classes and children, nothing of the committee, term, staff or finance.
  { login: 'jiaoshi', schoolId: 101, grants: ['records', 'attendance', 'promotion', 'classReads', 'healthChecks', 'medication'] },
  // 财务: finance; reads classes and children but may not change them; reads 印章管理 and requests a use there.
  {
    login: 'caiwu',
    schoolId: 101,
    grants: [
      'finance',
      'financeSettings',
      'financeItems',
      'financeBooks',
      'financeReminders',
      'expenses',
      'otherIncome',
      'salaries',
      'refunds',
      'bills',
      'classReads',
      'orders',
      'sealUse',
    ],
  },
  // 跟车老师 narrowed to home, bus and attendance: of these writes, the attendance tap only.
  { login: 'xiaoche', schoolId: 101, grants: ['attendance', 'busTrips'] },
  { login: 'xufei', schoolId: 104, grants: ALL_GROUPS.filter((g) => g !== 'positionMenu'), expired: true },
];

function expected(a: Account, call: string): Outcome {
  if ((PERSONAL as readonly string[]).includes(call)) return 'ok';
  if (MEMBER_WRITES.includes(call)) return a.expired ? 'expired' : 'ok';
  const group = ALL_GROUPS.find((g) => (GROUPS[g] as readonly string[]).includes(call));
  if (!group) throw new Error(`${call} is in no group of this test`);
  if (!a.grants.includes(group)) return 'denied';
  return a.expired && group !== 'finance' && group !== 'classReads' && group !== 'orders' ? 'expired' : 'ok';
}

/** The 403 messages a refused permission may carry: the default, or the wording a screen shows. */
const DENIED = [
  PermissionMsg.denied,
  NoticeMsg.sendForbidden,
  InvitationMsg.regenerateForbidden,
  NO_TERM_PERMISSION_MSG,
  // 登记用印 by a member who holds the page but keeps not the seal.
  SealMsg.notKeeper,
];
function outcomeOf(status: number, code: number | undefined, msg: string | undefined): Outcome | string {
  if (code === 200 || status === 201) return 'ok';
  if (code === ErrorCode.schoolExpired && msg === Msg.schoolExpired) return 'expired';
  if (status === 403 && code === 403 && DENIED.includes(msg as never)) return 'denied';
  return `unexpected ${status} ${code} ${msg}`;
}

/** A class's batch billing for a term far ahead, with no bill in it. */
const emptyBillBatch = (schoolId: number, classId: string) => ({
  schoolId,
  classId,
  schoolYear: '2032-2033',
  termType: 1,
  title: '2032-2033学年第一学期收费',
  dueOn: '2032-09-30',
  bills: [],
});

/** 招生报名 of a child, without an ID number or materials. */
const application = { childName: '小雨', ...APPLICANT, idNumber: '', materials: [] };

/** When a register was taken on `day`: the day, its clock stamp and its time. */
const takenOn = (day: string) => ({ day, hlc: '000001795000000000:00000:c-test', createTime: `${day}T00:30:00.000Z` });

/** A morning tap on a child (幼儿考勤): ids are fresh, so every account's tap is a new event. */
const tap = (schoolId: number, studentId: string) => ({
  id: uuidv7(),
  schoolId,
  studentId,
  ...takenOn('2026-11-23'),
  status: 0,
  leaveType: 0,
  reason: '',
  temperature: 365,
});

/** A staff attendance mark of the member herself (every account is a member of its school). */
const staffMark = (schoolId: number, userId: number) => ({ id: uuidv7(), schoolId, userId, ...takenOn('2026-11-22'), status: 0 });

/** 全部入园 of one child: a fresh event id, so every account's batch is new. */
const enterAll = (schoolId: number, studentId: string) => ({ schoolId, ...takenOn('2026-11-23'), entries: [{ id: uuidv7(), studentId }] });

/** 晨午检 of a child, 全部正常 of the class and a follow-up: fresh ids, so every account's writes are new. */
const healthCheck = (schoolId: number, studentId: string) => ({
  id: uuidv7(),
  schoolId,
  studentId,
  ...takenOn('2026-11-23'),
  session: 1,
  result: 0,
  attendanceId: uuidv7(),
});
const allNormal = (schoolId: number, classId: string, studentId: string) => ({
  schoolId,
  classId,
  ...takenOn('2026-11-23'),
  session: 2,
  entries: [{ id: uuidv7(), studentId }],
});
const followUp = (schoolId: number, studentId: string) => ({ id: uuidv7(), schoolId, studentId, day: '2026-11-23', diagnosis: '感冒' });

/** 全部出勤 of the member herself. */
const presentAll = (schoolId: number, userId: number) => ({ schoolId, ...takenOn('2026-11-22'), entries: [{ id: uuidv7(), userId }] });

/** 喂药登记 of the fixture's child, today: an entrustment, a dose of it and its stop, in that order. */
function medicationSteps(schoolId: number, studentId: string, day: string): [string, string, Record<string, unknown>][] {
  const id = uuidv7();
  return [
    [
      'medication.entrust',
      '/park/medication/entrust',
      {
        id,
        schoolId,
        studentId,
        medicine: '布洛芬混悬液',
        dose: '4ml',
        method: 1,
        timings: [4],
        startDay: day,
        days: 1,
        remindBefore: 15,
        guardianName: '王芳',
      },
    ],
    [
      'medication.give',
      '/park/medication/give',
      { id: uuidv7(), schoolId, orderId: id, day, timing: 4, hlc: '000001795000000000:00000:c-test' },
    ],
    ['medication.stop', '/park/medication/stop', { id, schoolId }],
  ];
}

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const NEW_PASSWORD = 'Xyz@2026ab';
/** Card recognition without the model (card-ocr.test.ts runs it): this test is about who may call it. */
const cardReader: OcrProvider = { kind: 'lines', readLines: async () => OCR_LINES.idCard };

describe('each demo account may make exactly the writes its rights allow (issue 17)', () => {
  let t: TestApp;
  const tables: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({}, { ocr: cardReader, onRoute });
  });
  afterAll(async () => {
    console.log(`writes tried per account (REST routes + sync mutations)\n${tables.join('\n')}`);
    await t.close();
  });

  const send = (method: string, url: string, body: unknown, as: Signed): Promise<LightMyRequestResponse> => {
    const payload = JSON.stringify(body);
    return t.app.inject({
      method: method as 'POST',
      url,
      payload,
      headers: { token: as.token, theme: '1', 'content-type': 'application/json', datasign: computeDatasign({ ...as, payload }) },
    });
  };
  const upload = (as: Signed, url = '/park/common/upload') => {
    const { body, contentType } = multipartBody({}, { name: '插图.png', type: 'image/png', data: PNG });
    return t.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { token: as.token, theme: '1', 'content-type': contentType, datasign: computeDatasign({ ...as, payload: '' }) },
    });
  };

  /** The rows the calls point at, as fixtures: a class with children, a stored file, a notice to read, a colleague. */
  async function fixture(session: Session, login: string) {
    const db = t.database.db;
    const schoolId = session.schoolInfo.schoolId;
    const [cls] = await db.select().from(classes).where(eq(classes.schoolId, schoolId)).limit(1);
    if (!cls) throw new Error('no class');
    const [child] = await db.select({ id: students.id }).from(students).where(eq(students.classId, cls.id)).limit(1);
    if (!child) throw new Error('no child');
    // 喂药登记: a child of a class the member heads (a teacher records for her own classes), else of the first class.
    const [headed] = await db
      .select({ id: classes.id })
      .from(classes)
      .where(and(eq(classes.schoolId, schoolId), eq(classes.headTeacherId, session.userId)))
      .limit(1);
    const [careChild] = await db
      .select({ id: students.id })
      .from(students)
      .where(eq(students.classId, headed?.id ?? cls.id))
      .limit(1);
    // A position no demo account holds, whose rights the role editor's save may change.
    const [nurse] = await db
      .select()
      .from(positions)
      .where(and(eq(positions.schoolId, schoolId), eq(positions.name, '保育员')));
    const [banner] = await db.select().from(siteBanners).limit(1);
    const [colleague] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.loginName, login === 'yuanzhang' ? 'jiaoshi' : 'yuanzhang'));
    const [notice] = await db
      .insert(notifications)
      .values({ schoolId, userId: session.userId, senderName: '系统通知', title: '测试', content: '测试' })
      .returning();
    // A file the server saw stored for this school (what file.create may name) and one signed, to report.
    const stored = `schools/${schoolId}/2026-09/${uuidv7()}.png`;
    const signed = uuidv7();
    const expiresAt = new Date(t.clock.now().getTime() + 3_600_000);
    const common = { schoolId, userId: session.userId, fileName: 'a.png', contentType: 'image/png', maxBytes: 1000, expiresAt };
    await db.insert(uploadSources).values([
      { id: uuidv7(), filePath: stored, status: UPLOAD_STATUS.success, size: PNG.length, ...common },
      { id: signed, filePath: `schools/${schoolId}/2026-09/${signed}.png`, ...common },
    ]);
    // An unpaid order of the school, to start paying (which changes nothing until the provider says paid): the
    // expired school's own, else one added.
    const [unpaid] = await db
      .select({ orderId: orders.orderId })
      .from(orders)
      .where(and(eq(orders.schoolId, schoolId), eq(orders.orderStatus, 0)))
      .limit(1);
    const orderId = unpaid?.orderId ?? `T${uuidv7().replaceAll('-', '').slice(0, 20)}`;
    if (!unpaid) {
      await db.insert(orders).values({
        orderId,
        schoolId,
        contractId: 'HT-TEST',
        name: '园务管理系统年度续费',
        orderType: '续费',
        productVersion: '标准版',
        expiresAt,
        purchaseDesc: '1年',
        totalPrice: '100.00',
      });
    }
    // The member's own place: a staff profile saved in the tests keeps it (a save with none would strip their rights).
    const [place] = await db
      .select({ departmentId: memberships.departmentId, positionId: memberships.positionId })
      .from(memberships)
      .where(and(eq(memberships.schoolId, schoolId), eq(memberships.userId, session.userId)));
    // A paid order of the school's own, to apply for its invoice (each account's run applies once).
    const paidContractId = `HT-P-${uuidv7().slice(-12)}`;
    await db.insert(orders).values({
      orderId: `P${uuidv7().replaceAll('-', '').slice(0, 20)}`,
      schoolId,
      contractId: paidContractId,
      name: '园务管理系统年度订阅',
      orderType: '新购',
      productVersion: '标准版',
      expiresAt,
      purchaseDesc: '1年',
      orderStatus: 1,
      totalPrice: '100.00',
    });
    // A fee item of the school (the demo's, else one added) and the class's structure for a term of the bills' own.
    const [feeItem] = await db.select({ id: feeItems.id }).from(feeItems).where(eq(feeItems.schoolId, schoolId)).limit(1);
    const itemId = feeItem?.id ?? uuidv7();
    if (!feeItem) await db.insert(feeItems).values({ id: itemId, schoolId, name: '保育费', amountFen: 100_000, unit: 'month' });
    await db.insert(feeStructures).values({
      id: uuidv7(),
      schoolId,
      classId: cls.id,
      schoolYear: '2032-2033',
      termType: 1,
      lines: [{ itemId, amountFen: null }],
    });
    // A seal in use kept by a colleague, two requests of the colleague's waiting for approval (nobody approves their
    // own) and one of the member's approved.
    const sealId = uuidv7();
    await db.insert(seals).values({ id: sealId, schoolId, name: `测试公章${sealId.slice(-6)}`, kind: 0, keeperIds: [colleague?.id ?? 0] });
    const sealUse = (state: string, applicantId: number) => ({
      id: uuidv7(),
      schoolId,
      sealId,
      sealName: '测试公章',
      applicantId,
      purpose: '测试',
      requestedAt: new Date(),
      state,
    });
    const uses = [sealUse('pending', colleague?.id ?? 0), sealUse('pending', colleague?.id ?? 0), sealUse('approved', session.userId)];
    await db.insert(sealUses).values(uses);
    // A draft salary month of the account's own (a month no other run uses) with the member's slip.
    const salaryMonthId = uuidv7();
    const salarySlipId = uuidv7();
    const salaryRun = ACCOUNTS.findIndex((a) => a.login === login) + 1;
    await db.insert(salaryMonths).values({
      id: salaryMonthId,
      schoolId,
      month: `2040-${String(salaryRun).padStart(2, '0')}`,
      items: [
        { key: 'base', name: '基本工资', kind: 'add' },
        { key: 'tax', name: '个人所得税', kind: 'deduct' },
      ],
    });
    await db
      .insert(salarySlips)
      .values({ id: salarySlipId, schoolId, monthId: salaryMonthId, userId: session.userId, name: '测试工资', phone: '13999990000' });
    // A paid bill of the child (¥100 in cash, in the ledger) for the refunds to draw on.
    const paid = await insertBill(db, {
      schoolId,
      studentId: child.id,
      studentName: '测试',
      classId: cls.id,
      className: cls.name,
      lines: [{ itemId, name: '保育费', unit: 'once', quantity: 1, unitFen: 10_000, amountFen: 10_000, discountFen: 0 }],
    });
    await payBill(db, paid, 10_000, 5, '2026-11-20');
    await db.update(bills).set({ state: 'paid' }).where(eq(bills.id, paid.id));
    return {
      salaryMonthId,
      salarySlipId,
      salaryRun,
      paidBillId: paid.id,
      sealId,
      sealUses: uses.map((u) => u.id),
      itemId,
      paidContractId,
      place: place ?? { departmentId: null, positionId: null },
      orderId,
      schoolId,
      classId: cls.id,
      studentId: child.id,
      careChildId: careChild?.id ?? child.id,
      today: chinaToday(t.clock.now()),
      userId: session.userId,
      nurseId: nurse?.id ?? 0,
      picture: banner?.photoUrl ?? '',
      colleague: colleague?.id ?? 0,
      noticeId: notice?.id ?? 0,
      stored,
      signed,
      generalTemplateId: (
        await db
          .select({ id: approvalTemplates.id })
          .from(approvalTemplates)
          .where(and(eq(approvalTemplates.schoolId, schoolId), eq(approvalTemplates.kind, 'general')))
      )[0]?.id,
    };
  }

  /**
   * 审批: a template saved and deleted; an application submitted; a decision on one waiting for the account and the
   * revoke of one of the account's own, each made straight in the database first (who may act is the flow's business,
   * tested in approvals.test.ts; here the route's permission and the expired school are).
   */
  function approvalCalls(
    s: { schoolId: number },
    as: Signed,
    templateId: string | undefined,
    colleague: number,
  ): [string, () => Promise<LightMyRequestResponse>][] {
    const db = t.database.db;
    const made = uuidv7();
    const waiting = async (applicantId: number, waitingIds: number[]) => {
      const id = uuidv7();
      const at = new Date();
      await db.insert(approvals).values({
        id,
        ...s,
        templateId: templateId ?? '',
        templateName: '通用审批',
        kind: 'general',
        applicantId,
        applicantName: '测试',
        fields: [],
        form: {},
        flow: [
          { label: '审批人', type: 'user', mode: 'any', approvers: waitingIds.map((userId) => ({ userId, name: '测试' })), decisions: [] },
        ],
        currentStep: 0,
        status: 1,
        waitingIds,
        timeline: [],
        submittedAt: at,
        createdAt: at,
      });
      return id;
    };
    const template = {
      ...s,
      id: made,
      name: `测试${made.slice(-6)}`,
      kind: 'general',
      fields: [{ key: 'content', label: '内容', kind: 'text', required: true }],
      steps: [{ type: 'leader' }],
    };
    return [
      ['POST /park/approval/template/save', () => send('POST', '/park/approval/template/save', template, as)],
      ['POST /park/approval/template/delete', () => send('POST', '/park/approval/template/delete', { ...s, id: made }, as)],
      [
        'POST /park/approval/submit',
        () =>
          send(
            'POST',
            '/park/approval/submit',
            { id: uuidv7(), ...s, templateId, form: { content: '测试申请' }, createTime: new Date().toISOString() },
            as,
          ),
      ],
      [
        'POST /park/approval/decide',
        async () => send('POST', '/park/approval/decide', { ...s, id: await waiting(colleague, [as.userId]), action: 'approve' }, as),
      ],
      [
        'POST /park/approval/revoke',
        async () => send('POST', '/park/approval/revoke', { ...s, id: await waiting(as.userId, [as.userId]) }, as),
      ],
    ];
  }

  /** 印章管理's routes: a seal added and stopped, a request made and withdrawn, the fixture's uses approved, rejected, stamped. */
  function sealCalls(f: Awaited<ReturnType<typeof fixture>>, as: Signed): [string, () => Promise<LightMyRequestResponse>][] {
    const s = { schoolId: f.schoolId };
    const [sealId, useId] = [uuidv7(), uuidv7()];
    const [pending1, pending2, approved] = f.sealUses as [string, string, string];
    const call = (name: string, body: Record<string, unknown>) =>
      [name, () => send('POST', name.replace('POST ', ''), { ...s, ...body }, as)] as [string, () => Promise<LightMyRequestResponse>];
    return [
      call('POST /park/seal/save', { id: sealId, name: `合同章${sealId.slice(-6)}`, kind: 3, keeperIds: [f.userId] }),
      call('POST /park/seal/state', { id: sealId, state: 'inactive' }),
      call('POST /park/seal/use/apply', { id: useId, sealId: f.sealId, purpose: '合同盖章', copies: 2 }),
      call('POST /park/seal/use/revoke', { id: useId }),
      call('POST /park/seal/use/approve', { id: pending1 }),
      call('POST /park/seal/use/reject', { id: pending2, reason: '材料不全' }),
      call('POST /park/seal/use/record', { id: approved, remark: '已盖章' }),
    ];
  }

  /** 通知公告 and 校园宣传 published, withdrawn, deleted (each on what the one before made); a letter written and replied to. */
  function noticeCalls(s: { schoolId: number }, as: Signed): [string, () => Promise<LightMyRequestResponse>][] {
    const made = { notice: uuidv7(), announcement: uuidv7() };
    const keep = (kind: keyof typeof made) => async (res: Promise<LightMyRequestResponse>) => {
      const r = await res;
      const id = r.json().data?.id;
      if (id) made[kind] = id;
      return r;
    };
    const doc = { title: '测试通知', content: '<p>测试</p>' };
    const calls: [string, () => Promise<LightMyRequestResponse>][] = [
      [
        'POST /park/staffNotice/save',
        () => keep('notice')(send('POST', '/park/staffNotice/save', { ...s, ...doc, audienceType: 1, publish: true }, as)),
      ],
      [
        'POST /park/announcement/save',
        () =>
          keep('announcement')(
            send('POST', '/park/announcement/save', { ...s, ...doc, cover: '/demo/website/cover-1.svg', publish: true }, as),
          ),
      ],
    ];
    for (const kind of ['staffNotice', 'announcement'] as const) {
      for (const verb of ['withdraw', 'delete']) {
        const key = kind === 'staffNotice' ? 'notice' : 'announcement';
        calls.push([`POST /park/${kind}/${verb}`, () => send('POST', `/park/${kind}/${verb}`, { ...s, id: made[key] }, as)]);
      }
    }
    let letter = uuidv7();
    calls.push(
      [
        'POST /park/mailbox/write',
        async () => {
          const r = await send('POST', '/park/mailbox/write', { ...s, title: '建议', content: '增加户外活动', anonymous: true }, as);
          letter = r.json().data?.id ?? letter;
          return r;
        },
      ],
      ['POST /park/mailbox/reply', () => send('POST', '/park/mailbox/reply', { ...s, id: letter, reply: '收到' }, as)],
    );
    return calls;
  }

  /** A child's family, exception records and status changes, in an order each finds its row in the status it needs. */
  function familyCalls(
    s: { schoolId: number },
    childId: string,
    classId: string,
  ): [string, string, Record<string, unknown>, MutationName][] {
    const guardianId = uuidv7();
    const noteId = uuidv7();
    const ids = [childId];
    return [
      [
        'POST /park/baby/guardian/add',
        '/park/baby/guardian/add',
        { id: guardianId, ...s, studentId: childId, relation: 1, name: '王芳', phone: '13912345678' },
        'guardian.create',
      ],
      ['POST /park/baby/guardian/update', '/park/baby/guardian/update', { id: guardianId, ...s, primary: true }, 'guardian.update'],
      ['POST /park/baby/guardian/delete', '/park/baby/guardian/delete', { id: guardianId, ...s }, 'guardian.delete'],
      [
        'POST /park/baby/exception/add',
        '/park/baby/exception/add',
        { id: noteId, ...s, studentId: childId, date: '2026-03-02', kind: 1, description: '发烧' },
        'studentException.create',
      ],
      ['POST /park/baby/exception/delete', '/park/baby/exception/delete', { id: noteId, ...s }, 'studentException.delete'],
      ['POST /park/baby/changeClass', '/park/baby/changeClass', { ...s, ids, classId }, 'student.changeClass'],
      ['POST /park/baby/leave', '/park/baby/leave', { ...s, ids, leaveDate: '2026-03-01', leaveReason: '搬家' }, 'student.leave'],
      ['POST /park/baby/back', '/park/baby/back', { ...s, ids, classId }, 'student.return'],
      ['POST /park/baby/graduate', '/park/baby/graduate', { ...s, ids }, 'student.graduate'],
    ];
  }

  /** 教职工档案's writes on the member's own record (their place kept, a serving status): route → body. */
  function staffRecordCalls(f: Awaited<ReturnType<typeof fixture>>): [string, Record<string, unknown>][] {
    const s = { schoolId: f.schoolId, userId: f.userId };
    const credential = uuidv7();
    const phone = `1390000${String(f.userId).padStart(4, '0')}`;
    return [
      ['POST /park/emp/save', { ...s, ...f.place, name: '测试', phone, education: 2 }],
      ['POST /park/emp/status', { ...s, status: 1, date: '2026-09-01' }],
      ['POST /park/emp/credential/save', { ...s, id: credential, category: 2, number: 'JK-1', expiry: '2027-01-01' }],
      ['POST /park/emp/credential/delete', { schoolId: f.schoolId, id: credential }],
      ['POST /park/emp/import', { schoolId: f.schoolId, dryRun: true, rows: [{ row: 2, name: '测试', phone }] }],
    ];
  }

  /** Every write route, in an order where each edit finds the row its create made: name → the call. */
  function restCalls(f: Awaited<ReturnType<typeof fixture>>, session: Session, as: Signed) {
    const s = { schoolId: f.schoolId };
    const classId = uuidv7();
    const childId = uuidv7();
    const [promotionId, plannedId] = [uuidv7(), uuidv7()];
    const cls = { name: '向日葵班', grade: 1, headTeacher: '李老师' };
    const child = { classId: f.classId, name: '小明', gender: 1, birthday: '2021-05-06' };
    const fields: Record<string, Record<string, unknown>> = {
      banner: { photoName: '图', photoUrl: f.picture },
      placard: { title: '开学通知', content: '九月一日开学' },
      member: { name: '王丽华', position: '主任' },
      dynamic: { title: '春游', summary: '<p>春游啦</p>', cover: f.picture },
    };
    const calls: [string, () => Promise<LightMyRequestResponse>][] = [
      ['POST /park/class/add', () => send('POST', '/park/class/add', { id: classId, ...s, ...cls }, as)],
      ['POST /park/class/update', () => send('POST', '/park/class/update', { id: classId, ...s, ...cls, name: '太阳班' }, as)],
      ['POST /park/baby/add', () => send('POST', '/park/baby/add', { id: childId, ...s, ...child }, as)],
      ['POST /park/baby/update', () => send('POST', '/park/baby/update', { id: childId, ...s, ...child, name: '小红' }, as)],
      ['POST /park/studentAttendance/record', () => send('POST', '/park/studentAttendance/record', tap(s.schoolId, f.studentId), as)],
      ['POST /park/teacherAttendance/record', () => send('POST', '/park/teacherAttendance/record', staffMark(s.schoolId, f.userId), as)],
      [
        'POST /park/studentAttendance/enterAll',
        () => send('POST', '/park/studentAttendance/enterAll', enterAll(s.schoolId, f.studentId), as),
      ],
      ...medicationSteps(s.schoolId, f.careChildId, f.today).map(
        ([, path, body]) => [`POST ${path}`, () => send('POST', path, body, as)] as [string, () => Promise<LightMyRequestResponse>],
      ),
      [
        'POST /park/teacherAttendance/presentAll',
        () => send('POST', '/park/teacherAttendance/presentAll', presentAll(s.schoolId, f.userId), as),
      ],
      ['POST /park/health/check/record', () => send('POST', '/park/health/check/record', healthCheck(s.schoolId, f.studentId), as)],
      [
        'POST /park/health/check/allNormal',
        () => send('POST', '/park/health/check/allNormal', allNormal(s.schoolId, f.classId, f.studentId), as),
      ],
      ['POST /park/health/illness/save', () => send('POST', '/park/health/illness/save', followUp(s.schoolId, f.studentId), as)],
      ...staffRecordCalls(f).map(
        ([name, body]) =>
          [name, () => send('POST', name.replace('POST ', ''), body, as)] as [string, () => Promise<LightMyRequestResponse>],
      ),
      ...familyCalls(s, childId, f.classId).map(
        ([name, path, body]) => [name, () => send('POST', path, body, as)] as [string, () => Promise<LightMyRequestResponse>],
      ),
      ['POST /park/baby/delete', () => send('POST', '/park/baby/delete', { id: childId, ...s }, as)],
      ['POST /park/class/sort', () => send('POST', '/park/class/sort', { ...s, ids: [classId] }, as)],
      ['POST /park/class/delete', () => send('POST', '/park/class/delete', { id: classId, ...s }, as)],
      // 升班 at once and its undo (the school as it was for the next account), then a plan ahead and its deletion.
      ['POST /park/class/promotion/add', () => send('POST', '/park/class/promotion/add', { id: promotionId, ...s }, as)],
      ['POST /park/class/promotion/undo', () => send('POST', '/park/class/promotion/undo', { id: promotionId, ...s }, as)],
      [
        'POST /park/class/promotion/delete',
        async () => {
          await send('POST', '/park/class/promotion/add', { id: plannedId, ...s, runOn: '2099-09-01' }, as);
          return send('POST', '/park/class/promotion/delete', { id: plannedId, ...s }, as);
        },
      ],
      ['POST /edu/eduAffairsController/student/getClassTree', () => send('POST', '/edu/eduAffairsController/student/getClassTree', s, as)],
    ];
    const enrolment = (v: string, body: Record<string, unknown>) =>
      [`POST /park/EnrollmentManagement/${v}`, () => send('POST', `/park/EnrollmentManagement/${v}`, { ...s, ...body }, as)] as [
        string,
        () => Promise<LightMyRequestResponse>,
      ];
    const appId = uuidv7();
    /** An admitted application, or a pending parent request, made straight in the database for the call to act on. */
    const admitted = async () => {
      const id = uuidv7();
      await t.database.db.insert(enrolments).values({ id, ...s, ...application, status: 1, createdAt: new Date() });
      return id;
    };
    const parentRequest = async () => {
      const [kid] = await t.database.db.select().from(students).where(eq(students.classId, f.classId)).limit(1);
      const id = uuidv7();
      const phone = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
      await t.database.db
        .insert(parentJoinRequests)
        .values({ id, ...s, studentId: kid?.id ?? '', parentName: '林建国', relation: 0, phone, createdAt: new Date() });
      return { id, studentId: kid?.id ?? '' };
    };
    calls.push(
      enrolment('add', { id: appId, ...application }),
      enrolment('update', { id: appId, ...application, childName: '小雪' }),
      enrolment('reject', { id: appId, reason: '名额已满' }),
      enrolment('admit', { id: appId }),
      enrolment('delete', { id: appId }),
      [
        'POST /park/EnrollmentManagement/assign',
        async () =>
          send('POST', '/park/EnrollmentManagement/assign', { ...s, id: await admitted(), classId: f.classId, studentId: uuidv7() }, as),
      ],
      ['POST /park/getQrcodeImgUrlBatch', () => send('POST', '/park/getQrcodeImgUrlBatch', { ...s, classId: f.classId }, as)],
      [
        'POST /park/parentInvite/revoke',
        async () => {
          const [kid] = await t.database.db.select().from(students).where(eq(students.classId, f.classId)).limit(1);
          await t.database.db
            .insert(parentInvites)
            .values({ studentId: kid?.id ?? '', ...s, key: uuidv7(), expiresAt: new Date(Date.now() + 86_400_000) })
            .onConflictDoNothing();
          return send('POST', '/park/parentInvite/revoke', { ...s, studentId: kid?.id }, as);
        },
      ],
      [
        'POST /park/parentInvite/approve',
        async () => send('POST', '/park/parentInvite/approve', { ...s, id: (await parentRequest()).id }, as),
      ],
      [
        'POST /park/parentInvite/reject',
        async () => send('POST', '/park/parentInvite/reject', { ...s, id: (await parentRequest()).id, reason: '不是本园家长' }, as),
      ],
    );
    for (const [path, body] of Object.entries(fields)) {
      const id = uuidv7();
      calls.push(
        [`POST /park/party/${path}`, () => send('POST', `/park/party/${path}`, { id, ...s, sysType: 3, ...body }, as)],
        [`PUT /park/party/${path}`, () => send('PUT', `/park/party/${path}`, { id, ...body }, as)],
        [`DELETE /park/party/${path}`, () => send('DELETE', `/park/party/${path}`, { id }, as)],
      );
    }
    calls.push(
      ['POST /park/party/classChat/save', () => send('POST', '/park/party/classChat/save', { classId: f.classId, status: 1 }, as)],
      ['POST /park/party/classChat/end', () => send('POST', '/park/party/classChat/end', { classId: f.classId }, as)],
      [
        'POST /park/bj/term/save',
        () =>
          send(
            'POST',
            '/park/bj/term/save',
            { ...s, schoolYear: '2026-2027', termType: 1, startsOn: '2026-09-01', endsOn: '2027-01-20' },
            as,
          ),
      ],
      ['POST /park/registration/changeKey', () => send('POST', '/park/registration/changeKey', s, as)],
      [
        'POST /park/roles/save',
        () => send('POST', '/park/roles/save', { ...s, positionId: f.nurseId, permissions: ['/HOME', '/YWGL/YECQGL'] }, as),
      ],
      [
        'POST /park/notice/send',
        () => send('POST', '/park/notice/send', { ...s, toUserId: f.colleague, title: '通知', content: '开会' }, as),
      ],
      [
        'POST /park/upload/signature',
        () =>
          send('POST', '/park/upload/signature', { contentType: 'image/png', fileName: '插图.png', size: 1, type: 2, visitType: 2 }, as),
      ],
      ['POST /park/upload/report', () => send('POST', '/park/upload/report', { sourceId: f.signed, status: 2 }, as)],
      ['POST /park/common/upload', () => upload(as)],
      ...Object.values(CARD_OCR_PATHS).map(
        (path) => [`POST ${path}`, () => upload(as, path)] as [string, () => Promise<LightMyRequestResponse>],
      ),
      ['POST /park/pwd/check', () => send('POST', '/park/pwd/check', { password: md5(DEMO_FINANCE_PASSWORD) }, as)],
      ...financeCalls(f, as),
      ...billCalls(f, as),
      ['POST /park/bookkeepingSetting/save', () => send('POST', '/park/bookkeepingSetting/save', { reviewOn: 0, authorIds: [] }, as)],
      ['POST /park/pwd/del', () => send('POST', '/park/pwd/del', { loginPassword: md5(DEMO_PASSWORD) }, as)],
      [
        'POST /park/pwd/save',
        () =>
          send(
            'POST',
            '/park/pwd/save',
            { password: DEMO_FINANCE_PASSWORD, repassword: DEMO_FINANCE_PASSWORD, loginPassword: md5(DEMO_PASSWORD) },
            as,
          ),
      ],
      ['POST /qltcrm/order/payOnLine', () => send('POST', '/qltcrm/order/payOnLine', { ...s, orderId: f.orderId, payMode: 3 }, as)],
      ['POST /qltcrm/order/renew', () => send('POST', '/qltcrm/order/renew', s, as)],
      ...noticeCalls(s, as),
      ...approvalCalls(s, as, f.generalTemplateId, f.colleague),
      ...sealCalls(f, as),
      ...healthRecordCalls(f, as),
      ...vaccinationRestCalls(f, as),
      [
        'POST /park/common/school/applyInvoice',
        () =>
          send(
            'POST',
            '/park/common/school/applyInvoice',
            {
              ...s,
              contractId: f.paidContractId,
              contractMoney: '100.00',
              invoiceMoney: '100.00',
              invoiceTitle: '测试园所',
              invoiceType: 2,
              ...INVOICE_PAYER,
              remark: '',
              titleType: 1,
            },
            as,
          ),
      ],
      ['POST /park/index/fast', () => send('POST', '/park/index/fast', { url: '/JCSZ/XGMM', ...s, userId: session.userId }, as)],
      ['DELETE /park/index/fast', () => send('DELETE', '/park/index/fast', { url: '/JCSZ/XGMM', ...s, userId: session.userId }, as)],
      ['POST /park/index/history', () => send('POST', '/park/index/history', { url: '/JCSZ/XGMM', ...s }, as)],
      ['POST /park/index/skin', () => send('POST', '/park/index/skin', { skinId: 3 }, as)],
      [
        'POST /park/notice/page',
        () => send('POST', '/park/notice/page', { user_id: session.userId, ...s, type: 2, Pages: 1, pageSize: 10 }, as),
      ],
      ['POST /park/notice/read', () => send('POST', '/park/notice/read', { id: f.noticeId, user_id: session.userId }, as)],
      ['POST /park/acount/updateIsRemember', () => send('POST', '/park/acount/updateIsRemember', { isRemember: 1 }, as)],
      [
        'POST /park/acount/updatePasswordByOldPass',
        () => send('POST', '/park/acount/updatePasswordByOldPass', { password: md5(DEMO_PASSWORD), newPassword: NEW_PASSWORD }, as),
      ],
      // Then setting a first password again (the account marked as having none), which puts the demo one back.
      [
        'POST /park/login/setPwd',
        async () => {
          await t.database.db.update(users).set({ setPwd: 1 }).where(eq(users.id, session.userId));
          return send('POST', '/park/login/setPwd', { password: DEMO_PASSWORD, repassword: DEMO_PASSWORD }, as);
        },
      ],
      ...busCalls(s.schoolId).map(
        ([path, , body]) => [`POST ${path}`, () => send('POST', path, body, as)] as [string, () => Promise<LightMyRequestResponse>],
      ),
      [
        'POST /api/bus/alerts/ack',
        async () => {
          // An alert of one of the school's cars to acknowledge (a school without cars: an id refused before any read).
          const [car] = await t.database.db.select({ id: busCars.id }).from(busCars).where(eq(busCars.schoolId, s.schoolId)).limit(1);
          const id = uuidv7();
          if (car) {
            const at = new Date();
            await t.database.db
              .insert(busAlerts)
              .values({ id, ...s, carId: car.id, kind: 'overspeed', startedAt: at, endedAt: at, raisedAt: at, value: 80, limit: 60 });
          }
          return send('POST', '/api/bus/alerts/ack', { ...s, id }, as);
        },
      ],
      ...orgCalls(s, session, as),
      ['POST /sync/push', () => send('POST', '/sync/push', { clientId: `c-${uuidv7()}`, mutations: [] }, as)],
      ['POST /park/login/logout', () => send('POST', '/park/login/logout', {}, as)],
    );
    return calls;
  }

  /** 部门管理, 岗位管理, 我的园所, the 320 position-menu save and 个人中心, each with a row of its own made first. */
  function orgCalls(s: { schoolId: number }, session: Session, as: Signed): [string, () => Promise<LightMyRequestResponse>][] {
    const db = t.database.db;
    const tag = uuidv7().slice(-8);
    const dept = async () =>
      (
        await db
          .insert(departments)
          .values({ ...s, name: `部门${tag}${Math.random()}`.slice(0, 20) })
          .returning()
      )[0]?.id;
    const position = async () =>
      (
        await db
          .insert(positions)
          .values({ ...s, name: `岗位${Math.random()}`.slice(0, 20) })
          .returning()
      )[0]?.id;
    return [
      ['POST /park/dept/add', () => send('POST', '/park/dept/add', { ...s, name: `新部门${tag}`, parentId: null }, as)],
      ['POST /park/dept/rename', async () => send('POST', '/park/dept/rename', { id: await dept(), name: `改名${tag}` }, as)],
      ['POST /park/dept/move', async () => send('POST', '/park/dept/move', { id: await dept(), parentId: null, index: 0 }, as)],
      ['POST /park/dept/delete', async () => send('POST', '/park/dept/delete', { id: await dept() }, as)],
      ['POST /park/roles/position/add', () => send('POST', '/park/roles/position/add', { ...s, name: `新岗位${tag}` }, as)],
      [
        'POST /park/roles/position/update',
        async () => send('POST', '/park/roles/position/update', { id: await position(), name: `改岗${tag}`, duties: '职责' }, as),
      ],
      ['POST /park/roles/position/delete', async () => send('POST', '/park/roles/position/delete', { id: await position() }, as)],
      [
        'POST /park/roles/positionMenu/save',
        async () => send('POST', '/park/roles/positionMenu/save', { ...s, positionId: await position(), permissions: ['/HOME'] }, as),
      ],
      [
        'POST /park/school/info/save',
        async () => {
          const [school] = await db.select().from(schools).where(eq(schools.id, s.schoolId));
          return send('POST', '/park/school/info/save', { ...s, schoolName: school?.name, kindergartenType: 0, level: 9 }, as);
        },
      ],
      [
        'POST /park/acount/profile',
        async () => {
          const [user] = await db.select().from(users).where(eq(users.id, session.userId));
          return send('POST', '/park/acount/profile', { userName: user?.userName, headPic: user?.headPic }, as);
        },
      ],
      [
        'POST /park/acount/changePhone',
        async () => {
          // The new phone's code, sent as the app sends it (anonymous, with the captcha off in tests), then the
          // account's own phone back again so the next checks find it as seeded.
          const [user] = await db.select().from(users).where(eq(users.id, session.userId));
          const newPhone = `1590000${String(session.userId).padStart(4, '0')}`;
          const sent = await t.app.inject({
            method: 'POST',
            url: '/park/login/sendSms',
            payload: { mobilePhone: newPhone, type: 1 },
            remoteAddress: `10.66.0.${session.userId % 250}`,
          });
          expect(sent.json().code).toBe(200);
          const [m] = await db.select().from(smsMessages).orderBy(desc(smsMessages.id)).limit(1);
          const code = m?.content.match(/\d{6}/)?.[0];
          const res = await send('POST', '/park/acount/changePhone', { password: md5(DEMO_PASSWORD), newPhone, newCode: code }, as);
          await db
            .update(users)
            .set({ mobilePhone: user?.mobilePhone ?? '' })
            .where(eq(users.id, session.userId));
          return res;
        },
      ],
      [
        'POST /park/acount/signOutDevice',
        async () => {
          // Another device of the account (a session row of its own), signed out from this one.
          const tokenHash = createHash('sha256').update(uuidv7()).digest('hex');
          await db.insert(sessions).values({ tokenHash, userId: session.userId, ...s, expiresAt: new Date(Date.now() + 3_600_000) });
          return send('POST', '/park/acount/signOutDevice', { id: tokenHash.slice(0, 24) }, as);
        },
      ],
    ];
  }

  /** Valid args of every mutation, creates before the edits of the same row. */
  /** An item, a class's structure (a term no seeded one uses) and a discount; the structure voided again. */
  function financeCalls(f: Awaited<ReturnType<typeof fixture>>, as: Signed): [string, () => Promise<LightMyRequestResponse>][] {
    const s = { schoolId: f.schoolId };
    const [itemId, structureId] = [uuidv7(), uuidv7()];
    const item = { id: itemId, ...s, name: `杂费${itemId.slice(-6)}`, amountFen: 12_345, unit: 'once' };
    const structure = { id: structureId, ...s, classId: f.classId, schoolYear: '2030-2031', termType: 2, lines: [{ itemId }] };
    const discount = {
      id: uuidv7(),
      ...s,
      name: '二孩',
      kind: 'fixed',
      amountFen: 100,
      target: 'sibling',
      startsOn: '2026-09-01',
      endsOn: '2027-01-31',
    };
    return [
      ['POST /park/finance/item', () => send('POST', '/park/finance/item', item, as)],
      ['POST /park/finance/structure', () => send('POST', '/park/finance/structure', structure, as)],
      ['POST /park/finance/discount', () => send('POST', '/park/finance/discount', discount, as)],
      ['PUT /park/finance/invalid', () => send('PUT', '/park/finance/invalid', { ...s, id: structureId, type: 'structure' }, as)],
      ...bookCalls(f, as),
      ...refundCalls(f, as),
      ...reminderCalls(f, as),
      ...expenseCalls(f, as),
    ];
  }

  /** 支出报销: a project saved, a claim registered on it, colleagues' claims (by no demo account) approved, revoked, paid. */
  function expenseCalls(f: Awaited<ReturnType<typeof fixture>>, as: Signed): [string, () => Promise<LightMyRequestResponse>][] {
    const s = { schoolId: f.schoolId };
    const projectId = uuidv7();
    const project = { id: projectId, ...s, name: `项目${projectId.slice(-8)}`, category: '维修', budgets: [], enabled: true, remark: '' };
    const theirs = async (state: 'reviewing' | 'unpaid') => {
      const id = uuidv7();
      await t.database.db
        .insert(reimbursements)
        .values({ id, ...s, category: '维修', amountFen: 5_000, day: '2026-11-20', reason: '修门锁', state });
      return id;
    };
    return [
      ['POST /park/comeIn/project/save', () => send('POST', '/park/comeIn/project/save', project, as)],
      [
        'POST /park/comeIn/reimbursement/save',
        async () => {
          // The project above, or (refused before it was made) a project of the seed's.
          const [p] = await t.database.db
            .select({ id: expenseProjects.id })
            .from(expenseProjects)
            .where(and(eq(expenseProjects.schoolId, f.schoolId), eq(expenseProjects.enabled, true)));
          const claim = { id: uuidv7(), ...s, projectId: p?.id, amountFen: 8_800, day: '2026-11-20', reason: '打印纸', pictures: [] };
          return send('POST', '/park/comeIn/reimbursement/save', claim, as);
        },
      ],
      [
        'POST /park/comeIn/reimbursement/review',
        async () => send('POST', '/park/comeIn/reimbursement/review', { ...s, id: await theirs('reviewing'), result: 1 }, as),
      ],
      [
        'POST /park/comeIn/reimbursement/revoke',
        async () => send('POST', '/park/comeIn/reimbursement/revoke', { ...s, id: await theirs('unpaid') }, as),
      ],
      [
        'POST /park/comeIn/reimbursement/confirmPayment',
        async () =>
          send(
            'POST',
            '/park/comeIn/reimbursement/confirmPayment',
            { ...s, id: await theirs('unpaid'), payType: 5, day: '2026-11-20' },
            as,
          ),
      ],
      ...incomeCalls(f, as),
    ];
  }

  /** A project saved, and an income recorded on another (enabled) project, then voided. */
  function incomeCalls(f: Awaited<ReturnType<typeof fixture>>, as: Signed): [string, () => Promise<LightMyRequestResponse>][] {
    const s = { schoolId: f.schoolId };
    const projectId = uuidv7();
    const id = uuidv7();
    return [
      [
        'POST /park/comeIn/project',
        () => send('POST', '/park/comeIn/project', { id: projectId, ...s, name: `场地租金${projectId.slice(-6)}`, type: 5 }, as),
      ],
      [
        'POST /park/comeIn/detailed',
        async () => {
          const project = { id: uuidv7(), ...s, name: `政府补助${id.slice(-6)}`, type: 1 as const };
          await t.database.db.insert(incomeProjects).values(project);
          const income = { id, ...s, projectId: project.id, payerName: '区教育局', amountFen: 500_000, payType: 3, day: '2026-11-20' };
          return send('POST', '/park/comeIn/detailed', income, as);
        },
      ],
      ['PUT /park/comeIn/detailed/void', () => send('PUT', '/park/comeIn/detailed/void', { ...s, id, reason: '登记错误' }, as)],
      ...salaryCalls(f, as),
    ];
  }

  /** The template, a slip, a month made; the fixture's month imported, confirmed and issued, a deduction given back. */
  function salaryCalls(f: Awaited<ReturnType<typeof fixture>>, as: Signed): [string, () => Promise<LightMyRequestResponse>][] {
    const s = { schoolId: f.schoolId };
    const items = [
      { key: 'base', name: '基本工资', kind: 'add' },
      { key: 'tax', name: '个人所得税', kind: 'deduct' },
    ];
    const id = f.salaryMonthId;
    return [
      ['POST /park/salary/template', () => send('POST', '/park/salary/template', { ...s, items }, as)],
      ['POST /park/salary/slip', () => send('POST', '/park/salary/slip', { ...s, id: f.salarySlipId, amounts: { base: 400_000 } }, as)],
      [
        'POST /park/salary/month',
        () => send('POST', '/park/salary/month', { ...s, month: `2041-${String(f.salaryRun).padStart(2, '0')}` }, as),
      ],
      [
        'POST /park/salary/month/import',
        () =>
          send(
            'POST',
            '/park/salary/month/import',
            { ...s, monthId: id, rows: [{ row: 2, name: '测试工资', phone: '13999990000', item_base: '5000', item_tax: '30' }] },
            as,
          ),
      ],
      [
        'POST /park/salary/month/state',
        async () => {
          const confirmed = await send('POST', '/park/salary/month/state', { ...s, id, action: 'confirm' }, as);
          return confirmed.statusCode === 200 && confirmed.json().code === 200
            ? send('POST', '/park/salary/month/state', { ...s, id, action: 'issue' }, as)
            : confirmed;
        },
      ],
      [
        'POST /park/salary/refund',
        () => send('POST', '/park/salary/refund', { ...s, id: uuidv7(), slipId: f.salarySlipId, amountFen: 1_000, reason: '多扣' }, as),
      ],
    ];
  }

  /** A refund item and group (voided again), drafts on the fixture's paid bill, one submitted, approved and paid out. */
  function refundCalls(f: Awaited<ReturnType<typeof fixture>>, as: Signed): [string, () => Promise<LightMyRequestResponse>][] {
    const s = { schoolId: f.schoolId };
    const [itemId, groupId, first, second, third] = [uuidv7(), uuidv7(), uuidv7(), uuidv7(), uuidv7()];
    const record = (id: string, amountFen: number, way = 1) => ({
      id,
      studentId: f.studentId,
      reason: 3,
      way,
      lines: [{ billId: f.paidBillId, itemId: f.itemId, amountFen }],
    });
    return [
      [
        'POST /park/finance/refundItem',
        () =>
          send(
            'POST',
            '/park/finance/refundItem',
            { id: itemId, ...s, name: `退${itemId.slice(-6)}`, feeItemId: f.itemId, mode: 'whole' },
            as,
          ),
      ],
      [
        'POST /park/finance/refundGroup',
        () =>
          send(
            'POST',
            '/park/finance/refundGroup',
            { id: groupId, ...s, name: `组${groupId.slice(-6)}`, itemIds: [itemId], classIds: [f.classId] },
            as,
          ),
      ],
      ['PUT /park/finance/refundGroup/invalid', () => send('PUT', '/park/finance/refundGroup/invalid', { ...s, id: groupId }, as)],
      ['PUT /park/finance/refundItem/invalid', () => send('PUT', '/park/finance/refundItem/invalid', { ...s, id: itemId }, as)],
      [
        'POST /park/finance/refundRecord/save',
        () => send('POST', '/park/finance/refundRecord/save', { ...s, ...record(first, 1_000) }, as),
      ],
      [
        'POST /park/finance/refundRecord/batchSave',
        () => send('POST', '/park/finance/refundRecord/batchSave', { ...s, records: [record(second, 500, 2)] }, as),
      ],
      [
        'POST /park/finance/refundRecord/createRefountRecordOnRevenueOrder',
        () =>
          send(
            'POST',
            '/park/finance/refundRecord/createRefountRecordOnRevenueOrder',
            { ...s, id: third, billId: f.paidBillId, reason: 2, way: 3 },
            as,
          ),
      ],
      [
        'POST /park/finance/refundRecord/sendToApprove',
        () => send('POST', '/park/finance/refundRecord/sendToApprove', { ...s, ids: [first] }, as),
      ],
      [
        'POST /park/finance/refundRecord/batchCheck',
        async () => {
          // Reviewed as a colleague's submission: nobody reviews a refund they applied for (refunds.test.ts).
          await t.database.db.update(refundRecords).set({ operatorId: f.colleague }).where(eq(refundRecords.id, first));
          return send('POST', '/park/finance/refundRecord/batchCheck', { ...s, ids: [first], approve: true }, as);
        },
      ],
      [
        'POST /park/finance/refundRecord/move',
        () => send('POST', '/park/finance/refundRecord/move', { ...s, id: first, action: 'confirm' }, as),
      ],
    ];
  }

  /** An entry saved then deleted, and a colleague's entry (recorded by no demo account) reviewed. */
  function bookCalls(f: Awaited<ReturnType<typeof fixture>>, as: Signed): [string, () => Promise<LightMyRequestResponse>][] {
    const s = { schoolId: f.schoolId };
    const id = uuidv7();
    const entry = { id, ...s, type: 2, category: '水电费', amountFen: 86_420, day: '2026-11-20', remark: '10月电费' };
    return [
      ['POST /park/tFinanceBookkeeping/save', () => send('POST', '/park/tFinanceBookkeeping/save', entry, as)],
      ['POST /park/tFinanceBookkeeping/dropById', () => send('POST', '/park/tFinanceBookkeeping/dropById', { ...s, id }, as)],
      [
        'POST /park/tFinanceBookkeeping/review',
        async () => {
          const theirs = { ...entry, id: uuidv7(), type: 1 as const, category: '捐赠', remark: '家委会捐赠' };
          await t.database.db.insert(bookEntries).values(theirs);
          return send('POST', '/park/tFinanceBookkeeping/review', { ...s, id: theirs.id, result: 1 }, as);
        },
      ],
    ];
  }

  /** A monthly reminder saved; a one-off one (made in the database) whose due is confirmed paid. */
  function reminderCalls(f: Awaited<ReturnType<typeof fixture>>, as: Signed): [string, () => Promise<LightMyRequestResponse>][] {
    const s = { schoolId: f.schoolId };
    const reminder = {
      id: uuidv7(),
      ...s,
      name: '园舍房租',
      category: '房租',
      remindTime: 3,
      userIds: [f.userId],
      schedule: { kind: 2, monthDay: 31, fromMonth: '2026-12', untilMonth: null, fen: 1_200_000 },
    };
    /** A reminder of one payment on `day`, written straight to the database for the call to act on. */
    const plantReminder = async (
      r: Pick<typeof expenseReminders.$inferInsert, 'name' | 'category' | 'remindTime'> & { day: string; fen: number },
    ) => {
      const id = uuidv7();
      const { day, fen, ...named } = r;
      const schedule = { kind: 1 as const, day, fen };
      await t.database.db.insert(expenseReminders).values({ id, ...s, ...named, userIds: [f.userId], schedule, createdDay: '2026-11-01' });
      return id;
    };
    return [
      ['POST /park/comeIn/remind', () => send('POST', '/park/comeIn/remind', reminder, as)],
      [
        'POST /park/comeIn/confirmPayment',
        async () => {
          const id = await plantReminder({ name: '维修款', category: '维修', remindTime: 1, day: '2026-12-05', fen: 50_000 });
          return send('POST', '/park/comeIn/confirmPayment', { ...s, reminderId: id, dueDay: '2026-12-05', fen: 48_000, payType: 5 }, as);
        },
      ],
      [
        'POST /park/comeIn/remind/del',
        async () => {
          const id = await plantReminder({ name: '保洁费', category: '其他', remindTime: 0, day: '2026-12-06', fen: 30_000 });
          return send('POST', '/park/comeIn/remind/del', { ...s, id }, as);
        },
      ],
    ];
  }

  /** A draft edited, a class billed twice, one bill through review, one published and paid, one voided. */
  function billCalls(f: Awaited<ReturnType<typeof fixture>>, as: Signed): [string, () => Promise<LightMyRequestResponse>][] {
    const s = { schoolId: f.schoolId };
    const [reviewed, released, voided] = [uuidv7(), uuidv7(), uuidv7()];
    const draft = (id: string) => ({
      id,
      ...s,
      studentId: f.studentId,
      classId: f.classId,
      schoolYear: '2032-2033',
      termType: 2,
      title: '单项收费',
      lines: [{ itemId: f.itemId, quantity: 1, unitFen: 5_000 }],
      dueOn: '2033-03-31',
    });
    const batch = emptyBillBatch(f.schoolId, f.classId);
    const reviewOn = (on: 0 | 1) =>
      t.database.db.update(financeSettings).set({ reviewOn: on }).where(eq(financeSettings.schoolId, f.schoolId));
    const paymentOf = async (billId: string) => (await t.database.db.select().from(payments).where(eq(payments.billId, billId)))[0];
    return [
      ['POST /park/charge/saveOrder', () => send('POST', '/park/charge/saveOrder', draft(reviewed), as)],
      [
        'POST /park/charge/updateOrder',
        () => send('POST', '/park/charge/updateOrder', { ...draft(reviewed), title: '单项收费（改）' }, as),
      ],
      ['POST /park/charge/batchOrder', () => send('POST', '/park/charge/batchOrder', batch, as)],
      ['POST /park/finance/batchFinance', () => send('POST', '/park/finance/batchFinance', batch, as)],
      [
        'POST /park/finance/review',
        async () => {
          await reviewOn(1);
          return send('POST', '/park/finance/review', { ...s, ids: [reviewed] }, as);
        },
      ],
      [
        'POST /park/charge/review',
        async () => {
          const res = await send('POST', '/park/charge/review', { ...s, ids: [reviewed], approve: true }, as);
          await reviewOn(0);
          return res;
        },
      ],
      [
        'POST /park/charge/releaseOrder',
        async () => {
          await send('POST', '/park/charge/saveOrder', draft(released), as);
          return send('POST', '/park/charge/releaseOrder', { ...s, ids: [released] }, as);
        },
      ],
      [
        'POST /park/BabyCharge/confirmBabyBill',
        () => send('POST', '/park/BabyCharge/confirmBabyBill', { ...s, id: uuidv7(), billId: released, amountFen: 1_000, payType: 5 }, as),
      ],
      ['POST /park/charge/scenePay', () => send('POST', '/park/charge/scenePay', { ...s, billId: released, payType: 1 }, as)],
      [
        'POST /park/publicCharge/checkOnReceipt',
        async () => {
          const p = await paymentOf(released);
          const code = p?.paidAt ? receiptCheckCode(receiptSecret(t.config), p.receiptNo, p.amountFen, p.paidAt) : 'X';
          return send('POST', '/park/publicCharge/checkOnReceipt', { ...s, receiptNo: p?.receiptNo || 'SJ0', checkCode: code }, as);
        },
      ],
      [
        'PUT /park/publicCharge/toVoid',
        async () => {
          await send('POST', '/park/charge/saveOrder', draft(voided), as);
          return send('PUT', '/park/publicCharge/toVoid', { ...s, id: voided, reason: '重复生成' }, as);
        },
      ],
      [
        'POST /park/charge/importOrders',
        async () => {
          const [kid] = await t.database.db
            .select({ name: students.name, idNumber: students.idNumber })
            .from(students)
            .where(eq(students.id, f.studentId));
          const row = { row: 3, studentName: kid?.name ?? '', idNumber: kid?.idNumber ?? '', classId: f.classId };
          const bill = { schoolYear: '2031-2032', termType: 1, title: '导入账单', dueOn: '2032-01-15', remark: '' };
          return send('POST', '/park/charge/importOrders', { ...s, rows: [{ ...row, ...bill, itemId: f.itemId, amount: '50.00' }] }, as);
        },
      ],
    ];
  }

  function mutationCalls(f: Awaited<ReturnType<typeof fixture>>): [MutationName, Record<string, unknown>][] {
    const s = { schoolId: f.schoolId };
    const classId = uuidv7();
    const childId = uuidv7();
    const fileId = uuidv7();
    const out: [MutationName, Record<string, unknown>][] = [
      ['class.create', { id: classId, ...s, name: '向日葵班', grade: 1, headTeacher: '' }],
      ['class.update', { id: classId, ...s, name: '太阳班', grade: 1, headTeacher: '' }],
      ['class.sort', { ...s, ids: [classId] }],
      ['student.create', { id: childId, ...s, classId: f.classId, name: '小明', gender: 1, birthday: '2021-05-06' }],
      ['student.update', { id: childId, ...s, classId: f.classId, name: '小红', gender: 2, birthday: '2021-05-06' }],
      ['attendance.record', tap(f.schoolId, f.studentId)],
      ['staffAttendance.record', staffMark(f.schoolId, f.userId)],
      ['attendance.enterAll', enterAll(f.schoolId, f.studentId)],
      ...medicationSteps(f.schoolId, f.careChildId, f.today).map(
        ([name, , args]) => [name, args] as [MutationName, Record<string, unknown>],
      ),
      ['staffAttendance.presentAll', presentAll(f.schoolId, f.userId)],
      ['healthCheck.record', healthCheck(f.schoolId, f.studentId)],
      ['healthCheck.allNormal', allNormal(f.schoolId, f.classId, f.studentId)],
      ['illnessFollowUp.save', followUp(f.schoolId, f.studentId)],
      ...staffRecordCalls(f).flatMap(([name, body]) =>
        STAFF_MUTATION[name] ? [[STAFF_MUTATION[name], body] as [MutationName, Record<string, unknown>]] : [],
      ),
      ...familyCalls(s, childId, f.classId).map(([, , body, name]) => [name, body] as [MutationName, Record<string, unknown>]),
      ['student.delete', { id: childId, ...s }],
      ['class.delete', { id: classId, ...s }],
      [
        'file.create',
        { id: fileId, ...s, name: '照片', filePath: f.stored, size: 1, contentType: 'image/png', createdAt: new Date().toISOString() },
      ],
      ['file.delete', { id: fileId, ...s }],
      ['classChat.setStatus', { classId: f.classId, ...s, status: 1 }],
      ['classChat.end', { id: uuidv7(), classId: f.classId, ...s }],
      [
        'approval.submit',
        { id: uuidv7(), ...s, templateId: f.generalTemplateId, form: { content: '测试申请' }, createTime: new Date().toISOString() },
      ],
      ...sealMutations(f),
      ...healthRecordMutations(f),
      ...vaccinationMutations(f),
      ...busCalls(f.schoolId).flatMap(([, name, body]) => (name ? [[name, body] as [MutationName, Record<string, unknown>]] : [])),
    ];
    const [m1, m2] = [uuidv7(), uuidv7()];
    out.push(
      ...financeMutations(s.schoolId, f.classId, f.userId),
      ...salaryMutations(f),
      ...refundMutations(f),
      [
        'bill.save',
        {
          id: uuidv7(),
          ...s,
          studentId: f.studentId,
          classId: f.classId,
          schoolYear: '2032-2033',
          termType: 2,
          title: '离线草稿',
          lines: [{ itemId: f.itemId, quantity: 2, unitFen: 3_000 }],
          dueOn: '2033-03-31',
        },
      ],
      ['bill.batch', emptyBillBatch(f.schoolId, f.classId)],
      ['enrolment.create', { id: m1, ...s, ...application }],
      ['enrolment.update', { id: m1, ...s, ...application, childName: '小雪' }],
      ['enrolment.reject', { id: m1, ...s, reason: '名额已满' }],
      ['enrolment.admit', { id: m1, ...s }],
      ['enrolment.assign', { id: m1, ...s, classId: f.classId, studentId: uuidv7() }],
      ['enrolment.create', { id: m2, ...s, ...application }],
      ['enrolment.delete', { id: m2, ...s }],
    );
    const fields = {
      siteBanner: { photoName: '图', photoUrl: f.picture },
      siteNotice: { title: '开学通知', content: '九月一日开学' },
      siteMember: { name: '王丽华', position: '主任' },
      siteDynamic: { title: '春游', summary: '<p>春游啦</p>', cover: f.picture },
    };
    for (const [prefix, body] of Object.entries(fields)) {
      const id = uuidv7();
      out.push(
        [`${prefix}.create` as MutationName, { id, ...s, sysType: 3, ...body }],
        [`${prefix}.update` as MutationName, { id, ...s, ...body }],
        [`${prefix}.delete` as MutationName, { id, ...s }],
      );
    }
    return out;
  }

  /** A check-up saved and deleted, a child's health profile (健康档案). */
  const checkupOf = (f: Awaited<ReturnType<typeof fixture>>, id: string) => ({
    id,
    schoolId: f.schoolId,
    studentId: f.studentId,
    kind: 2,
    date: '2026-09-15',
    heightCm: 105.2,
    weightKg: 17.1,
  });
  function healthRecordMutations(f: Awaited<ReturnType<typeof fixture>>): [MutationName, Record<string, unknown>][] {
    const id = uuidv7();
    return [
      ['checkup.save', checkupOf(f, id)],
      ['checkup.delete', { id, schoolId: f.schoolId }],
      ['healthProfile.save', { schoolId: f.schoolId, studentId: f.studentId, foodAllergens: ['花生'] }],
    ];
  }
  function healthRecordCalls(f: Awaited<ReturnType<typeof fixture>>, as: Signed): [string, () => Promise<LightMyRequestResponse>][] {
    const id = uuidv7();
    const post = (name: string, body: unknown) =>
      [name, () => send('POST', name.replace('POST ', ''), body, as)] as [string, () => Promise<LightMyRequestResponse>];
    const { id: _id, schoolId, ...row } = checkupOf(f, id);
    return [
      post('POST /park/health/checkup/save', checkupOf(f, id)),
      post('POST /park/health/checkup/delete', { id, schoolId }),
      post('POST /park/health/profile/save', { schoolId, studentId: f.studentId, foodAllergens: ['牛奶'] }),
      post('POST /park/health/checkup/import', { schoolId, rows: [{ row: 2, ...row }] }),
    ];
  }

  /** A dose and a check of the fixture's child saved and removed (a dose's id is derived from child, vaccine and dose). */
  function vaccinationMutations(f: Awaited<ReturnType<typeof fixture>>): [MutationName, Record<string, unknown>][] {
    const s = { schoolId: f.schoolId, studentId: f.studentId };
    return [
      ['vaccineDose.save', { ...s, vaccine: 'Flu', doseNo: 1, day: '2026-11-20' }],
      ['vaccineDose.remove', { schoolId: f.schoolId, id: vaccineDoseId(f.studentId, 'Flu', 1) }],
      ['vaccineCheck.save', { ...s, day: '2026-11-20' }],
      ['vaccineCheck.remove', s],
    ];
  }

  function vaccinationRestCalls(f: Awaited<ReturnType<typeof fixture>>, as: Signed): [string, () => Promise<LightMyRequestResponse>][] {
    const imported = { schoolId: f.schoolId, rows: [{ row: 2, studentId: f.studentId, vaccine: 'Flu', doseNo: 2, day: '2026-11-20' }] };
    return [
      ...vaccinationMutations(f).map(([name, body]): [string, () => Promise<LightMyRequestResponse>] => {
        const path = `/park/vaccine/${name.replace('vaccineDose.', 'dose/').replace('vaccineCheck.', 'check/')}`;
        return [`POST ${path}`, () => send('POST', path, body, as)];
      }),
      ['POST /park/vaccine/import', () => send('POST', '/park/vaccine/import', imported, as)],
    ];
  }

  function sealMutations(f: Awaited<ReturnType<typeof fixture>>): [MutationName, Record<string, unknown>][] {
    const s = { schoolId: f.schoolId };
    const [sealId, useId] = [uuidv7(), uuidv7()];
    return [
      ['seal.save', { id: sealId, ...s, name: `财务章${sealId.slice(-6)}`, kind: 1, keeperIds: [f.userId] }],
      ['seal.setState', { id: sealId, ...s, state: 'inactive' }],
      ['sealUse.request', { id: useId, ...s, sealId: f.sealId, purpose: '证明', copies: 1 }],
      ['sealUse.revoke', { id: useId, ...s }],
    ];
  }

  /** Refund items, groups and a draft as the device sends them (the draft on the fixture's paid bill, 1 fen). */
  function refundMutations(f: Awaited<ReturnType<typeof fixture>>): [MutationName, Record<string, unknown>][] {
    const s = { schoolId: f.schoolId };
    const [itemId, groupId] = [uuidv7(), uuidv7()];
    return [
      ['refundItem.save', { id: itemId, ...s, name: `退${itemId.slice(-6)}`, feeItemId: f.itemId, mode: 'day', unitFen: 3_000 }],
      ['refundGroup.save', { id: groupId, ...s, name: `组${groupId.slice(-6)}`, itemIds: [itemId], classIds: [f.classId] }],
      ['refundGroup.void', { id: groupId, ...s }],
      ['refundItem.void', { id: itemId, ...s }],
      [
        'refundRecord.save',
        {
          id: uuidv7(),
          ...s,
          studentId: f.studentId,
          reason: 1,
          way: 1,
          lines: [{ billId: f.paidBillId, itemId: f.itemId, amountFen: 1 }],
        },
      ],
    ];
  }

  function financeMutations(schoolId: number, classId: string, userId: number): [MutationName, Record<string, unknown>][] {
    const s = { schoolId };
    const [itemId, structureId, discountId] = [uuidv7(), uuidv7(), uuidv7()];
    return [
      ['feeItem.save', { id: itemId, ...s, name: `杂费${itemId.slice(-6)}`, amountFen: 5_000, unit: 'month' }],
      [
        'feeStructure.save',
        { id: structureId, ...s, classId, schoolYear: '2031-2032', termType: 1, lines: [{ itemId, amountFen: 4_000 }] },
      ],
      ['feeStructure.void', { id: structureId, ...s }],
      ['feeItem.void', { id: itemId, ...s }],
      [
        'discount.save',
        {
          id: discountId,
          ...s,
          name: '员工',
          kind: 'percent',
          percent: 20,
          target: 'staffChild',
          startsOn: '2026-09-01',
          endsOn: '2027-01-31',
        },
      ],
      ['discount.void', { id: discountId, ...s }],
      ['bookEntry.save', { id: uuidv7(), ...s, type: 1, category: '政府补贴', amountFen: 3_000_000, day: '2026-11-02' }],
      [
        'expenseReminder.save',
        {
          id: uuidv7(),
          ...s,
          name: '水电费',
          category: '水电费',
          remindTime: 0,
          userIds: [userId],
          schedule: { kind: 4, first: { day: '2026-12-01', fen: 100 }, last: { day: '2027-01-01', fen: 200 } },
        },
      ],
      ['expenseProject.save', { id: uuidv7(), ...s, name: `同步项目${Math.random().toString(36).slice(2, 8)}`, category: '房租' }],
      ['incomeProject.save', { id: uuidv7(), ...s, name: `利息${discountId.slice(-6)}`, type: 3 }],
    ];
  }

  function salaryMutations(f: Awaited<ReturnType<typeof fixture>>): [MutationName, Record<string, unknown>][] {
    const s = { schoolId: f.schoolId };
    return [
      ['salaryTemplate.save', { ...s, items: [{ key: 'base', name: '基本工资', kind: 'add' }] }],
      ['salarySlip.save', { ...s, id: f.salarySlipId, amounts: { base: 300_000, tax: 100 } }],
    ];
  }

  /** What an expired school's data looks like to the tests: every write leaves these counts as they were. */
  async function schoolState(schoolId: number) {
    const db = t.database.db;
    const n = async (table: typeof classes | typeof students | typeof files | typeof siteBanners) =>
      (
        await db
          .select({ n: count() })
          .from(table as typeof classes)
          .where(eq((table as typeof classes).schoolId, schoolId))
      )[0]?.n;
    return {
      changeLog: (await db.select({ n: count() }).from(changeLog).where(eq(changeLog.schoolId, schoolId)))[0]?.n,
      // The user's own sign-out and password change (系统登录) and 个人中心 are allowed, so left out of the count.
      operationLog: (
        await db
          .select({ n: count() })
          .from(operationLogs)
          .where(and(eq(operationLogs.schoolId, schoolId), notInArray(operationLogs.module, ['系统登录', '个人中心'])))
      )[0]?.n,
      classes: await n(classes),
      students: await n(students),
      files: await n(files),
      banners: await n(siteBanners),
      uploads: (
        await db
          .select({ n: count() })
          .from(uploadSources)
          .where(and(eq(uploadSources.schoolId, schoolId)))
      )[0]?.n,
    };
  }

  it('tries every signed-in write route of the API (a new one must be added here)', async () => {
    await t.app.ready();
    const writes = registered
      .filter((r) => !r.config?.anonymous && /^(POST|PUT|DELETE|PATCH) /.test(r.route))
      .map((r) => r.route)
      .sort();
    const tried = (PERSONAL as readonly string[])
      .concat(MEMBER_WRITES, ...Object.values(GROUPS))
      .filter((c) => c.includes(' '))
      .sort();
    expect(tried).toEqual(writes);
    const mutations = (MEMBER_WRITES as string[]).concat(...Object.values(GROUPS)).filter((c) => !c.includes(' '));
    expect(mutations.sort()).toEqual(Object.keys(MUTATIONS).sort());
  });

  it.each(ACCOUNTS)('$login: exactly the allowed writes pass, the others are refused before any change', async (account) => {
    const session = account.login === 'shuangyz' ? await loginWithSmsCode(t, account.login) : await t.login(account.login);
    expect(session.schoolInfo.schoolId).toBe(account.schoolId);
    const as = signer(session);
    const f = await fixture(session, account.login);
    const before = account.expired ? await schoolState(account.schoolId) : undefined;

    const got: Record<string, Outcome | string> = {};
    // The finance pages unlocked first (finance writes need it; who may not unlock is refused by permission anyway).
    await send('POST', '/park/pwd/check', { password: md5(DEMO_FINANCE_PASSWORD) }, as);
    const client = protocolClient(t, as);
    const mutations = mutationCalls(f);
    // A push carries at most 100 mutations (contract/sync): sent in batches, ids continuing.
    const results: (typeof pushed.body.results)[number][] = [];
    let pushed!: Awaited<ReturnType<typeof client.push>>;
    for (let from = 0; from < mutations.length; from += 100) {
      pushed = await client.push(mutations.slice(from, from + 100).map(([name, args], i) => ({ id: from + i + 1, name, args })));
      expect(pushed.status).toBe(200);
      results.push(...pushed.body.results);
    }
    for (const [i, [name]] of mutations.entries()) {
      const r = results[i];
      got[name] = r?.status === 'applied' ? 'ok' : outcomeOf(403, r?.code, r?.msg);
    }
    for (const [name, call] of restCalls(f, session, as)) {
      const res = await call();
      const json = res.json() as { code?: number; msg?: string };
      got[name] = outcomeOf(res.statusCode, json.code, json.msg);
    }

    const want = Object.fromEntries(Object.keys(got).map((name) => [name, expected(account, name)]));
    expect(got).toEqual(want);
    const tally = (o: Outcome) => Object.values(got).filter((v) => v === o).length;
    tables.push(
      `${account.login.padEnd(10)} school ${account.schoolId}: ${Object.keys(got).length} tried, ${tally('ok')} passed, ${tally('denied')} refused 403, ${tally('expired')} refused 2226`,
    );
    if (before) expect(await schoolState(account.schoolId)).toEqual(before);
  });

  it('an expired school still answers reads (menu, user info, order list), and its rows are refused from another school', async () => {
    const xufei = signer(await t.login('xufei'));
    const school = { schoolId: 104, companyId: 1 };
    expect((await t.get('/park/login/menu', school, xufei)).json().code).toBe(200);
    expect((await t.get('/park/login/getUserInfo', school, xufei)).json().data.schoolList[0]).toMatchObject({
      schoolId: 104,
      expired: true,
    });
    const orders = (
      await t.get('/park/common/school/productOrderList', { schoolId: 104, orderStatus: 0, pageNum: 1, pageSize: 2 }, xufei)
    ).json();
    expect(orders.code).toBe(200);
    expect(orders.data.total).toBe(2);

    // The principal, signed in to 101, names only a class of 104: the write acts on 104, so 2226 and no change.
    const principal = signer(await t.login('yuanzhang'));
    const [cls] = await t.database.db.select().from(classes).where(eq(classes.schoolId, 104)).limit(1);
    const before = await schoolState(104);
    const res = await send('POST', '/park/party/classChat/save', { classId: cls?.id, status: 0 }, principal);
    expect(res.json()).toMatchObject({ code: ErrorCode.schoolExpired, msg: Msg.schoolExpired });
    expect(await schoolState(104)).toEqual(before);
  });
});
