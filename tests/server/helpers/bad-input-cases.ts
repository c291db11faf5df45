import { and, eq } from 'drizzle-orm';
import { busCalls } from './bus-calls';
import { importCheckupsInput } from '@contract/health/checkup-sheet';
import {
  addDays,
  approvalBoxQuerySchema,
  approvalManageQuerySchema,
  approvalRefSchema,
  approvalSchoolQuerySchema,
  decideApprovalSchema,
  revokeApprovalSchema,
  saveTemplateSchema,
  templateRefSchema,
  sealKeepersQuerySchema,
  sealUseApproveSchema,
  sealUseRecordSchema,
  sealUseRejectSchema,
  busAlertAckSchema,
  busAlertQuerySchema,
  changePasswordSchema,
  changePhoneSchema,
  deptAddSchema,
  deptMoveSchema,
  deptRemoveSchema,
  deptRenameSchema,
  positionAddSchema,
  positionRemoveSchema,
  positionUpdateSchema,
  profileSaveSchema,
  schoolInfoSaveSchema,
  schoolQuerySchema,
  signOutDeviceSchema,
  incrementalInfoQuerySchema,
  operationInfoQuerySchema,
  scrollInfoQuerySchema,
  chatHistoryQuerySchema,
  classChatEndSchema,
  classChatListQuerySchema,
  attendanceClassDayQuerySchema,
  attendanceEnterAllSchema,
  attendanceRecordSchema,
  staffAttendanceDayQuerySchema,
  staffAttendancePresentAllSchema,
  staffAttendanceRecordSchema,
  staffImportInputSchema,
  staffListQuerySchema,
  staffSchoolQuerySchema,
  busRiderId,
  busRowQuerySchema,
  busTripMessagesQuerySchema,
  busSchoolQuerySchema,
  CARD_OCR_PATHS,
  disableLineInputSchema,
  disableStopInputSchema,
  isDriverQuerySchema,
  schoolBusQuerySchema,
  ingestInputSchema,
  lastPositionsQuerySchema,
  trackerKeyInputSchema,
  trajectoryQuerySchema,
  studentRecordsQuerySchema,
  tripRecordsQuerySchema,
  siteRecordsQuerySchema,
  exportDataQuerySchema,
  dayTripsQuerySchema,
  busImportInputSchema,
  classChatSaveSchema,
  classListQuerySchema,
  classTeachersQuerySchema,
  promotionPlanInputSchema,
  promotionPlanRefSchema,
  promotionPreviewQuerySchema,
  captchaCheckSchema,
  captchaGetSchema,
  DEMO_FINANCE_PASSWORD,
  DEMO_PASSWORD,
  bookkeepingSettingSchema,
  financeInvalidSchema,
  bookDropSchema,
  confirmPaymentSchema,
  queryRemindSchema,
  reminderDropSchema,
  DEMO_PICTURES,
  bookFilterSchema,
  bookGetSchema,
  bookReviewSchema,
  bookSearchSchema,
  reimbursePaySchema,
  expenditureFilterSchema,
  expenditureQuerySchema,
  reimburseFilterSchema,
  reimburseGetSchema,
  reimburseReviewSchema,
  reimburseRevokeSchema,
  reimburseSaveSchema,
  reimburseSearchSchema,
  incomeFilterSchema,
  incomeGetSchema,
  incomeListSchema,
  incomeProjectQuerySchema,
  incomeRecordSchema,
  incomeVoidSchema,
  salaryActionSchema,
  salaryDetailSchema,
  salaryImportSchema,
  salaryMonthMakeSchema,
  salaryMonthQuerySchema,
  salaryMyInfoSchema,
  salaryRefundSchema,
  statsQuerySchema,
  classStuQuerySchema,
  itemStuQuerySchema,
  schoolStatsQuerySchema,
  detailQuerySchema,
  financeListQuerySchema,
  financeRowQuerySchema,
  deleteFinancePasswordSchema,
  saveFinancePasswordSchema,
  enrolmentStatsQuerySchema,
  joinRequestListQuerySchema,
  joinRequestRejectSchema,
  joinRequestReviewSchema,
  parentInviteRevokeSchema,
  parentJoinSchema,
  parentKeyQuerySchema,
  parentQrBatchSchema,
  financeCheckSchema,
  historyInputSchema,
  importBillsInputSchema,
  importStudentsInput,
  invitationSchoolBodySchema,
  invitationSchoolQuerySchema,
  joinKeyQuerySchema,
  joinRequestSchema,
  loginFormSchema,
  menuSearchQuerySchema,
  isMutationName,
  MUTATIONS,
  type MutationName,
  noticeCountQuerySchema,
  noticePageRequestSchema,
  operationLogQuerySchema,
  phoneCodeQuerySchema,
  productOrderListQuerySchema,
  payOnLineSchema,
  renewOrderSchema,
  applyInvoiceSchema,
  bankInfoQuerySchema,
  invoicePdfQuerySchema,
  billIdsSchema,
  billListQuerySchema,
  billReviewSchema,
  billRowQuerySchema,
  billVoidSchema,
  checkOnReceiptSchema,
  deskPaySchema,
  queryScenePaySchema,
  receiptQuerySchema,
  scenePaySchema,
  orderPayStatusQuerySchema,
  countExpiredUnpaidQuerySchema,
  pullQuerySchema,
  pushRequestSchema,
  readNoticeRequestSchema,
  recommendedRoleQuerySchema,
  roleDetailQuerySchema,
  roleSaveSchema,
  roleSchoolQuerySchema,
  resetPasswordSchema,
  schoolYearByDateQuerySchema,
  sendNoticeRequestSchema,
  sendSmsSchema,
  setPasswordSchema,
  shortcutInputSchema,
  shortcutSchoolQuerySchema,
  skinSaveSchema,
  termQuerySchema,
  termSaveSchema,
  updateIsRememberSchema,
  uploadReportSchema,
  uploadSignatureRequestSchema,
  userInfoQuerySchema,
  uuidv7,
  validateCodeSchema,
  websiteListQuerySchema,
  BANNER_REST,
  NOTICE_REST,
  MEMBER_REST,
  DYNAMIC_REST,
  saveStaffNoticeSchema,
  noticeRefSchema,
  staffNoticeListQuerySchema,
  myNoticeListQuerySchema,
  saveAnnouncementSchema,
  announcementListQuerySchema,
  parentAnnouncementQuerySchema,
  writeLetterSchema,
  replyLetterSchema,
  letterListQuerySchema,
  refundBatchSaveSchema,
  refundByStuQuerySchema,
  refundCheckSchema,
  refundIdsSchema,
  refundListQuerySchema,
  refundMoveSchema,
  refundOnBillSchema,
  refundRowQuerySchema,
  chinaToday,
} from '@contract';
import { vaccineNoticeQuerySchema } from '@contract/health/vaccinations';
import { importVaccineDosesInput } from '@contract/health/vaccine-sheet';
import type { z } from 'zod';
import {
  classes,
  enrolments,
  memberships,
  parentInvites,
  notifications,
  positions,
  siteBanners,
  siteDynamics,
  siteMembers,
  siteNotices,
  students,
  users,
  approvalTemplates,
} from '../../../server/db/schema';
import type { FieldKind } from './bad-values';
import { md5, type TestApp } from './test-app';
import { APPLICANT, INVOICE_PAYER } from './form-examples';
import {
  healthCheckAllNormalSchema,
  healthCheckClassDayQuerySchema,
  healthCheckRecordSchema,
  illnessFollowUpSaveSchema,
} from '@contract/health/checks';
import type { RegisteredRoute } from './route-recorder';

/** What one route takes, with a valid example of every field, so that one bad field is the only thing wrong. */
export interface RouteCase {
  /** JSON body, query string, a multipart file's name, or the `*` of the url path. */
  carrier: 'body' | 'query' | 'multipart' | 'path';
  /** The contract schema the route parses with: the example must cover its every field. */
  schema?: z.ZodType;
  /** A fresh valid input (fresh ids, so nothing the test creates clashes). */
  valid: () => Record<string, unknown>;
  /** Demo account to sign in as; none for anonymous routes. */
  as?: string;
  /** Sign in again after this many requests (the route's per-session rate limit). */
  perSession?: number;
  /** Kinds a field's example does not tell (a timestamp is a safe integer, not an int32). */
  kinds?: Record<string, FieldKind>;
  /** AJ-Captcha's own answer shape instead of the envelope (SPEC §7). */
  captcha?: boolean;
}
/** A route without fields to fuzz, and why. */
export interface Skipped {
  skip: string;
}

/** Rows of the demo school the examples point at (updates need a row that exists, or they stop at "not found"). */
export interface Fixture {
  schoolId: number;
  companyId: number;
  userId: number;
  classId: string;
  studentId: string;
  /** A pending enrolment application of the school. */
  enrolmentId: string;
  /** A live parent invitation code of `studentId`. */
  parentKey: string;
  noticeId: number;
  joinKey: string;
  sourceId: string;
  site: Record<'banner' | 'placard' | 'member' | 'dynamic', string>;
  /** The school's 教师 position: what an invitation offers, and the role editor's examples change. */
  teacherPositionId: number;
  /** A department of the school with members (so the delete's valid example is refused, not made). */
  departmentId: number;
  /** A colleague (jiaoshi) whose staff record the examples edit: never the acting user's own place and rights. */
  colleagueId: number;
  banner: { photoName: string; photoUrl: string };
  /** The school's 通用审批 template (its one required field: content). */
  approvalTemplateId: string;
}

/** A live parent code of one of the school's children, made straight in the database. */
async function fixtureParentKey(t: TestApp, schoolId: number, db: TestApp['database']['db']): Promise<string> {
  const [kid] = await db.select().from(students).where(eq(students.schoolId, schoolId)).limit(1);
  if (!kid) throw new Error('the demo seed lacks a child');
  const key = `fixture-${kid.id}`;
  const expiresAt = new Date(t.clock.now().getTime() + 365 * 86_400_000);
  await db
    .insert(parentInvites)
    .values({ studentId: kid.id, schoolId, key, expiresAt })
    .onConflictDoUpdate({ target: parentInvites.studentId, set: { key, expiresAt, revokedAt: null } });
  return key;
}

export async function loadFixture(
  t: TestApp,
  s: { schoolId: number; userId: number; companyId: number },
  getKey: () => Promise<string>,
  sign: () => Promise<string>,
): Promise<Fixture> {
  const db = t.database.db;
  const first = async <T extends { id: unknown }>(rows: Promise<T[]>) => {
    const [row] = await rows;
    if (!row) throw new Error('the demo seed lacks a row the test needs');
    return row;
  };
  const inSchool = <T extends typeof siteBanners | typeof siteNotices | typeof siteMembers | typeof siteDynamics>(table: T) =>
    first(
      db
        .select()
        .from(table as typeof siteBanners)
        .where(eq((table as typeof siteBanners).schoolId, s.schoolId))
        .limit(1),
    );
  const banner = await inSchool(siteBanners);
  return {
    ...s,
    classId: (await first(db.select().from(classes).where(eq(classes.schoolId, s.schoolId)).limit(1))).id,
    studentId: (await first(db.select().from(students).where(eq(students.schoolId, s.schoolId)).limit(1))).id,
    enrolmentId: (
      await first(
        db
          .select()
          .from(enrolments)
          .where(and(eq(enrolments.schoolId, s.schoolId), eq(enrolments.status, 0)))
          .limit(1),
      )
    ).id,
    noticeId: (await first(db.select().from(notifications).where(eq(notifications.userId, s.userId)).limit(1))).id,
    parentKey: await fixtureParentKey(t, s.schoolId, db),
    joinKey: await getKey(),
    colleagueId: (await first(db.select({ id: users.id }).from(users).where(eq(users.loginName, 'jiaoshi')))).id,
    teacherPositionId: (
      await first(
        db
          .select()
          .from(positions)
          .where(and(eq(positions.schoolId, s.schoolId), eq(positions.name, '教师'))),
      )
    ).id,
    departmentId:
      (
        await first(
          db
            .select({ id: memberships.departmentId })
            .from(memberships)
            .where(and(eq(memberships.schoolId, s.schoolId), eq(memberships.userId, s.userId))),
        )
      ).id ?? 0,
    sourceId: await sign(),
    site: {
      banner: banner.id,
      placard: (await inSchool(siteNotices)).id,
      member: (await inSchool(siteMembers)).id,
      dynamic: (await inSchool(siteDynamics)).id,
    },
    banner: { photoName: banner.photoName, photoUrl: banner.photoUrl },
    approvalTemplateId: (
      await first(
        db
          .select()
          .from(approvalTemplates)
          .where(and(eq(approvalTemplates.schoolId, s.schoolId), eq(approvalTemplates.kind, 'general'))),
      )
    ).id,
  };
}

const phone = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
/** The password the password calls' examples set. */
export const NEW_PASSWORD = 'Xyz@2026ab';

const application = (f: Fixture) => ({
  childName: '小雨',
  ...APPLICANT,
  materials: [f.banner.photoUrl],
});

/** Valid args of every sync mutation (the REST routes of classes and students take the same). */
export function mutationArgs(f: Fixture): { [N in MutationName]: () => Record<string, unknown> } {
  const s = { schoolId: f.schoolId };
  const notice = { title: '开学通知', content: '九月一日开学\n请准时到园' };
  const member = { name: '王丽华', position: '主任' };
  const dynamic = { title: '春游', summary: '<p>春游啦</p>', cover: f.banner.photoUrl };
  // Every field of a child's record; the ID card agrees with the birthday.
  const child = {
    classId: f.classId,
    name: '小明',
    gender: 1,
    birthday: '2021-05-06',
    idType: 0,
    idNumber: '110105202105061239',
    household: 0,
    bloodType: 1,
    trusteeship: 0,
    ethnicity: 1,
    nationality: '156',
    labels: ['插班生'],
    photo: '',
    address: '幸福路1号',
    enrolDate: '2024-09-01',
    studentNo: 'G2021',
    birthplace: '北京',
    householdAddress: '朝阳区',
    onlyChild: true,
    leftBehind: false,
    allergies: '花生',
    conditions: '无',
    healthNotes: '无',
  };
  const sunflowerClass = {
    name: '向日葵班',
    grade: 1,
    headTeacher: '李老师',
    headTeacherId: f.userId,
    assistants: [{ id: f.userId, name: '李老师' }],
  };
  /** When a register was taken: the day, its clock stamp and its time. */
  const taken = { day: '2026-11-23', hlc: '000001795000000000:00000:c-test', createTime: '2026-11-23T00:30:00.000Z' };
  /** A periodic check-up of the fixture child (health records, docs/health.md). */
  const checkupExample = {
    kind: 2,
    date: '2026-09-15',
    heightCm: 102.5,
    weightKg: 16.4,
    headCm: null,
    haemoglobin: 122,
    visionLeft: 4.9,
    visionRight: 4.9,
    eyeAppraisal: 1,
    hearing: 1,
    caries: 0,
    conclusion: '健康',
    doctor: '王医生',
    note: '',
  };
  return {
    'class.create': () => ({ id: uuidv7(), ...s, ...sunflowerClass }),
    'class.update': () => ({ id: f.classId, ...s, ...sunflowerClass }),
    'class.sort': () => ({ ...s, ids: [f.classId] }),
    'class.delete': () => ({ id: uuidv7(), ...s }),
    'student.create': () => ({ id: uuidv7(), ...s, ...child }),
    'student.update': () => ({ id: f.studentId, ...s, ...child }),
    'student.delete': () => ({ id: uuidv7(), ...s }),
    'student.changeClass': () => ({ ...s, ids: [f.studentId], classId: f.classId }),
    'student.leave': () => ({ ...s, ids: [f.studentId], leaveDate: '2026-03-01', leaveReason: '搬家' }),
    'student.graduate': () => ({ ...s, ids: [uuidv7()] }),
    'student.return': () => ({ ...s, ids: [f.studentId], classId: f.classId }),
    'guardian.create': () => ({
      id: uuidv7(),
      ...s,
      studentId: f.studentId,
      relation: 1,
      name: '王芳',
      phone: '13912345678',
      primary: true,
      mayPickUp: true,
      photo: '',
    }),
    'guardian.update': () => ({
      id: uuidv7(),
      ...s,
      relation: 0,
      name: '李强',
      phone: '13812345678',
      primary: false,
      mayPickUp: true,
      photo: '',
    }),
    'guardian.delete': () => ({ id: uuidv7(), ...s }),
    'studentException.create': () => ({ id: uuidv7(), ...s, studentId: f.studentId, date: '2026-03-02', kind: 1, description: '发烧' }),
    'studentException.delete': () => ({ id: uuidv7(), ...s }),
    'siteBanner.create': () => ({ id: uuidv7(), ...s, sysType: 2, ...f.banner }),
    'siteBanner.update': () => ({ id: f.site.banner, ...s, ...f.banner }),
    'siteBanner.delete': () => ({ id: uuidv7(), ...s }),
    'siteNotice.create': () => ({ id: uuidv7(), ...s, sysType: 1, ...notice }),
    'siteNotice.update': () => ({ id: f.site.placard, ...s, ...notice }),
    'siteNotice.delete': () => ({ id: uuidv7(), ...s }),
    'siteMember.create': () => ({ id: uuidv7(), ...s, sysType: 1, ...member }),
    'siteMember.update': () => ({ id: f.site.member, ...s, ...member }),
    'siteMember.delete': () => ({ id: uuidv7(), ...s }),
    'siteDynamic.create': () => ({ id: uuidv7(), ...s, sysType: 1, ...dynamic }),
    'siteDynamic.update': () => ({ id: f.site.dynamic, ...s, ...dynamic }),
    'siteDynamic.delete': () => ({ id: uuidv7(), ...s }),
    'file.create': () => ({
      id: uuidv7(),
      ...s,
      name: '照片',
      filePath: 'schools/1/2026-01/a.png',
      size: 10,
      contentType: 'image/png',
      createdAt: new Date().toISOString(),
    }),
    'file.delete': () => ({ id: uuidv7(), ...s }),
    'classChat.setStatus': () => ({ classId: f.classId, ...s, status: 1 }),
    'classChat.end': () => ({ id: uuidv7(), ...s, classId: f.classId }),
    'attendance.record': () => ({
      id: uuidv7(),
      ...s,
      ...taken,
      studentId: f.studentId,
      status: 2,
      leaveType: 1,
      reason: '发烧',
      temperature: 378,
    }),
    'attendance.enterAll': () => ({ ...s, ...taken, entries: [{ id: uuidv7(), studentId: f.studentId }] }),
    'healthCheck.record': () => ({
      id: uuidv7(),
      ...s,
      ...taken,
      studentId: f.studentId,
      session: 1,
      temperature: 378,
      symptoms: 1,
      result: 1,
      note: '精神稍差',
      photo: '',
      attendanceId: uuidv7(),
    }),
    'healthCheck.allNormal': () => ({
      ...s,
      ...taken,
      classId: f.classId,
      session: 2,
      entries: [{ id: uuidv7(), studentId: f.studentId }],
    }),
    'illnessFollowUp.save': () => ({
      id: uuidv7(),
      ...s,
      studentId: f.studentId,
      day: taken.day,
      symptoms: 3,
      seenDoctor: true,
      diagnosis: '上呼吸道感染',
      expectedReturn: '2026-11-26',
      note: '已电话联系家长',
    }),
    'medication.entrust': () => ({
      id: uuidv7(),
      ...s,
      studentId: f.studentId,
      medicine: '小儿氨酚黄那敏颗粒',
      dose: '半包',
      method: 1,
      timings: [2, 4],
      startDay: taken.day,
      days: 3,
      remindBefore: 15,
      photo: '',
      guardianName: '张妈妈',
      guardianRelation: '母亲',
      note: '温水冲服',
      createTime: taken.createTime,
    }),
    'medication.stop': () => ({ id: uuidv7(), ...s, stoppedAt: taken.createTime }),
    'medication.give': () => ({ id: uuidv7(), ...s, ...taken, orderId: uuidv7(), timing: 2, photo: '', note: '' }),
    'staffAttendance.record': () => ({ id: uuidv7(), ...s, ...taken, userId: f.userId, status: 2, leaveType: 3, reason: '年假' }),
    'staffAttendance.presentAll': () => ({ ...s, ...taken, entries: [{ id: uuidv7(), userId: f.userId }] }),
    'staffProfile.save': () => ({
      ...s,
      userId: f.colleagueId,
      photo: '',
      departmentId: f.departmentId,
      positionId: f.teacherPositionId,
      graduatedFrom: '北京师范大学',
      address: '幸福路1号',
      emergencyContact: '王先生',
      remark: '无',
      name: '王丽华',
      gender: 2,
      phone: '13900000001',
      idNumber: '11010519491231002X',
      joinDate: '2010-09-01',
      contractStart: '2024-09-01',
      contractEnd: '2027-08-31',
      political: 0,
      marital: 1,
      education: 1,
      degree: 1,
      teacherCert: 0,
      major: '学前教育',
      emergencyPhone: '13900000002',
    }),
    'staffProfile.setStatus': () => ({ ...s, userId: f.colleagueId, status: 1, date: '2026-09-01', reason: '转正' }),
    'staffCredential.save': () => ({
      id: uuidv7(),
      ...s,
      userId: f.colleagueId,
      category: 2,
      number: 'JK-1',
      issued: '2026-01-01',
      expiry: '2027-01-01',
      remark: '体检合格',
    }),
    'staffCredential.delete': () => ({ id: uuidv7(), ...s }),
    'approval.submit': () => ({
      id: uuidv7(),
      ...s,
      templateId: f.approvalTemplateId,
      form: { content: '购买绘本一批', files: [{ filePath: f.banner.photoUrl, fileName: '清单.pdf', size: 1024 }] },
      createTime: '2026-11-26T08:00:00.000Z',
    }),
    'seal.save': () => ({ id: uuidv7(), ...s, name: '测试公章', kind: 0, picture: '', keeperIds: [f.userId], remark: '备注' }),
    'seal.setState': () => ({ id: uuidv7(), ...s, state: 'inactive' }),
    'sealUse.request': () => ({ id: uuidv7(), ...s, sealId: uuidv7(), purpose: '合同盖章', copies: 2 }),
    'sealUse.revoke': () => ({ id: uuidv7(), ...s }),
    'checkup.save': () => ({ id: uuidv7(), ...s, studentId: f.studentId, ...checkupExample }),
    'checkup.delete': () => ({ id: uuidv7(), ...s }),
    'healthProfile.save': () => ({
      ...s,
      studentId: f.studentId,
      foodAllergens: ['花生'],
      otherAllergies: '芒果',
      drugAllergies: '青霉素',
      pastIllnesses: '哮喘',
      note: '',
    }),
    'enrolment.create': () => ({ id: uuidv7(), ...s, ...application(f) }),
    'enrolment.update': () => ({ id: f.enrolmentId, ...s, ...application(f) }),
    'enrolment.delete': () => ({ id: uuidv7(), ...s }),
    'enrolment.admit': () => ({ id: uuidv7(), ...s }),
    'enrolment.reject': () => ({ id: uuidv7(), ...s, reason: '名额已满' }),
    'enrolment.assign': () => ({ id: f.enrolmentId, ...s, classId: f.classId, studentId: uuidv7() }),
    ...busArgs(f.schoolId),
    ...busTripArgs(f.schoolId, f.studentId),
    // Finance: valid shapes on rows that are not there (or a class without the unlock): a 4xx all the same.
    'feeItem.save': () => ({ id: uuidv7(), ...s, name: '保育费', amountFen: 128_000, unit: 'month', refundable: true, remark: '' }),
    'feeItem.void': () => ({ id: uuidv7(), ...s }),
    'refundItem.save': () => ({ id: uuidv7(), ...s, name: '保育费退费', feeItemId: uuidv7(), mode: 'day', unitFen: 6_000, remark: '' }),
    'refundItem.void': () => ({ id: uuidv7(), ...s }),
    'refundGroup.save': () => ({ id: uuidv7(), ...s, name: '大班退费', itemIds: [uuidv7()], classIds: [f.classId], remark: '' }),
    'refundGroup.void': () => ({ id: uuidv7(), ...s }),
    'refundRecord.save': () => ({
      id: uuidv7(),
      ...s,
      studentId: f.studentId,
      reason: 3,
      way: 1,
      leaveOn: '2026-11-20',
      lines: [{ billId: uuidv7(), itemId: uuidv7(), name: '保育费', refundItemId: null, amountFen: 12_000 }],
      remark: '',
    }),
    'bookEntry.save': () => ({
      id: uuidv7(),
      ...s,
      type: 2,
      category: '食材采购',
      amountFen: 38_620,
      day: '2026-11-20',
      pictures: [DEMO_PICTURES[0] ?? ''],
      remark: '本周蔬菜',
    }),
    'expenseReminder.save': () => ({
      id: uuidv7(),
      ...s,
      name: '园舍房租',
      category: '房租',
      payee: '物业公司',
      remindTime: 3,
      userIds: [f.userId],
      enabled: true,
      schedule: { kind: 2, monthDay: 31, fromMonth: '2026-12', untilMonth: null, fen: 1_200_000 },
      remark: '',
    }),
    'expenseProject.save': () => ({
      id: uuidv7(),
      ...s,
      name: '办公用品采购',
      category: '办公用品',
      budgets: [],
      enabled: true,
      remark: '',
    }),
    'incomeProject.save': () => ({ id: uuidv7(), ...s, name: '场地租金', type: 5, remark: '周末租给培训机构', enabled: true }),
    'feeStructure.save': () => ({
      id: uuidv7(),
      ...s,
      classId: f.classId,
      schoolYear: '2026-2027',
      termType: 1,
      lines: [{ itemId: uuidv7(), amountFen: 100 }],
      remark: '',
    }),
    'feeStructure.void': () => ({ id: uuidv7(), ...s }),
    'discount.save': () => ({
      id: uuidv7(),
      ...s,
      name: '二孩优惠',
      kind: 'percent',
      amountFen: 0,
      percent: 10,
      target: 'sibling',
      studentIds: [],
      itemIds: [],
      startsOn: '2026-09-01',
      endsOn: '2027-01-31',
      remark: '',
    }),
    'discount.void': () => ({ id: uuidv7(), ...s }),
    'bill.save': () => ({
      id: uuidv7(),
      ...s,
      studentId: f.studentId,
      classId: f.classId,
      schoolYear: '2026-2027',
      termType: 1,
      title: '2026-2027学年第一学期收费',
      lines: [{ itemId: uuidv7(), quantity: 5, unitFen: 128_000, discountFen: 0 }],
      dueOn: '2026-12-31',
      overdue: 1,
      remark: '',
    }),
    'salaryTemplate.save': () => ({
      ...s,
      items: [
        { key: 'base', name: '基本工资', kind: 'add' },
        { key: 'tax', name: '个人所得税', kind: 'deduct' },
      ],
    }),
    'salarySlip.save': () => ({ id: uuidv7(), ...s, amounts: { base: 500_000, tax: 1_200 } }),
    'bill.batch': () => ({
      ...s,
      classId: f.classId,
      schoolYear: '2026-2027',
      termType: 1,
      title: '2026-2027学年第一学期收费',
      // Due a month from today: a past day is refused (截止日期不能早于今天).
      dueOn: addDays(chinaToday(new Date()), 30),
      overdue: 1,
      bills: [{ studentId: f.studentId, id: uuidv7() }],
    }),
    'vaccineDose.save': () => ({
      ...s,
      studentId: f.studentId,
      vaccine: 'HepB',
      doseNo: 1,
      day: '2026-11-20',
      place: '社区卫生服务中心',
      batch: 'B2026',
      source: 1,
      note: '',
    }),
    'vaccineDose.remove': () => ({ ...s, id: uuidv7() }),
    'vaccineCheck.save': () => ({ ...s, studentId: f.studentId, day: '2026-11-20', note: '' }),
    'vaccineCheck.remove': () => ({ ...s, studentId: f.studentId }),
  };
}

/** Valid-shaped args of the rider and trip mutations (on a route that is not there: a 4xx all the same). */
function busTripArgs(schoolId: number, studentId: string) {
  const routeId = uuidv7();
  const trip = () => ({
    id: uuidv7(),
    schoolId,
    routeId,
    day: '2026-11-23',
    hlc: '000001795000000000:00000:c-test',
    createTime: '2026-11-23T00:30:00.000Z',
  });
  return {
    'busRider.save': () => ({ id: busRiderId(routeId, studentId), schoolId, routeId, stopId: uuidv7(), studentId }),
    'busRider.delete': () => ({ id: uuidv7(), schoolId }),
    'busTrip.tap': () => ({ ...trip(), kind: 'absent', studentId, stopId: uuidv7(), reason: '请假' }),
    'busTrip.undo': () => ({ ...trip(), targetId: uuidv7() }),
    'busTrip.close': () => ({ ...trip(), forced: true, reason: '幼儿由家长接走' }),
  };
}

/** Kinds of mutation fields their example does not tell (a stop's degrees may be negative). */
export const MUTATION_KINDS: Partial<Record<MutationName, Record<string, FieldKind>>> = {
  'busStop.save': { lat: 'degrees', lng: 'degrees' },
};

/** Valid args of the bus mutations: each save's row from the one round of busCalls (contract/bus/fleet.ts). */
function busArgs(schoolId: number) {
  // The first call of each mutation (a fuel card's moves then name a card that is not there: a 4xx all the same).
  const byName = new Map(
    busCalls(schoolId)
      .reverse()
      .flatMap(([, name, body]) => (name ? [[name, body] as const] : [])),
  );
  const args = (name: MutationName) => () => ({ ...byName.get(name), id: uuidv7() });
  return {
    'busDriver.save': args('busDriver.save'),
    'busDriver.delete': args('busDriver.delete'),
    'busCar.save': args('busCar.save'),
    'busCar.delete': args('busCar.delete'),
    'busStop.save': args('busStop.save'),
    'busRoute.save': args('busRoute.save'),
    'fuelCard.apply': args('fuelCard.apply'),
    'fuelCard.approve': args('fuelCard.approve'),
    'fuelCard.reject': args('fuelCard.reject'),
    'fuelCard.allocate': args('fuelCard.allocate'),
    'fuelCard.cancel': args('fuelCard.cancel'),
    'busLine.save': args('busLine.save'),
    'busLine.delete': args('busLine.delete'),
    'busCompany.save': () => ({ ...byName.get('busCompany.save') }),
    'busSettings.save': () => ({
      schoolId,
      overspeedKmh: 50,
      corridorM: 30,
      parkingMinutes: 15,
      boardingText: '{幼儿姓名}已上车',
      alightingText: '{幼儿姓名}已下车',
    }),
  };
}

/**
 * Every route the server registers (method and url), with its case: the test fails on a route missing here. A route
 * that is a mutation's REST name (contract/mutation-call.ts: its config names the mutation) takes the mutation's
 * schema and example, so an area's write calls need no line of their own.
 */
export function routeCases(f: Fixture, registered: readonly RegisteredRoute[]): Record<string, RouteCase | Skipped> {
  const school = { schoolId: f.schoolId };
  const busRange = { startDate: '2026-11-01', endDate: '2026-11-20', pageNum: 1, pageSize: 10 };
  const user = { as: 'yuanzhang' };
  const q = (schema: z.ZodType, valid: () => Record<string, unknown>): RouteCase => ({ carrier: 'query', schema, valid, ...user });
  const b = (schema: z.ZodType, valid: () => Record<string, unknown>): RouteCase => ({ carrier: 'body', schema, valid, ...user });
  const anon = (c: RouteCase): RouteCase => ({ ...c, as: undefined });
  const args = mutationArgs(f);
  const userInfo = q(userInfoQuerySchema, () => ({ ...school, companyId: f.companyId }));
  const sms = anon(b(sendSmsSchema, () => ({ mobilePhone: phone(), type: 1, captchaVerification: 'x', dualVerificationToken: 'x' })));
  const reset = anon(
    b(resetPasswordSchema, () => ({
      mobilePhone: phone(),
      password: NEW_PASSWORD,
      repassword: NEW_PASSWORD,
      code: '123456',
      authorizationCode: 'abc',
    })),
  );
  const cases: Record<string, RouteCase | Skipped> = {
    'GET /healthz': { skip: 'no input' },
    'POST /park/login/auth': anon(
      b(loginFormSchema, () => ({ loginName: 'jiaoshi', password: md5(DEMO_PASSWORD), captchaVerification: 'x' })),
    ),
    'GET /park/login/getUserInfo': userInfo,
    'GET /park/login/menu': userInfo,
    'POST /park/login/logout': { skip: 'no input (and it ends the session)' },
    'GET /park/login/expireToken': { skip: 'no input' },
    'POST /park/login/sendSms': sms,
    'POST /park/login/sendSmsCallByVoice': sms,
    'POST /park/login/sms': sms,
    'POST /park/login/setPwd': {
      ...b(setPasswordSchema, () => ({ mobilePhone: '13800000003', password: NEW_PASSWORD, repassword: NEW_PASSWORD })),
      as: 'caiwu',
      perSession: 9,
    },
    'POST /park/login/validate/code': anon(b(validateCodeSchema, () => ({ mobilePhone: phone(), code: '123456' }))),
    'POST /park/login/phoneCode': anon(
      q(phoneCodeQuerySchema, () => ({ code: '123456', dualVerificationToken: 'abc', mobilePhone: '13800000006', type: 3 })),
    ),
    'POST /park/login/updatePasswordByCode': reset,
    'POST /park/login/updatePasswordByCodeV2': reset,
    'GET /park/querySchoolCodeStatus': userInfo,
    'GET /park/bj/term/warn': userInfo,
    'GET /park/bj/term/info': q(termQuerySchema, () => school),
    'POST /park/bj/term/save': b(termSaveSchema, () => ({
      ...school,
      schoolYear: '2026-2027',
      termType: 1,
      startsOn: '2026-09-01',
      endsOn: '2027-01-20',
    })),
    'GET /park/bj/term/schoolYearByDate': q(schoolYearByDateQuerySchema, () => ({ ...school, date: '2026-09-01' })),
    'POST /park/class/sort': b(MUTATIONS['class.sort'], args['class.sort']),
    'GET /park/ClassManagements/allClass': q(classListQuerySchema, () => school),
    'POST /edu/eduAffairsController/student/getClassTree': b(classListQuerySchema, () => school),
    'GET /park/class/teachers': q(classTeachersQuerySchema, () => school),
    'GET /park/class/promotion/preview': q(promotionPreviewQuerySchema, () => school),
    // A day far ahead: the valid example plans, it never promotes the demo school.
    'POST /park/class/promotion/add': b(promotionPlanInputSchema, () => ({ id: uuidv7(), ...school, runOn: '2099-09-01' })),
    'POST /park/class/promotion/undo': b(promotionPlanRefSchema, () => ({ id: uuidv7(), ...school })),
    'POST /park/class/promotion/delete': b(promotionPlanRefSchema, () => ({ id: uuidv7(), ...school })),
    'POST /park/importStudents': b(importStudentsInput, () => ({
      ...school,
      rows: [{ row: 2, name: '小明', gender: 1, birthday: '2021-05-06', classId: f.classId }],
    })),

    'GET /park/EnrollmentManagement/list': q(enrolmentStatsQuerySchema, () => school),
    'GET /park/enrollmentStatistics': q(enrolmentStatsQuerySchema, () => school),
    'GET /park/common/school/productOrderList': q(productOrderListQuerySchema, () => ({
      ...school,
      orderStatus: 0,
      pageNum: 1,
      pageSize: 2,
      invoicingSatusIn: '0,2',
    })),
    'POST /park/common/upload': { carrier: 'multipart', valid: () => ({ filename: '插图.png' }), ...user },
    // Card photos for the driver form: the name is free, the bytes are checked (the fuzz sends no image).
    ...Object.fromEntries(
      Object.values(CARD_OCR_PATHS).map((path) => [
        `POST ${path}`,
        { carrier: 'multipart', valid: () => ({ filename: '身份证.jpg' }), ...user },
      ]),
    ),
    'POST /park/captcha/get': anon({
      ...b(captchaGetSchema, () => ({ captchaType: 'blockPuzzle', clientUid: 'test', ts: Date.now() })),
      captcha: true,
      kinds: { ts: 'safeint' },
    }),
    'POST /park/captcha/check': anon({
      ...b(captchaCheckSchema, () => ({ captchaType: 'blockPuzzle', pointJson: '{"x":1,"y":2}', token: 'abc' })),
      captcha: true,
    }),
    'GET /park/captcha/config': { skip: 'no input' },
    'GET /park/operationLog/list': q(operationLogQuerySchema, () => ({
      ...school,
      userName: '王丽华',
      module: '系统登录',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      pageNum: 1,
      pageSize: 10,
    })),
    'GET /park/roles/list': q(roleSchoolQuerySchema, () => school),
    'GET /park/roles/menuRights': q(roleSchoolQuerySchema, () => school),
    'GET /park/roles/detail': q(roleDetailQuerySchema, () => ({ ...school, positionId: f.teacherPositionId })),
    'GET /park/roles/recommended': q(recommendedRoleQuerySchema, () => ({ ...school, positionName: '教师' })),
    'POST /park/roles/save': b(roleSaveSchema, () => ({
      ...school,
      positionId: f.teacherPositionId,
      permissions: ['/YWGL/JCXX/YEGL', '/YWGL/JCXX/YEGL:add'],
    })),
    // Organisation (docs/org.md).
    'GET /park/dept/list': q(schoolQuerySchema, () => school),
    'POST /park/dept/add': b(deptAddSchema, () => ({ ...school, name: '教研部', parentId: null })),
    'POST /park/dept/rename': b(deptRenameSchema, () => ({ id: f.departmentId, name: '园务办公室' })),
    'POST /park/dept/move': b(deptMoveSchema, () => ({ id: f.departmentId, parentId: null, index: 0 })),
    'POST /park/dept/delete': b(deptRemoveSchema, () => ({ id: f.departmentId })),
    'GET /park/roles/positions': q(schoolQuerySchema, () => school),
    'POST /park/roles/position/add': b(positionAddSchema, () => ({ ...school, name: '保安', duties: '门岗\n巡查' })),
    'POST /park/roles/position/update': b(positionUpdateSchema, () => ({ id: f.teacherPositionId, name: '教师', duties: '保教' })),
    'POST /park/roles/position/delete': b(positionRemoveSchema, () => ({ id: f.teacherPositionId })),
    'GET /park/roles/myDuties': q(schoolQuerySchema, () => school),
    'GET /park/roles/positionMenu/list': q(roleSchoolQuerySchema, () => ({ schoolId: 320 })),
    'GET /park/roles/positionMenu/menuRights': q(roleSchoolQuerySchema, () => ({ schoolId: 320 })),
    'GET /park/roles/positionMenu/detail': q(roleDetailQuerySchema, () => ({ schoolId: 320, positionId: f.teacherPositionId })),
    'POST /park/roles/positionMenu/save': b(roleSaveSchema, () => ({
      schoolId: 320,
      positionId: f.teacherPositionId,
      permissions: ['/HOME'],
    })),
    'GET /park/school/info': q(schoolQuerySchema, () => school),
    'POST /park/school/info/save': b(schoolInfoSaveSchema, () => ({
      ...school,
      schoolName: '童心阳光幼儿园',
      address: '北京市海淀区',
      logo: '/files/logo.png',
      contactName: '王丽华',
      contactPhone: '13800000001',
      kindergartenType: 0,
      level: 4,
      residence: 0,
      foundedOn: '2008-09-01',
      area: 3000,
      classCount: 9,
      capacity: 270,
      intro: '简介\n第二行',
    })),
    'GET /park/acount/profile': { skip: 'no input' },
    'GET /park/acount/sessions': { skip: 'no input' },
    'POST /park/acount/profile': { ...b(profileSaveSchema, () => ({ userName: '张敏', headPic: '' })), as: 'caiwu' },
    'POST /park/acount/changePhone': {
      ...b(changePhoneSchema, () => ({ password: md5('Wrong@2026'), oldCode: '', newPhone: phone(), newCode: '123456' })),
      as: 'caiwu',
      perSession: 9,
    },
    'POST /park/acount/signOutDevice': b(signOutDeviceSchema, () => ({ id: '0'.repeat(24) })),
    'GET /park/index/fast': q(shortcutSchoolQuerySchema, () => school),
    'POST /park/index/fast': b(shortcutInputSchema, () => ({ url: '/JCSZ/XGMM', ...school, userId: f.userId })),
    'DELETE /park/index/fast': b(shortcutInputSchema, () => ({ url: '/JCSZ/XGMM', ...school, userId: f.userId })),
    'POST /park/index/history': b(historyInputSchema, () => ({ url: '/JCSZ/XGMM', ...school })),
    'GET /park/index/history': q(shortcutSchoolQuerySchema, () => school),
    'GET /park/index/searchMenu': q(menuSearchQuerySchema, () => ({ searchStr: '班级', ...school })),
    'GET /park/index/skin': { skip: 'no input' },
    'POST /park/index/skin': b(skinSaveSchema, () => ({ skinId: 3 })),
    'GET /park/notice/count': q(noticeCountQuerySchema, () => school),
    'POST /park/notice/page': b(noticePageRequestSchema, () => ({ user_id: f.userId, ...school, type: 2, Pages: 1, pageSize: 10 })),
    'POST /park/notice/read': b(readNoticeRequestSchema, () => ({ id: f.noticeId, user_id: f.userId })),
    'GET /park/notice/recipients': q(noticeCountQuerySchema, () => school),
    'POST /park/notice/send': b(sendNoticeRequestSchema, () => ({
      ...school,
      toUserId: f.userId,
      title: '通知',
      content: '明天开会\n请准时',
    })),
    'GET /park/notice/ws': { skip: 'a WebSocket: its one message is a hello with a token' },
    'GET /park/registration/getKey': q(invitationSchoolQuerySchema, () => school),
    'GET /park/registration/positions': q(invitationSchoolQuerySchema, () => school),
    'POST /park/registration/changeKey': b(invitationSchoolBodySchema, () => ({ ...school, positionId: f.teacherPositionId })),
    'POST /park/getQrcodeImgUrlBatch': b(parentQrBatchSchema, () => ({ ...school, classId: f.classId, studentIds: [f.studentId] })),
    'POST /park/parentInvite/revoke': b(parentInviteRevokeSchema, () => ({ ...school, studentId: uuidv7() })),
    'GET /park/parentInvite/requests': q(joinRequestListQuerySchema, () => ({ ...school, status: 0 })),
    'POST /park/parentInvite/approve': b(joinRequestReviewSchema, () => ({ ...school, id: uuidv7() })),
    'POST /park/parentInvite/reject': b(joinRequestRejectSchema, () => ({ ...school, id: uuidv7(), reason: '不是本园家长' })),
    'GET /park/parentInvite/anon/info': anon(q(parentKeyQuerySchema, () => ({ key: f.parentKey }))),
    'POST /park/parentInvite/anon/join': anon(
      b(parentJoinSchema, () => ({ key: f.parentKey, parentName: '林建国', relation: 0, phone: phone(), code: '123456' })),
    ),
    'GET /park/registration/anon/expire': anon(q(joinKeyQuerySchema, () => ({ key: f.joinKey }))),
    'POST /park/registration/anon/join': anon(
      b(joinRequestSchema, () => ({
        key: f.joinKey,
        userName: '新老师',
        mobilePhone: phone(),
        loginName: `t_${Math.random().toString(36).slice(2, 12)}`,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      })),
    ),
    'POST /park/acount/updatePasswordByOldPass': {
      ...b(changePasswordSchema, () => ({ mobilePhone: '13800000003', password: md5(DEMO_PASSWORD), newPassword: NEW_PASSWORD })),
      as: 'caiwu',
      perSession: 9,
    },
    'POST /park/acount/updateIsRemember': b(updateIsRememberSchema, () => ({ isRemember: 1 })),
    'POST /park/pwd/check': { ...b(financeCheckSchema, () => ({ password: md5(DEMO_FINANCE_PASSWORD) })), perSession: 9 },
    'GET /park/pwd/heartbeat': { skip: 'no input' },
    'GET /park/pwd/getPwd': { skip: 'no input' },
    'POST /park/pwd/save': {
      ...b(saveFinancePasswordSchema, () => ({
        password: DEMO_FINANCE_PASSWORD,
        repassword: DEMO_FINANCE_PASSWORD,
        loginPassword: md5(DEMO_PASSWORD),
      })),
      perSession: 9,
    },
    // Valid examples would remove the school's finance password: a wrong login password keeps it, whatever else is sent.
    'POST /park/pwd/del': { ...b(deleteFinancePasswordSchema, () => ({ loginPassword: md5('Wrong@2026') })), perSession: 9 },
    'GET /park/bookkeepingSetting/getSetting': { skip: 'no input' },
    'POST /park/bookkeepingSetting/save': b(bookkeepingSettingSchema, () => ({ reviewOn: 1, authorIds: [f.userId] })),
    'GET /park/bookkeepingSetting/beAuthor': { skip: 'no input' },
    'GET /park/party/classChat/classList': q(classChatListQuerySchema, () => school),
    'GET /park/party/classChat/history': q(chatHistoryQuerySchema, () => ({
      current: 1,
      size: 10,
      groupId: f.classId,
      stuId: '12',
      type: 1,
      before: '2026-02-01',
      latest: 1,
    })),
    'POST /park/party/classChat/save': b(classChatSaveSchema, () => ({ classId: f.classId, status: 1, ...school })),
    'POST /park/party/classChat/end': b(classChatEndSchema, () => ({ id: uuidv7(), classId: f.classId, ...school })),
    'GET /park/studentAttendance/classDay': q(attendanceClassDayQuerySchema, () => ({ classId: f.classId, day: '2026-11-23' })),
    'POST /park/studentAttendance/record': b(attendanceRecordSchema, () => mutationArgs(f)['attendance.record']()),
    'POST /park/studentAttendance/enterAll': b(attendanceEnterAllSchema, () => mutationArgs(f)['attendance.enterAll']()),
    'GET /park/health/check/classDay': q(healthCheckClassDayQuerySchema, () => ({ classId: f.classId, day: '2026-11-23' })),
    'POST /park/health/check/record': b(healthCheckRecordSchema, () => mutationArgs(f)['healthCheck.record']()),
    'POST /park/health/check/allNormal': b(healthCheckAllNormalSchema, () => mutationArgs(f)['healthCheck.allNormal']()),
    'POST /park/health/illness/save': b(illnessFollowUpSaveSchema, () => mutationArgs(f)['illnessFollowUp.save']()),
    'GET /park/teacherAttendance/day': q(staffAttendanceDayQuerySchema, () => ({ schoolId: f.schoolId, day: '2026-11-23' })),
    'POST /park/teacherAttendance/record': b(staffAttendanceRecordSchema, () => mutationArgs(f)['staffAttendance.record']()),
    'POST /park/teacherAttendance/presentAll': b(staffAttendancePresentAllSchema, () => mutationArgs(f)['staffAttendance.presentAll']()),
    'GET /park/emp/list': q(staffListQuerySchema, () => ({ ...school, status: 1 })),
    'GET /park/emp/options': q(staffSchoolQuerySchema, () => school),
    'POST /park/emp/save': b(MUTATIONS['staffProfile.save'], () => mutationArgs(f)['staffProfile.save']()),
    'POST /park/emp/status': b(MUTATIONS['staffProfile.setStatus'], () => mutationArgs(f)['staffProfile.setStatus']()),
    'POST /park/emp/credential/save': b(MUTATIONS['staffCredential.save'], () => mutationArgs(f)['staffCredential.save']()),
    'POST /park/emp/credential/delete': b(MUTATIONS['staffCredential.delete'], () => mutationArgs(f)['staffCredential.delete']()),
    'GET /park/seal/keepers': q(sealKeepersQuerySchema, () => school),
    'POST /park/seal/save': b(MUTATIONS['seal.save'], () => mutationArgs(f)['seal.save']()),
    'POST /park/seal/state': b(MUTATIONS['seal.setState'], () => mutationArgs(f)['seal.setState']()),
    'POST /park/seal/use/apply': b(MUTATIONS['sealUse.request'], () => mutationArgs(f)['sealUse.request']()),
    'POST /park/seal/use/revoke': b(MUTATIONS['sealUse.revoke'], () => mutationArgs(f)['sealUse.revoke']()),
    'POST /park/health/checkup/save': b(MUTATIONS['checkup.save'], () => mutationArgs(f)['checkup.save']()),
    'POST /park/health/checkup/delete': b(MUTATIONS['checkup.delete'], () => mutationArgs(f)['checkup.delete']()),
    'POST /park/health/profile/save': b(MUTATIONS['healthProfile.save'], () => mutationArgs(f)['healthProfile.save']()),
    'POST /park/health/checkup/import': b(importCheckupsInput, () => ({
      ...school,
      rows: [{ row: 2, studentId: f.studentId, kind: 2, date: '2026-09-15', heightCm: 102.5, weightKg: 16.4 }],
    })),
    'POST /park/seal/use/approve': b(sealUseApproveSchema, () => ({ id: uuidv7(), ...school })),
    'POST /park/seal/use/reject': b(sealUseRejectSchema, () => ({ id: uuidv7(), ...school, reason: '用途不明' })),
    'POST /park/seal/use/record': b(sealUseRecordSchema, () => ({
      id: uuidv7(),
      ...school,
      usedAt: '2026-11-23T01:00:00.000Z',
      photo: '',
      remark: '已盖章',
    })),
    'POST /park/emp/import': b(staffImportInputSchema, () => ({
      ...school,
      dryRun: true,
      rows: [{ row: 2, name: '王丽华', phone: '13900000001' }],
    })),
    'POST /park/charge/importOrders': b(importBillsInputSchema, () => ({
      ...school,
      rows: [
        {
          row: 3,
          studentName: '小明',
          idNumber: '',
          classId: f.classId,
          schoolYear: '2026-2027',
          termType: 1,
          title: '导入账单',
          dueOn: '2026-09-30',
          itemId: uuidv7(),
          amount: '1280.00',
          remark: '',
        },
      ],
    })),
    'POST /park/finance/review': b(billIdsSchema, () => ({ ...school, ids: [uuidv7()] })),
    // 退费管理 (contract/finance/refunds.ts).
    ...Object.fromEntries(
      ['refundItem', 'refundGroup', 'refundRecord'].map((p) => [
        `GET /park/finance/${p}`,
        q(refundListQuerySchema, () => ({
          ...school,
          pageNum: 1,
          pageSize: 10,
          name: '小',
          state: 1,
          way: 1,
          classId: f.classId,
          validity: 1,
        })),
      ]),
    ),
    'GET /park/finance/refundItemList': q(busSchoolQuerySchema, () => school),
    ...Object.fromEntries(
      ['oneRefundItem', 'oneRefundGroup', 'oneRefundRecord'].map((p) => [
        `GET /park/finance/${p}`,
        q(refundRowQuerySchema, () => ({ ...school, id: uuidv7() })),
      ]),
    ),
    'GET /park/charge/queryRefundByStu': q(refundByStuQuerySchema, () => ({ ...school, studentId: f.studentId, leaveOn: '2026-11-20' })),
    'POST /park/finance/refundRecord/createRefountRecordOnRevenueOrder': b(refundOnBillSchema, () => ({
      ...school,
      id: uuidv7(),
      billId: uuidv7(),
      reason: 3,
      way: 1,
      remark: '',
    })),
    'POST /park/finance/refundRecord/batchSave': b(refundBatchSaveSchema, () => {
      const { schoolId: _, ...one } = args['refundRecord.save']();
      return { ...school, records: [one] };
    }),
    'POST /park/finance/refundRecord/sendToApprove': b(refundIdsSchema, () => ({ ...school, ids: [uuidv7()] })),
    'POST /park/finance/refundRecord/batchCheck': b(refundCheckSchema, () => ({
      ...school,
      ids: [uuidv7()],
      approve: false,
      reason: '金额有误',
    })),
    'POST /park/finance/refundRecord/move': b(refundMoveSchema, () => ({
      ...school,
      id: uuidv7(),
      action: 'changeWay',
      way: 3,
      reason: '家长要求',
    })),
    'POST /park/charge/releaseOrder': b(billIdsSchema, () => ({ ...school, ids: [uuidv7()] })),
    'POST /park/charge/review': b(billReviewSchema, () => ({ ...school, ids: [uuidv7()], approve: false, reason: '金额有误' })),
    'PUT /park/publicCharge/toVoid': b(billVoidSchema, () => ({ ...school, id: uuidv7(), reason: '重复生成' })),
    'POST /park/BabyCharge/confirmBabyBill': b(deskPaySchema, () => ({
      ...school,
      id: uuidv7(),
      billId: uuidv7(),
      amountFen: 100,
      payType: 5,
      remark: '',
    })),
    'POST /park/charge/scenePay': b(scenePaySchema, () => ({ ...school, billId: uuidv7(), payType: 1 })),
    'GET /park/charge/queryScenePay': q(queryScenePaySchema, () => ({ ...school, paymentId: uuidv7() })),
    'POST /park/publicCharge/checkOnReceipt': b(checkOnReceiptSchema, () => ({
      ...school,
      receiptNo: 'SJ2026112600001',
      checkCode: 'ABCD1234',
    })),
    'GET /park/publicCharge/receipt': q(receiptQuerySchema, () => ({ ...school, paymentId: uuidv7() })),
    ...Object.fromEntries(
      ['order', 'order/export', 'order/exportPrintTable'].map((p) => [
        `GET /park/finance/${p}`,
        q(billListQuerySchema, () => ({
          ...school,
          pageNum: 1,
          pageSize: 10,
          classId: f.classId,
          schoolYear: '2026-2027',
          termType: 1,
          state: 'published',
          payStatus: 2,
          name: '小',
        })),
      ]),
    ),
    'GET /park/finance/oneOrder': q(billRowQuerySchema, () => ({ ...school, id: uuidv7() })),
    'PUT /park/finance/invalid': b(financeInvalidSchema, () => ({ ...school, id: uuidv7(), type: 'item' })),
    ...Object.fromEntries(
      ['item', 'structure', 'discount'].map((p) => [
        `GET /park/finance/${p}`,
        q(financeListQuerySchema, () => ({ ...school, pageNum: 1, pageSize: 9999, name: '保育', validity: 1 })),
      ]),
    ),
    ...Object.fromEntries(
      ['oneItem', 'oneStructure', 'oneDiscount', 'recordInfo'].map((p) => [
        `GET /park/finance/${p}`,
        q(financeRowQuerySchema, () => ({ ...school, id: uuidv7() })),
      ]),
    ),
    'GET /park/finance/itemName': q(busSchoolQuerySchema, () => school),
    'POST /park/tFinanceBookkeeping/save': b(MUTATIONS['bookEntry.save'], args['bookEntry.save']),
    // 支出报销 (contract/finance/expenses.ts)
    'POST /park/comeIn/project/save': b(MUTATIONS['expenseProject.save'], args['expenseProject.save']),
    ...Object.fromEntries(
      ['reimbursement', 'reimbursementWithSumAmount'].map((p) => [
        `GET /park/comeIn/${p}`,
        q(reimburseSearchSchema, () => ({
          ...school,
          pageNum: 1,
          pageSize: 10,
          state: 'unpaid',
          projectId: uuidv7(),
          category: '办公用品',
          startDay: '2026-11-01',
          endDay: '2026-11-30',
          keyword: '打印',
        })),
      ]),
    ),
    'GET /park/comeIn/reimbursement/export': q(reimburseFilterSchema, () => ({
      ...school,
      state: 'paid',
      projectId: uuidv7(),
      category: '维修',
      startDay: '2026-11-01',
      endDay: '2026-11-30',
      keyword: '门锁',
    })),
    'GET /park/comeIn/oneReimbursement': q(reimburseGetSchema, () => ({ ...school, id: uuidv7() })),
    'GET /park/comeIn/queryExpenditure': q(expenditureQuerySchema, () => ({
      ...school,
      pageNum: 1,
      pageSize: 10,
      category: '维修',
      startDay: '2026-11-01',
      endDay: '2026-11-30',
      payType: 5,
    })),
    'GET /park/comeIn/queryExpenditure/export': q(expenditureFilterSchema, () => ({
      ...school,
      category: '维修',
      startDay: '2026-11-01',
      endDay: '2026-11-30',
      payType: 3,
    })),
    'POST /park/comeIn/reimbursement/save': b(reimburseSaveSchema, () => ({
      ...school,
      id: uuidv7(),
      projectId: uuidv7(),
      amountFen: 1000,
      day: '2026-11-20',
      reason: '打印纸',
      pictures: [],
      payeeAccount: '',
    })),
    'POST /park/comeIn/reimbursement/review': b(reimburseReviewSchema, () => ({ ...school, id: uuidv7(), result: 2, reason: '发票不清' })),
    'POST /park/comeIn/reimbursement/revoke': b(reimburseRevokeSchema, () => ({ ...school, id: uuidv7() })),
    'POST /park/comeIn/reimbursement/confirmPayment': b(reimbursePaySchema, () => ({
      ...school,
      id: uuidv7(),
      payType: 5,
      day: '2026-11-20',
    })),
    ...Object.fromEntries(
      ['search', 'searchWithSumAmount'].map((p) => [
        `GET /park/tFinanceBookkeeping/${p}`,
        q(bookSearchSchema, () => ({
          ...school,
          pageNum: 1,
          pageSize: 10,
          type: 2,
          category: '水电费',
          startDay: '2026-11-01',
          endDay: '2026-11-30',
          state: 0,
          keyword: '电费',
        })),
      ]),
    ),
    'GET /park/tFinanceBookkeeping/search/export': q(bookFilterSchema, () => ({
      ...school,
      type: 1,
      category: '捐赠',
      startDay: '2026-11-01',
      endDay: '2026-11-30',
      state: 1,
      keyword: '家委会',
    })),
    'POST /park/comeIn/remind': b(MUTATIONS['expenseReminder.save'], args['expenseReminder.save']),
    'GET /park/comeIn/queryRemind': q(queryRemindSchema, () => ({
      ...school,
      startDay: '2026-11-01',
      endDay: '2026-12-31',
      state: 1,
      reminderId: uuidv7(),
    })),
    'POST /park/comeIn/confirmPayment': b(confirmPaymentSchema, () => ({
      ...school,
      reminderId: uuidv7(),
      dueDay: '2026-12-31',
      fen: 1_200_000,
      payType: 3,
      remark: '',
    })),
    'POST /park/comeIn/remind/del': b(reminderDropSchema, () => ({ ...school, id: uuidv7() })),
    'GET /park/tFinanceBookkeeping/getById': q(bookGetSchema, () => ({ ...school, id: uuidv7() })),
    'POST /park/tFinanceBookkeeping/dropById': b(bookDropSchema, () => ({ ...school, id: uuidv7() })),
    'POST /park/comeIn/project': b(MUTATIONS['incomeProject.save'], args['incomeProject.save']),
    'GET /park/comeIn/project': q(incomeProjectQuerySchema, () => ({
      ...school,
      pageNum: 1,
      pageSize: 9999,
      name: '租金',
      type: 5,
      enabled: 'true',
    })),
    'POST /park/comeIn/detailed': b(incomeRecordSchema, () => ({
      ...school,
      id: uuidv7(),
      projectId: uuidv7(),
      payerName: '阳光培训',
      payerPhone: '13800138000',
      amountFen: 300_000,
      payType: 3,
      day: '2026-11-20',
      pictures: [DEMO_PICTURES[0] ?? ''],
      remark: '11月场地租金',
    })),
    ...Object.fromEntries(
      ['detailed', 'detailed/export'].map((p) => [
        `GET /park/comeIn/${p}`,
        q(p === 'detailed' ? incomeListSchema : incomeFilterSchema, () => ({
          ...school,
          ...(p === 'detailed' ? { pageNum: 1, pageSize: 10 } : {}),
          projectId: uuidv7(),
          type: 5,
          startDay: '2026-11-01',
          endDay: '2026-11-30',
          payType: 3,
          state: 1,
          keyword: '租金',
        })),
      ]),
    ),
    'GET /park/comeIn/oneDetailed': q(incomeGetSchema, () => ({ ...school, id: uuidv7() })),
    'GET /park/comeIn/detailed/receipt': q(incomeGetSchema, () => ({ ...school, id: uuidv7() })),
    'PUT /park/comeIn/detailed/void': b(incomeVoidSchema, () => ({ ...school, id: uuidv7(), reason: '登记错误' })),
    'POST /park/tFinanceBookkeeping/review': b(bookReviewSchema, () => ({ ...school, id: uuidv7(), result: 2, reason: '凭证不清' })),
    // 工资管理 (contract/finance/salaries.ts).
    'GET /park/salary/template': q(salaryMonthQuerySchema, () => school),
    'POST /park/salary/template': b(MUTATIONS['salaryTemplate.save'], args['salaryTemplate.save']),
    'POST /park/salary/slip': b(MUTATIONS['salarySlip.save'], args['salarySlip.save']),
    'GET /park/salary/month': q(salaryMonthQuerySchema, () => school),
    'POST /park/salary/month': b(salaryMonthMakeSchema, () => ({ ...school, month: '2026-11' })),
    'POST /park/salary/month/import': b(salaryImportSchema, () => ({
      ...school,
      monthId: uuidv7(),
      rows: [{ row: 2, name: '王丽华', phone: '13800000000', item_base: '5000' }],
    })),
    'POST /park/salary/month/state': b(salaryActionSchema, () => ({ ...school, id: uuidv7(), action: 'confirm' })),
    'GET /park/salary/detail': q(salaryDetailSchema, () => ({ ...school, id: uuidv7() })),
    'GET /park/salary/detail/export': q(salaryDetailSchema, () => ({ ...school, id: uuidv7() })),
    'POST /park/salary/refund': b(salaryRefundSchema, () => ({
      ...school,
      id: uuidv7(),
      slipId: uuidv7(),
      amountFen: 100,
      reason: '多扣社保',
    })),
    'GET /park/salary/my/info': q(salaryMyInfoSchema, () => ({ ...school, month: '2026-11' })),
    // 收支统计 (contract/finance/statistics.ts): each list and its export take the same query.
    ...Object.fromEntries(
      (['class', 'item', 'expend', 'income'] as const).flatMap((l) =>
        ['', '/export'].map((tail) => [
          `GET /park/financeStatistics/${l}${tail}`,
          q(statsQuerySchema, () => ({ ...school, startDate: '2026-09-01', endDate: '2026-11-30', payType: 5 })),
        ]),
      ),
    ),
    ...Object.fromEntries(
      ['', '/export'].flatMap((tail) => [
        [
          `GET /park/financeStatistics/classStu${tail}`,
          q(classStuQuerySchema, () => ({
            ...school,
            startDate: '2026-09-01',
            endDate: '2026-11-30',
            payType: 1,
            classId: f.classId,
            name: '小',
          })),
        ],
        [
          `GET /park/financeStatistics/itemStu${tail}`,
          q(itemStuQuerySchema, () => ({ ...school, startDate: '2026-09-01', endDate: '2026-11-30', payType: 2, itemId: uuidv7() })),
        ],
      ]),
    ),
    'GET /park/static/school': q(schoolStatsQuerySchema, () => ({ ...school, payType: 3 })),
    ...Object.fromEntries(
      ['', '/export'].map((tail) => [
        `GET /park/detail${tail}`,
        q(detailQuerySchema, () => ({ ...school, month: '2026-11', year: '2026', payType: 4 })),
      ]),
    ),
    ...Object.fromEntries(
      busCalls(f.schoolId).map(([path, name]) => [
        `POST ${path}`,
        name
          ? { ...b(MUTATIONS[name], args[name]), kinds: MUTATION_KINDS[name] ?? {} }
          : path === '/api/disableSite'
            ? b(disableStopInputSchema, () => ({ ...school, id: uuidv7(), disabled: true }))
            : b(disableLineInputSchema, () => ({ ...school, id: uuidv7(), disabled: true })),
      ]),
    ),
    ...Object.fromEntries(
      [
        'driverInfo',
        'carInfo',
        'carSiteInfo',
        'routeInfo',
        'oilCardInfo',
        'auditList',
        'getAlarmConfig',
        'getMessagePushTemplate',
        'getLineInfo',
        'getLineInfoV2',
        'teacherInfo',
        'getTeacherId',
        'companyInfo',
        'companyInfoOne',
        'companyTypeInfo',
        'getCompanyTypeInfoAll',
      ].map((p) => [`GET /api/${p}`, q(busSchoolQuerySchema, () => school)]),
    ),
    ...Object.fromEntries(['driver', 'site'].map((p) => [`GET /v2/${p}`, q(busSchoolQuerySchema, () => school)])),
    'GET /v2/bus/getSchoolBusInfoBySchoolBusId': q(schoolBusQuerySchema, () => ({ ...school, schoolBusId: uuidv7() })),
    ...Object.fromEntries(
      ['driverInfoOne', 'getCarInfo', 'getRouteInfoOne'].map((p) => [
        `GET /api/${p}`,
        q(busRowQuerySchema, () => ({ ...school, id: uuidv7() })),
      ]),
    ),
    'GET /api/busTripMessages': q(busTripMessagesQuerySchema, () => ({ ...school, routeId: uuidv7(), day: '2026-11-23' })),
    'GET /api/isDriver': q(isDriverQuerySchema, () => ({ ...school, phone: '13900000001' })),
    // A tracker's batch: the key is wrong (a 403 once the input is valid), so nothing is stored.
    'POST /device/ingest': anon(
      b(ingestInputSchema, () => ({
        deviceId: '013800000001',
        key: 'not-the-key',
        fixes: [{ time: new Date().toISOString(), lat: 22.5, lng: 114.05, speed: 30, direction: 90, altitude: 10 }],
      })),
    ),
    'POST /device/trackerKey': b(trackerKeyInputSchema, () => ({ ...school, carId: uuidv7() })),
    'GET /device/selectLastLon': q(lastPositionsQuerySchema, () => school),
    'GET /v2/monitoring/getOperationInfo': q(operationInfoQuerySchema, () => school),
    'GET /v2/monitoring/getIncrementalInfo': q(incrementalInfoQuerySchema, () => ({ ...school, since: Date.now() - 60_000 })),
    'GET /v2/monitoring/getScrollInfo': q(scrollInfoQuerySchema, () => ({ ...school, limit: 10 })),
    'GET /v2/monitoring/getMapConfig': q(operationInfoQuerySchema, () => school),
    'GET /api/getHistoryTrajectory': q(trajectoryQuerySchema, () => ({ ...school, carId: uuidv7(), day: '2026-11-26' })),
    'GET /api/bus/alerts': q(busAlertQuerySchema, () => ({
      ...school,
      ...busRange,
      kind: 'overspeed',
      carId: uuidv7(),
      state: 'unacked',
    })),
    'POST /api/bus/alerts/ack': b(busAlertAckSchema, () => ({ ...school, id: uuidv7() })),
    'GET /api/studentsBusRecordsV2': q(studentRecordsQuerySchema, () => ({
      ...school,
      ...busRange,
      studentId: f.studentId,
      classId: f.classId,
      name: '小',
    })),
    ...Object.fromEntries(
      ['carDrivingRecords', 'routeDrivingRecords', 'driverDrivingRecords'].map((p) => [
        `GET /api/${p}`,
        q(tripRecordsQuerySchema, () => ({ ...school, ...busRange, carId: uuidv7(), routeId: uuidv7(), driverId: uuidv7() })),
      ]),
    ),
    'GET /api/siteDrivingRecords': q(siteRecordsQuerySchema, () => ({ ...school, ...busRange, stopId: uuidv7() })),
    'GET /api/getExportData': q(exportDataQuerySchema, () => ({
      ...school,
      ...busRange,
      kind: 'site',
      studentId: f.studentId,
      classId: f.classId,
      name: '小',
      carId: uuidv7(),
      routeId: uuidv7(),
      driverId: uuidv7(),
      stopId: uuidv7(),
    })),
    'GET /api/getExportRouteData': q(busSchoolQuerySchema, () => school),
    'GET /v2/route/getDrivingCarSiteStuInfo': q(dayTripsQuerySchema, () => ({ ...school, day: '2026-11-23' })),
    ...Object.fromEntries(
      ['importData', 'importRouteData'].map((p) => [
        `POST /api/${p}`,
        b(busImportInputSchema, () => ({
          ...school,
          dryRun: true,
          rows: [
            {
              row: 2,
              routeId: uuidv7(),
              stopId: uuidv7(),
              classId: f.classId,
              studentName: '小明',
              name: '三号线',
              period: 'morning',
              time: '07:00',
            },
          ],
        })),
      ]),
    ),
    'GET /api/bus/ws': { skip: 'a WebSocket: its one message is a hello with a token' },
    'POST /park/upload/signature': {
      ...b(uploadSignatureRequestSchema, () => ({
        contentType: 'image/png',
        fileName: '插图.png',
        size: 10.5,
        type: 2,
        visitType: 2,
        scene: 'avatar',
      })),
      perSession: 100,
    },
    'POST /park/upload/report': b(uploadReportSchema, () => ({ sourceId: f.sourceId, status: 2 })),
    'POST /sync/push': b(pushRequestSchema, () => ({
      clientId: `c-${uuidv7()}`,
      mutations: [{ id: 1, name: 'class.delete', args: args['class.delete']() }],
    })),
    'GET /sync/pull': {
      ...q(pullQuerySchema, () => ({ ...school, cursors: 'files:0,records:0', clientId: `c-${uuidv7()}`, schema: 3, horizon: 0 })),
      kinds: { horizon: 'safeint' },
    },
    'GET /sync/ws': { skip: 'a WebSocket: its one message is a hello with a token' },
    'POST /qltcrm/order/payOnLine': b(payOnLineSchema, () => ({
      ...school,
      orderId: 'YW202509010017',
      contractId: 'HT-2025-0098',
      expirationDate: '2026-12-15',
      payMode: 3,
    })),
    'POST /qltcrm/order/renew': b(renewOrderSchema, () => school),
    'GET /qltcrm/order/anon/getOrderPayStatus': q(orderPayStatusQuerySchema, () => ({ ...school, orderId: 'YW202509010017' })),
    'GET /qltcrm/order/countExpaireOrderNotPaid': q(countExpiredUnpaidQuerySchema, () => school),
    'GET /qltcrm/order/getBankInfoOfAgent': q(bankInfoQuerySchema, () => school),
    'GET /qltcrm/order/anon/payOnLineAliPc': {
      skip: 'answers a page (a redirect or a message page), not an envelope; its one parameter is checked by pattern (payment-adapters.test.ts)',
    },
    'POST /qltcrm/order/anon/payNotify/sandbox': {
      skip: 'signed by the provider: a changed byte breaks the signature (tests/server/order-payments.test.ts)',
    },
    'POST /sandbox-pay/refund/fail-next': { skip: 'no input: the sandbox control, a development aid (refunds.test.ts, dev-aids.test.ts)' },
    'GET /sandbox-pay/:tradeNo': { skip: 'a trade number in the path only: an unknown one is a 404 page (order-payments.test.ts)' },
    'POST /sandbox-pay/:tradeNo/confirm': { skip: 'a trade number in the path only (order-payments.test.ts)' },
    'POST /sandbox-pay/:tradeNo/cancel': { skip: 'a trade number in the path only (order-payments.test.ts)' },
    'POST /test-hooks/payments/restore': { skip: 'a development aid: the operator key first (dev-aids.test.ts)' },
    'POST /park/common/school/applyInvoice': b(applyInvoiceSchema, () => ({
      ...school,
      contractId: 'HT-2025-0098',
      contractMoney: '5980.00',
      invoiceMoney: '5980.00',
      invoiceTitle: '童心阳光幼儿园',
      invoiceType: 1,
      ...INVOICE_PAYER,
      remark: '',
      titleType: 1,
    })),
    'GET /park/common/school/invoicePdf': q(invoicePdfQuerySchema, () => ({ ...school, orderId: 'YW202509010017' })),
    'POST /test-hooks/invoices/issue': { skip: 'a development aid: the operator key first (dev-aids.test.ts)' },
    'POST /test-hooks/invoices/reset': { skip: 'a development aid: the operator key first (dev-aids.test.ts)' },
    'POST /test-hooks/finance/pay': { skip: 'a development aid: the operator key first (dev-aids.test.ts)' },
    'GET /park/captcha/test-answer': { skip: 'a development aid: the operator key first (dev-aids.test.ts)' },
    'GET /dev/sms': { skip: 'no input' },
    'GET /dev/sms/messages': { skip: 'no input; a development aid (dev-aids.test.ts)' },
    'POST /files/upload': { skip: 'a form the server signed: a changed field breaks its signature (tests/server/upload.test.ts)' },
    'GET /files/*': { carrier: 'path', valid: () => ({ '*': `schools/${f.schoolId}/2026-01/a.png` }) },
  };
  const site = {
    banner: [BANNER_REST, f.banner],
    placard: [NOTICE_REST, { title: '开学通知', content: '九月一日开学' }],
    member: [MEMBER_REST, { name: '王丽华', position: '主任' }],
    dynamic: [DYNAMIC_REST, { title: '春游', summary: '<p>春游啦</p>', cover: f.banner.photoUrl }],
  } as const;
  for (const [path, [rest, fields]] of Object.entries(site)) {
    const url = `/park/party/${path}`;
    const id = f.site[path as keyof typeof site];
    cases[`GET ${url}`] = q(websiteListQuerySchema, () => ({ ...school, type: 1, pageNum: 1, pageSize: 10 }));
    cases[`POST ${url}`] = b(rest.create, () => ({ id: uuidv7(), ...school, sysType: 4, ...fields }));
    cases[`PUT ${url}`] = b(rest.update, () => ({ id, ...school, ...fields }));
    cases[`DELETE ${url}`] = b(rest.remove, () => ({ id: uuidv7(), ...school }));
  }
  // 通知公告, 校园宣传, 园长信箱 (docs/notices.md): unknown ids are 404s, so fresh ones serve.
  const doc = { title: '教研安排', content: '<p>周四教研</p>' };
  const ref = () => ({ ...school, id: uuidv7() });
  Object.assign(cases, {
    'GET /park/staffNotice/list': q(staffNoticeListQuerySchema, () => ({ ...school, pageNum: 1, pageSize: 10, title: '教研', status: 1 })),
    'GET /park/staffNotice/mine': q(myNoticeListQuerySchema, () => ({ ...school, pageNum: 1, pageSize: 10, title: '教研' })),
    'GET /park/staffNotice/audience': q(noticeRefSchema.pick({ schoolId: true }), () => school),
    'GET /park/staffNotice/receipts': q(noticeRefSchema, ref),
    'GET /park/staffNotice/detail': q(noticeRefSchema, ref),
    'POST /park/staffNotice/save': b(saveStaffNoticeSchema, () => ({
      ...school,
      id: uuidv7(),
      ...doc,
      attachments: [],
      audienceType: 3,
      audienceIds: [f.userId],
      publish: false,
    })),
    'POST /park/staffNotice/withdraw': b(noticeRefSchema, ref),
    'POST /park/staffNotice/delete': b(noticeRefSchema, ref),
    'GET /park/announcement/list': q(announcementListQuerySchema, () => ({
      ...school,
      pageNum: 1,
      pageSize: 10,
      title: '开放日',
      status: 1,
    })),
    'POST /park/announcement/save': b(saveAnnouncementSchema, () => ({
      ...school,
      id: uuidv7(),
      ...doc,
      cover: f.banner.photoUrl,
      publish: false,
    })),
    'POST /park/announcement/withdraw': b(noticeRefSchema, ref),
    'POST /park/announcement/delete': b(noticeRefSchema, ref),
    'GET /park/parent/announcements': anon(q(parentAnnouncementQuerySchema, () => ({ ...school, pageNum: 1, pageSize: 10 }))),
    'POST /park/mailbox/write': {
      ...b(writeLetterSchema, () => ({ ...school, ...doc, content: '午休太短', anonymous: true })),
      as: 'jiaoshi',
    },
    'GET /park/mailbox/mine': { ...q(letterListQuerySchema, () => ({ ...school, pageNum: 1, pageSize: 10 })), as: 'jiaoshi' },
    'GET /park/mailbox/list': q(letterListQuerySchema, () => ({ ...school, pageNum: 1, pageSize: 10 })),
    'POST /park/mailbox/reply': b(replyLetterSchema, () => ({ ...ref(), reply: '收到' })),
  } satisfies Record<string, RouteCase>);
  // 审批 (docs/approvals.md): unknown application ids are 404s; a template is saved under a fresh id.
  const template = () => ({
    ...school,
    id: uuidv7(),
    name: `测试模板${Math.floor(Math.random() * 1e6)}`,
    kind: 'purchase',
    description: '物品采购',
    fields: [
      { key: 'item', label: '物品名称', kind: 'text', required: true, options: [], multiple: false, placeholder: '' },
      { key: 'amount', label: '金额', kind: 'money', required: true, options: [], multiple: false, placeholder: '' },
      { key: 'kind', label: '类别', kind: 'choice', required: false, options: ['教具', '办公'], multiple: true, placeholder: '' },
    ],
    steps: [
      { type: 'user', mode: 'all', userIds: [f.userId], positionId: null },
      { type: 'position', mode: 'any', userIds: [], positionId: f.teacherPositionId },
      { type: 'leader', mode: 'any', userIds: [], positionId: null },
    ],
    ccUserIds: [f.colleagueId],
    enabled: true,
  });
  Object.assign(cases, {
    'GET /park/approval/templates': q(approvalSchoolQuerySchema, () => school),
    'GET /park/approval/options': q(approvalSchoolQuerySchema, () => school),
    'POST /park/approval/template/save': b(saveTemplateSchema, template),
    'POST /park/approval/template/delete': b(templateRefSchema, ref),
    'POST /park/approval/submit': b(MUTATIONS['approval.submit'], () => mutationArgs(f)['approval.submit']()),
    'GET /park/approval/list': q(approvalBoxQuerySchema, () => ({ ...school, box: 'todo', pageNum: 1, pageSize: 10, status: 1 })),
    'GET /park/approval/detail': q(approvalRefSchema, ref),
    'POST /park/approval/decide': b(decideApprovalSchema, () => ({ ...ref(), action: 'refuse', comment: '预算不足' })),
    'POST /park/approval/revoke': b(revokeApprovalSchema, () => ({ ...ref(), comment: '不需要了' })),
    'GET /park/approval/manage': q(approvalManageQuerySchema, () => ({
      ...school,
      pageNum: 1,
      pageSize: 10,
      templateId: f.approvalTemplateId,
      status: 2,
      applicant: '李',
      from: '2026-11-01',
      to: '2026-11-30',
    })),
    'GET /park/vaccine/notice': q(vaccineNoticeQuerySchema, () => ({ ...school, studentId: f.studentId, day: '2026-11-20' })),
    'POST /park/vaccine/import': b(importVaccineDosesInput, () => ({
      ...school,
      rows: [{ row: 2, studentId: f.studentId, vaccine: 'HepB', doseNo: 1, day: '2026-11-20' }],
    })),
  } satisfies Record<string, RouteCase>);
  const ofMutations = registered.flatMap(({ route, config }) =>
    config?.mutation && isMutationName(config.mutation) && !(route in cases)
      ? [[route, b(MUTATIONS[config.mutation], args[config.mutation])] as const]
      : [],
  );
  return { ...cases, ...Object.fromEntries(ofMutations) };
}
