import { z } from '../zod-locale';
import { defineArea } from '../area';
import { TEMPERATURE_MAX_TENTHS, TEMPERATURE_MIN_TENTHS } from '../attendance/children';
import { HLC_PATTERN } from '../hlc';
import { idParam, intParam, isoDate, isoDateTime, text, uuid } from '../fields';
import { isSafeFileReference } from '../uploads';

/**
 * 晨午检 (/WSBJ/CWJ, docs/health.md): the morning, noon and (for full-time boarders) evening checks of
 * 《托儿所幼儿园卫生保健工作规范》. Every check is an append-only event like an attendance tap (UUIDv7 id, HLC stamp):
 * a child's check of a day and session is the event with the greatest stamp (contract/health/checks-day.ts). The
 * morning temperature is the attendance event's: a morning check that carries one writes an attendance event too.
 */

/** 1 晨检, 2 午检, 3 晚检 (晚检 only for full-time boarders, 托管方式 1). */
export const CHECK_SESSION = { morning: 1, noon: 2, evening: 3 } as const;
export type CheckSession = (typeof CHECK_SESSION)[keyof typeof CHECK_SESSION];
export const CHECK_SESSION_LABEL: Record<CheckSession, string> = { 1: '晨检', 2: '午检', 3: '晚检' };
/** 托管方式 全托 (contract/people/student-enums.ts TRUSTEESHIPS): the children with an evening check. */
export const BOARDER_TRUSTEESHIP = 1;

/** The routine's toggles (一摸二看三问四查), each a bit of `symptoms` in this order. */
export const SYMPTOMS = ['发热', '咳嗽', '流涕', '咽红', '皮疹', '手足口疱疹', '腹泻', '呕吐', '红眼', '精神差', '其他'] as const;
export const SYMPTOM_MASK_MAX = (1 << SYMPTOMS.length) - 1;
/** The symptom names of a bitmask, in the routine's order. */
export const symptomNames = (mask: number): string[] => SYMPTOMS.filter((_, i) => mask & (1 << i));
export const symptomBits = (mask: number): number[] => SYMPTOMS.flatMap((_, i) => (mask & (1 << i) ? [i] : []));

/** 0 正常, 1 观察, 2 劝返, 3 就医. */
export const CHECK_RESULT = { normal: 0, watch: 1, sentHome: 2, doctor: 3 } as const;
export type CheckResult = (typeof CHECK_RESULT)[keyof typeof CHECK_RESULT];
export const CHECK_RESULT_LABEL: Record<CheckResult, string> = { 0: '正常', 1: '观察', 2: '劝返', 3: '就医' };

/** Two children of a class with the same symptom within three days (the day and the two before) is an outbreak warning. */
export const OUTBREAK_CHILDREN = 2;
export const OUTBREAK_DAYS = 3;

export const CheckMsg = {
  noChild: '请选择幼儿',
  noClass: '请选择班级',
  day: '请选择检查日期',
  future: '检查日期不能晚于今天',
  session: '请选择晨检、午检或晚检',
  notBoarder: '晚检只登记全托幼儿',
  symptoms: '症状不正确',
  result: '请选择检查结果',
  noteMax: '备注最多200个字',
  photo: '照片地址不正确',
  temperature: '体温应在34.0～43.0℃之间',
  hlc: '时间戳不正确',
  createTime: '登记时间不正确',
  notInSchool: '该幼儿不在本园',
  notInClass: '该幼儿不在本班',
  exists: '数据已存在',
  allNormalMax: '一次最多登记1000名幼儿',
  repeat: '幼儿重复',
  allNormal: '已将未检查的幼儿记为正常',
  noneUnchecked: '本班幼儿都已检查',
  diagnosisMax: '诊断最多50个字',
  expectedReturn: '预计返园日期不正确',
} as const;

/** '晨检劝返：发热、咳嗽': the reason of the attendance event a morning 劝返 writes. */
export const sentHomeReason = (mask: number): string => `晨检劝返：${symptomNames(mask).join('、') || '其他'}`.slice(0, 100);

/** Replicated check event: never changed after it is written. */
export const healthCheckRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  classId: z.uuid(),
  studentId: z.uuid(),
  /** 'YYYY-MM-DD' (the sync window's date field). */
  day: z.string(),
  session: z.number().int(),
  /** Tenths of a degree for the noon and evening checks; null in the morning (the attendance event holds it). */
  temperature: z.number().int().nullable(),
  /** Bitmask over SYMPTOMS. */
  symptoms: z.number().int(),
  result: z.number().int(),
  note: z.string(),
  /** A file of the upload kit ('' none). */
  photo: z.string(),
  hlc: z.string(),
  recordedBy: z.number().int().nullable(),
  recorderName: z.string(),
  createTime: z.string(),
});
export type HealthCheckRow = z.infer<typeof healthCheckRowSchema>;

/** 因病缺勤追踪: one per child and day of sick leave, edited in place (the last save wins). */
export const illnessFollowUpRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  classId: z.uuid(),
  studentId: z.uuid(),
  /** The day of the absence. */
  day: z.string(),
  symptoms: z.number().int(),
  seenDoctor: z.boolean(),
  diagnosis: z.string(),
  /** 'YYYY-MM-DD' or ''. */
  expectedReturn: z.string(),
  note: z.string(),
  updatedBy: z.number().int().nullable(),
  updaterName: z.string(),
  updateTime: z.string(),
});
export type IllnessFollowUpRow = z.infer<typeof illnessFollowUpRowSchema>;

/** An outbreak warning the server raised (one per class and symptom in three days), shown on the page while open. */
export const outbreakWarningRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  classId: z.uuid(),
  /** The symptom's index in SYMPTOMS. */
  symptom: z.number().int(),
  /** The day of the check that raised it. */
  day: z.string(),
  children: z.number().int(),
  title: z.string(),
  content: z.string(),
  createTime: z.string(),
});
export type OutbreakWarningRow = z.infer<typeof outbreakWarningRowSchema>;

const hlc = z.string({ error: CheckMsg.hlc }).max(100, CheckMsg.hlc).regex(HLC_PATTERN, CheckMsg.hlc);
const session = intParam({ min: 1, max: 3, msg: CheckMsg.session });
const symptoms = intParam({ min: 0, max: SYMPTOM_MASK_MAX, msg: CheckMsg.symptoms });
const result = intParam({ min: 0, max: 3, msg: CheckMsg.result });
const temperature = intParam({ min: TEMPERATURE_MIN_TENTHS, max: TEMPERATURE_MAX_TENTHS, msg: CheckMsg.temperature }).nullable();
const photo = text(1000).refine((v) => v === '' || isSafeFileReference(v), CheckMsg.photo);

/**
 * One check. `attendanceId` (morning only) is the id of the attendance event the check may write, by the rule of
 * `checkAttendance` below, applied alike by the device and the server.
 */
export const healthCheckRecordSchema = z.object({
  id: uuid(),
  schoolId: idParam(),
  studentId: uuid(CheckMsg.noChild),
  day: isoDate(CheckMsg.day),
  session,
  temperature: temperature.default(null),
  symptoms: symptoms.default(0),
  result,
  note: text(200, { maxMsg: CheckMsg.noteMax }).default(''),
  photo: photo.default(''),
  attendanceId: uuid().nullable().default(null),
  hlc,
  createTime: isoDateTime(CheckMsg.createTime).default(''),
});
export type HealthCheckRecordInput = z.infer<typeof healthCheckRecordSchema>;

export const HEALTH_CHECK_ALL_MAX = 1000;

/**
 * 全部正常: a normal check for each named child that has no check of the session where it is applied (like
 * 全部入园); in the morning a child with no attendance mark gets an 入园 event (`attendanceId`) too.
 */
export const healthCheckAllNormalSchema = z
  .object({
    schoolId: idParam(),
    classId: uuid(CheckMsg.noClass),
    day: isoDate(CheckMsg.day),
    session,
    entries: z
      .array(z.object({ id: uuid(), studentId: uuid(CheckMsg.noChild), attendanceId: uuid().nullable().default(null) }), {
        error: CheckMsg.noChild,
      })
      .min(1, CheckMsg.noChild)
      .max(HEALTH_CHECK_ALL_MAX, CheckMsg.allNormalMax),
    hlc,
    createTime: isoDateTime(CheckMsg.createTime).default(''),
  })
  .superRefine((a, ctx) => {
    const kids = new Set(a.entries.map((e) => e.studentId));
    const ids = new Set(a.entries.flatMap((e) => (e.attendanceId ? [e.id, e.attendanceId] : [e.id])));
    const n = a.entries.length + a.entries.filter((e) => e.attendanceId).length;
    if (kids.size !== a.entries.length || ids.size !== n) ctx.addIssue({ code: 'custom', path: ['entries'], message: CheckMsg.repeat });
  });
export type HealthCheckAllNormalInput = z.infer<typeof healthCheckAllNormalSchema>;

export const illnessFollowUpSaveSchema = z.object({
  id: uuid(),
  schoolId: idParam(),
  studentId: uuid(CheckMsg.noChild),
  day: isoDate(CheckMsg.day),
  symptoms: symptoms.default(0),
  seenDoctor: z.boolean().default(false),
  diagnosis: text(50, { maxMsg: CheckMsg.diagnosisMax }).default(''),
  expectedReturn: z.union([z.literal(''), isoDate(CheckMsg.expectedReturn)], { error: CheckMsg.expectedReturn }).default(''),
  note: text(200, { maxMsg: CheckMsg.noteMax }).default(''),
});
export type IllnessFollowUpSaveInput = z.infer<typeof illnessFollowUpSaveSchema>;

const CWJ_RECORD = '/WSBJ/CWJ:record';

export const HEALTH_CHECKS = defineArea({
  name: 'healthChecks',
  page: '/WSBJ/CWJ',
  scope: 'healthChecks',
  tables: {
    healthChecks: healthCheckRowSchema,
    illnessFollowUps: illnessFollowUpRowSchema,
    outbreakWarnings: outbreakWarningRowSchema,
  },
  indexes: {
    healthChecks: '[classId+day], [studentId+day], day',
    illnessFollowUps: '[studentId+day], day',
    outbreakWarnings: 'day',
  },
  mutations: {
    'healthCheck.record': { args: healthCheckRecordSchema, label: '晨午检登记', permission: CWJ_RECORD, module: '晨午检' },
    'healthCheck.allNormal': { args: healthCheckAllNormalSchema, label: '晨午检全部正常', permission: CWJ_RECORD, module: '晨午检' },
    'illnessFollowUp.save': { args: illnessFollowUpSaveSchema, label: '因病缺勤追踪', permission: CWJ_RECORD, module: '晨午检' },
  },
});

/** REST: a class's checks of a day (read online, e.g. before the sync window). */
export const healthCheckClassDayQuerySchema = z.object({
  classId: uuid(CheckMsg.noClass),
  day: isoDate(CheckMsg.day),
});
export type HealthCheckClassDayQuery = z.infer<typeof healthCheckClassDayQuerySchema>;
