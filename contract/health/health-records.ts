import { z } from '../zod-locale';
import { defineArea } from '../area';
import { chinaToday } from '../china-time';
import { idParam, isoDate, numberParam, text, uuid } from '../fields';

/**
 * 健康档案 (/WSBJ/JKDA, docs/health.md): each child's check-ups — the entry check-up (入园体检) and the periodic ones
 * (定期体检) of 《托儿所幼儿园卫生保健工作规范》 — and one health profile per child (allergies, past illnesses). The
 * `healthRecords` scope is read by 营养膳食 and the class pages too: the allergies here are the ones they show.
 */

export const CHECKUP_KINDS: Record<number, string> = { 1: '入园体检', 2: '定期体检' };
export const HEARING: Record<number, string> = { 1: '通过', 2: '未通过' };

/** SPEC §3 eye appraisal types 1–20, with labels of our own (docs/health.md). */
export const EYE_APPRAISALS: Record<number, string> = {
  1: '正常',
  2: '近视',
  3: '远视',
  4: '散光',
  5: '弱视',
  6: '斜视',
  7: '屈光参差',
  8: '近视散光',
  9: '远视散光',
  10: '沙眼',
  11: '结膜炎',
  12: '倒睫',
  13: '上睑下垂',
  14: '色觉异常',
  15: '眼球震颤',
  16: '先天性白内障',
  17: '泪道阻塞',
  18: '视力低常待复查',
  19: '已配镜矫正',
  20: '其他',
};

/** The food allergens meal planning (issue 38) matches dishes against: the nine major groups, in its words. */
export const FOOD_ALLERGENS = ['牛奶', '鸡蛋', '花生', '坚果', '小麦', '大豆', '鱼', '甲壳类', '芝麻'] as const;

export const HealthRecordMsg = {
  child: '请选择幼儿',
  kind: '请选择体检类型',
  date: '请选择体检日期',
  future: '体检日期不能晚于今天',
  beforeBirth: '体检日期不能早于出生日期',
  height: '身高应在30～200厘米之间',
  weight: '体重应在1～150千克之间',
  head: '头围应在25～60厘米之间',
  headAge: '头围只记录三岁以下幼儿',
  haemoglobin: '血红蛋白应在30～250 g/L之间',
  vision: '视力应在3.0～5.3之间（五分记录）',
  eye: '请选择眼科评估结果',
  hearing: '请选择听力结果',
  caries: '龋齿数应为0～20的整数',
  missing: '体检记录不存在',
  notInSchool: '该幼儿不在本园',
  allergen: '过敏原不正确',
} as const;

const HEALTH_PAGE = '/WSBJ/JKDA';
const MODULE = '健康档案';

export const checkupRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  studentId: z.uuid(),
  /** The child's class at the check-up (a class's statistics count the check-ups made in it). */
  classId: z.uuid(),
  /** 1 入园体检, 2 定期体检. */
  kind: z.number().int(),
  /** YYYY-MM-DD: with the birthday, the child's age in days (the WHO row). */
  date: z.string(),
  /** Centimetres, one decimal. */
  heightCm: z.number(),
  /** Kilograms, one decimal. */
  weightKg: z.number(),
  /** Head circumference (cm), under three only. */
  headCm: z.number().nullable(),
  /** Haemoglobin, g/L. */
  haemoglobin: z.number().int().nullable(),
  /** Five-point notation (4.0–5.3). */
  visionLeft: z.number().nullable(),
  visionRight: z.number().nullable(),
  /** EYE_APPRAISALS. */
  eyeAppraisal: z.number().int().nullable(),
  /** 1 通过, 2 未通过. */
  hearing: z.number().int().nullable(),
  caries: z.number().int().nullable(),
  conclusion: z.string(),
  doctor: z.string(),
  note: z.string(),
  updatedAt: z.string(),
  updatedByName: z.string(),
});
export type CheckupRow = z.infer<typeof checkupRowSchema>;

/** One per child: its id is the child's, so two devices writing a child's profile offline write one row. */
export const healthProfileRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  studentId: z.uuid(),
  /** FOOD_ALLERGENS picked. */
  foodAllergens: z.array(z.string()),
  /** Other food allergies, free text. */
  otherAllergies: z.string(),
  drugAllergies: z.string(),
  pastIllnesses: z.string(),
  note: z.string(),
  updatedAt: z.string(),
  updatedByName: z.string(),
});
export type HealthProfileRow = z.infer<typeof healthProfileRowSchema>;

/** A decimal with one place (a height, a weight) within [min, max]: more places are refused, not rounded. */
const tenths = (min: number, max: number, msg: string) =>
  numberParam(
    z
      .number({ error: msg })
      .min(min, msg)
      .max(max, msg)
      .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-6, msg),
  );
/** An optional measure: empty or absent is null. */
const optional = <T extends z.ZodType>(t: T) => z.preprocess((v) => (v === '' ? null : v), t.nullable()).default(null);

export const checkupFields = {
  kind: numberParam(z.union([z.literal(1), z.literal(2)], { error: HealthRecordMsg.kind })),
  date: isoDate(HealthRecordMsg.date).refine((d) => d <= chinaToday(), HealthRecordMsg.future),
  heightCm: tenths(30, 200, HealthRecordMsg.height),
  weightKg: tenths(1, 150, HealthRecordMsg.weight),
  headCm: optional(tenths(25, 60, HealthRecordMsg.head)),
  haemoglobin: optional(
    numberParam(
      z
        .number({ error: HealthRecordMsg.haemoglobin })
        .int(HealthRecordMsg.haemoglobin)
        .min(30, HealthRecordMsg.haemoglobin)
        .max(250, HealthRecordMsg.haemoglobin),
    ),
  ),
  visionLeft: optional(tenths(3, 5.3, HealthRecordMsg.vision)),
  visionRight: optional(tenths(3, 5.3, HealthRecordMsg.vision)),
  eyeAppraisal: optional(
    numberParam(z.number({ error: HealthRecordMsg.eye }).int(HealthRecordMsg.eye).min(1, HealthRecordMsg.eye).max(20, HealthRecordMsg.eye)),
  ),
  hearing: optional(numberParam(z.union([z.literal(1), z.literal(2)], { error: HealthRecordMsg.hearing }))),
  caries: optional(
    numberParam(
      z
        .number({ error: HealthRecordMsg.caries })
        .int(HealthRecordMsg.caries)
        .min(0, HealthRecordMsg.caries)
        .max(20, HealthRecordMsg.caries),
    ),
  ),
  conclusion: text(200),
  doctor: text(30),
  note: text(200),
};

export const checkupSaveSchema = z.object({
  id: uuid(),
  schoolId: idParam(),
  studentId: uuid(HealthRecordMsg.child),
  ...checkupFields,
  conclusion: checkupFields.conclusion.default(''),
  doctor: checkupFields.doctor.default(''),
  note: checkupFields.note.default(''),
});
export type CheckupSaveInput = z.infer<typeof checkupSaveSchema>;

export const healthProfileSaveSchema = z.object({
  schoolId: idParam(),
  studentId: uuid(HealthRecordMsg.child),
  foodAllergens: z
    .array(z.enum(FOOD_ALLERGENS, { error: HealthRecordMsg.allergen }), { error: HealthRecordMsg.allergen })
    .max(FOOD_ALLERGENS.length, HealthRecordMsg.allergen)
    .transform((a) => FOOD_ALLERGENS.filter((x) => a.includes(x))),
  otherAllergies: text(100).default(''),
  drugAllergies: text(100).default(''),
  pastIllnesses: text(200).default(''),
  note: text(200).default(''),
});
export type HealthProfileSaveInput = z.infer<typeof healthProfileSaveSchema>;

/** Why a check-up cannot be saved for a child born on `birthday`, or null (the day and the head circumference's age). */
export function checkupIssue(a: { date: string; headCm: number | null }, birthday: string): string | null {
  if (a.date < birthday) return HealthRecordMsg.beforeBirth;
  const third = `${Number(birthday.slice(0, 4)) + 3}${birthday.slice(4)}`;
  if (a.headCm !== null && a.date >= third) return HealthRecordMsg.headAge;
  return null;
}

/** A child's allergies in one line (营养膳食 and the class pages show the same words). */
export const allergyText = (p: Pick<HealthProfileRow, 'foodAllergens' | 'otherAllergies' | 'drugAllergies'> | undefined): string => {
  if (!p) return '';
  const food = [...p.foodAllergens, ...(p.otherAllergies ? [p.otherAllergies] : [])].join('、');
  return [food, p.drugAllergies ? `药物：${p.drugAllergies}` : ''].filter(Boolean).join('；');
};

export const HEALTH_RECORDS = defineArea({
  name: 'healthRecords',
  page: HEALTH_PAGE,
  scope: 'healthRecords',
  tables: { checkups: checkupRowSchema, healthProfiles: healthProfileRowSchema },
  indexes: { checkups: 'studentId, classId, date', healthProfiles: 'studentId' },
  mutations: {
    'checkup.save': { args: checkupSaveSchema, label: '保存体检记录', permission: `${HEALTH_PAGE}:edit`, module: MODULE },
    'checkup.delete': {
      args: z.object({ id: uuid(HealthRecordMsg.missing), schoolId: idParam() }),
      label: '删除体检记录',
      permission: `${HEALTH_PAGE}:edit`,
      module: MODULE,
    },
    'healthProfile.save': { args: healthProfileSaveSchema, label: '保存健康档案', permission: `${HEALTH_PAGE}:edit`, module: MODULE },
  },
});
