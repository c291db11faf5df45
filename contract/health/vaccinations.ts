import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { z } from '../zod-locale';
import { defineArea } from '../area';
import { idParam, id as idNumber, int32, isoDate, text, uuid } from '../fields';
import { isVaccineCode, seriesLength, vaccineOf } from './vaccine-schedule';

/**
 * 疫苗接种 (/WSBJ/YMJZ, docs/health.md "疫苗接种"): each child's doses as the vaccination certificate (预防接种证) shows
 * them, and the 入托查验 mark (the day the health doctor checked the certificate).
 *
 * - `vaccineDoses`: one dose given. Its id is derived from (child, vaccine, dose number), so the same dose entered on
 *   two devices offline is one row and the last save wins.
 * - `vaccineChecks`: one per child (its id is the child's), the day the certificate was checked; the missing doses,
 *   查验率, 补种率 and coverage are worked out from these two tables by the rules of vaccine-schedule.ts.
 */

export const VACCINE_EDIT = '/WSBJ/YMJZ:edit';
export const VACCINE_NOTIFY = '/WSBJ/YMJZ:notify';
export const VACCINE_PAGE = '/WSBJ/YMJZ';
const MODULE = '疫苗接种';

/** 1 接种证录入, 2 导入, 3 补种 (a dose given after the check found it missing). */
export const DOSE_SOURCES = { 1: '接种证录入', 2: '导入', 3: '补种' } as const;
export type DoseSource = 1 | 2 | 3;

export const VaccineMsg = {
  student: '请选择幼儿',
  noStudent: '幼儿不存在',
  vaccine: '请选择疫苗',
  doseNo: '请输入剂次',
  doseBeyond: (name: string, n: number) => `${name}只有${n}剂`,
  day: '请选择接种日期',
  future: '接种日期不能晚于今天',
  beforeBirth: '接种日期不能早于出生日期',
  checkDay: '请选择查验日期',
  checkFuture: '查验日期不能晚于今天',
  checkBeforeBirth: '查验日期不能早于出生日期',
  source: '请选择来源',
  place: '接种单位最多40个字',
  batch: '批号最多30个字',
  note: '备注最多100个字',
  missing: '数据不存在或已被删除',
  noneMissing: '该幼儿没有需要补种的疫苗',
} as const;

/** The dose's row id: the same child, vaccine and dose number give the same id on every device. */
export function vaccineDoseId(studentId: string, vaccine: string, doseNo: number): string {
  const h = bytesToHex(sha256(utf8ToBytes(`vaccine-dose:${studentId}:${vaccine}:${doseNo}`)));
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const stamp = {
  updatedBy: z.number().int().nullable(),
  updatedByName: z.string(),
  /** ISO time of the last save (the server's; a device's own until the pull). */
  updatedAt: z.string(),
};

export const vaccineDoseRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  studentId: z.uuid(),
  vaccine: z.string(),
  doseNo: z.number().int(),
  /** YYYY-MM-DD given: not after today, not before the birthday. */
  day: z.string(),
  place: z.string(),
  batch: z.string(),
  source: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  note: z.string(),
  ...stamp,
});
export type VaccineDoseRow = z.infer<typeof vaccineDoseRowSchema>;

export const vaccineCheckRowSchema = z.object({
  /** The child's id: one check per child. */
  id: z.uuid(),
  schoolId: z.number().int(),
  studentId: z.uuid(),
  /** YYYY-MM-DD the certificate was checked. */
  day: z.string(),
  note: z.string(),
  ...stamp,
});
export type VaccineCheckRow = z.infer<typeof vaccineCheckRowSchema>;

const vaccineField = z.string({ error: VaccineMsg.vaccine }).refine(isVaccineCode, VaccineMsg.vaccine);

export const vaccineDoseFields = {
  studentId: uuid(VaccineMsg.student),
  vaccine: vaccineField,
  doseNo: int32(VaccineMsg.doseNo).min(1, VaccineMsg.doseNo),
  day: isoDate(VaccineMsg.day),
  place: text(40, { maxMsg: VaccineMsg.place }).default(''),
  batch: text(30, { maxMsg: VaccineMsg.batch }).default(''),
  source: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: VaccineMsg.source }).default(1),
  note: text(100, { maxMsg: VaccineMsg.note }).default(''),
};

/** Why a dose number cannot be recorded for this vaccine (beyond its series). */
export function doseNoIssue(vaccine: string, doseNo: number): string | null {
  const v = vaccineOf(vaccine);
  if (!v) return VaccineMsg.vaccine;
  const n = seriesLength(v);
  return doseNo > n ? VaccineMsg.doseBeyond(v.name, n) : null;
}

/** Why a dose's day cannot be recorded for a child born on `birthday`, today being `today` (China day). */
export function doseDayIssue(day: string, birthday: string | null, today: string): string | null {
  if (day > today) return VaccineMsg.future;
  if (birthday && day < birthday) return VaccineMsg.beforeBirth;
  return null;
}

export function checkDayIssue(day: string, birthday: string | null, today: string): string | null {
  if (day > today) return VaccineMsg.checkFuture;
  if (birthday && day < birthday) return VaccineMsg.checkBeforeBirth;
  return null;
}

export const vaccineDoseSaveSchema = z.object({ schoolId: idNumber(), ...vaccineDoseFields }).superRefine((a, ctx) => {
  const issue = doseNoIssue(a.vaccine, a.doseNo);
  if (issue) ctx.addIssue({ code: 'custom', path: ['doseNo'], message: issue });
});

export const VACCINATIONS = defineArea({
  name: 'vaccinations',
  page: VACCINE_PAGE,
  scope: 'vaccinations',
  tables: { vaccineDoses: vaccineDoseRowSchema, vaccineChecks: vaccineCheckRowSchema },
  indexes: { vaccineDoses: 'studentId', vaccineChecks: 'studentId' },
  mutations: {
    /** Records a dose (or corrects it: the same child, vaccine and dose number are one row). */
    'vaccineDose.save': { args: vaccineDoseSaveSchema, label: '录入接种记录', permission: VACCINE_EDIT, module: MODULE },
    'vaccineDose.remove': {
      args: z.object({ schoolId: idNumber(), id: uuid(VaccineMsg.missing) }),
      label: '删除接种记录',
      permission: VACCINE_EDIT,
      module: MODULE,
    },
    /** 已查验: the day the child's certificate was checked (saving again moves it). */
    'vaccineCheck.save': {
      args: z.object({
        schoolId: idNumber(),
        studentId: uuid(VaccineMsg.student),
        day: isoDate(VaccineMsg.checkDay),
        note: text(100, { maxMsg: VaccineMsg.note }).default(''),
      }),
      label: '查验接种证',
      permission: VACCINE_EDIT,
      module: MODULE,
    },
    'vaccineCheck.remove': {
      args: z.object({ schoolId: idNumber(), studentId: uuid(VaccineMsg.student) }),
      label: '取消查验',
      permission: VACCINE_EDIT,
      module: MODULE,
    },
  },
});

/** GET the 补种通知 of a child (PDF): the doses missing on `day` (today when absent). */
export const vaccineNoticeQuerySchema = z.object({
  schoolId: idParam(),
  studentId: uuid(VaccineMsg.student),
  day: isoDate(VaccineMsg.checkDay).optional(),
});
export type VaccineNoticeQuery = z.infer<typeof vaccineNoticeQuerySchema>;
