import type { DeclaredAction } from './permissions';
import { z } from './zod-locale';
import { id, idParam, isoDate } from './fields';

/** SPEC §4 term activation messages: termWarn 1 may set the term, 2 may not. */
export const TermMsg = {
  mustSet: '请先设置学期激活系统后继续使用',
  noPermission: '您没有权限，请联系有权限的老师设置学期激活系统后继续使用',
  saved: '设置成功',
  termTypeRequired: '请选择学期',
  schoolYearRequired: '请选择学年',
  datesRequired: '请选择学期起止日期',
  endBeforeStart: '结束日期不能早于开始日期',
} as const;

/** Setting the school year and term (SPEC §4 "the set-term permission"): the action of 学年设置. */
export const TERM_EDIT_PERMISSION = '/JCSZ/YLSZ:edit' satisfies DeclaredAction;

/** 1 first term, 2 second term (SPEC §3: 1 first term, else second). */
export const TERM_TYPES = { 1: '第一学期', 2: '第二学期' } as const;
export type TermType = 1 | 2;

const SCHOOL_YEAR = /^(\d{4})-(\d{4})$/;

export const isSchoolYear = (v: string): boolean => {
  const m = SCHOOL_YEAR.exec(v);
  return !!m && Number(m[2]) === Number(m[1]) + 1;
};

/** What the settings page shows: the activated term of the school (null until activation) and who may change it. */
export const termInfoSchema = z.object({
  schoolId: z.number().int(),
  schoolYear: z.string().nullable(),
  termType: z.number().int().nullable(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  activated: z.boolean(),
  canSetTerm: z.boolean(),
});
export type TermInfo = z.infer<typeof termInfoSchema>;

export const termQuerySchema = z.object({ schoolId: idParam().optional() });

/** POST /park/bj/term/save: activates (or changes) the school's current school year and term. */
export const termSaveSchema = z
  .object({
    schoolId: id(),
    schoolYear: z.string({ error: TermMsg.schoolYearRequired }).refine(isSchoolYear, TermMsg.schoolYearRequired),
    termType: z.union([z.literal(1), z.literal(2)], { error: TermMsg.termTypeRequired }),
    startsOn: isoDate(TermMsg.datesRequired),
    endsOn: isoDate(TermMsg.datesRequired),
  })
  .refine((v) => v.endsOn >= v.startsOn, { message: TermMsg.endBeforeStart, path: ['endsOn'] });
export type TermSave = z.infer<typeof termSaveSchema>;

/** GET /park/bj/term/schoolYearByDate: the school year and term a day falls in (SPEC §7 "school-year by date"). */
export const schoolYearByDateQuerySchema = z.object({
  schoolId: idParam().optional(),
  date: isoDate(),
});
export const schoolYearInfoSchema = z.object({ schoolYear: z.string(), termType: z.number().int() });
export type SchoolYearInfo = z.infer<typeof schoolYearInfoSchema>;

/**
 * The calendar rule when a school has not recorded its own term dates: the first term runs from
 * 1 August to the end of January, the second from 1 February to the end of July.
 */
export function schoolYearOfDate(date: string): SchoolYearInfo & { startsOn: string; endsOn: string } {
  const [y, m] = date.split('-').map(Number) as [number, number];
  if (m >= 8) return { schoolYear: `${y}-${y + 1}`, termType: 1, startsOn: `${y}-08-01`, endsOn: `${y + 1}-01-31` };
  if (m === 1) return { schoolYear: `${y - 1}-${y}`, termType: 1, startsOn: `${y - 1}-08-01`, endsOn: `${y}-01-31` };
  return { schoolYear: `${y - 1}-${y}`, termType: 2, startsOn: `${y}-02-01`, endsOn: `${y}-07-31` };
}

/** Default dates of a term of a school year, e.g. 2026-2027 term 2 → 2027-02-01 … 2027-07-31. */
export function defaultTermDates(schoolYear: string, termType: TermType): { startsOn: string; endsOn: string } {
  const first = Number(schoolYear.slice(0, 4));
  return termType === 1
    ? { startsOn: `${first}-08-01`, endsOn: `${first + 1}-01-31` }
    : { startsOn: `${first + 1}-02-01`, endsOn: `${first + 1}-07-31` };
}
