import { dayjs } from '@/lib/format';

/** The school year and term a day falls in by the calendar (September–January first term, else second). */
export function calendarTerm(now = dayjs()): { schoolYear: string; termType: 1 | 2 } {
  const y = now.year();
  const m = now.month() + 1;
  if (m >= 8) return { schoolYear: `${y}-${y + 1}`, termType: 1 };
  return { schoolYear: `${y - 1}-${y}`, termType: m === 1 ? 1 : 2 };
}

/** The school years a structure may be for: the previous, the current and the next two. */
export function schoolYearOptions(now = dayjs()): string[] {
  const first = Number(calendarTerm(now).schoolYear.slice(0, 4));
  return [first - 1, first, first + 1, first + 2].map((y) => `${y}-${y + 1}`);
}

/** The school years some records are for, latest first: the choices of a list's 学年 filter. */
export const schoolYearsOf = (rows: readonly { schoolYear: string }[] | undefined): string[] =>
  [...new Set((rows ?? []).map((r) => r.schoolYear))].sort().reverse();
