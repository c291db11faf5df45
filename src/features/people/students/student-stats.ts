import { GENDERS, gradeLabel } from '@contract/enums';
import type { ClassRow, StudentRow } from '@contract/people/school-records';
import { STUDENT_STATUS, STUDENT_STATUSES } from '@contract/people/student-enums';

export interface Count {
  label: string;
  value: number;
}

export interface StudentStats {
  /** Children in school (在园). */
  enrolled: number;
  byClass: Count[];
  byGrade: Count[];
  byGender: Count[];
  byAge: Count[];
  /** Every child on the roster, by status. */
  byStatus: Count[];
}

/** Whole years between a birthday and a day (both YYYY-MM-DD). */
export function ageOn(birthday: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthday.slice(0, 4));
  return day.slice(5) < birthday.slice(5) ? years - 1 : years;
}

function tally<K>(keys: Iterable<K>, order: readonly K[], label: (k: K) => string): Count[] {
  const n = new Map<K, number>(order.map((k) => [k, 0]));
  for (const k of keys) n.set(k, (n.get(k) ?? 0) + 1);
  return [...n].map(([k, value]) => ({ label: label(k), value }));
}

/**
 * 信息统计 from the replica: the children in school by class (in the classes' order, empty classes included), grade,
 * gender and age on `today`; the whole roster by status. One pass per figure over rows already in memory.
 */
export function studentStats(
  students: readonly StudentRow[],
  classes: readonly ClassRow[],
  today: string,
  schoolStyle: number,
): StudentStats {
  const inSchool = students.filter((s) => s.status === STUDENT_STATUS.enrolled);
  const classById = new Map(classes.map((c) => [c.id, c]));
  const sortedClasses = [...classes].sort((a, b) => a.sort - b.sort);
  const grades = [...new Set(sortedClasses.map((c) => c.grade))].sort((a, b) => a - b);
  const ages = inSchool.map((s) => ageOn(s.birthday, today));
  const ageOrder = ages.length ? Array.from({ length: Math.max(...ages) - Math.min(...ages) + 1 }, (_, i) => Math.min(...ages) + i) : [];
  return {
    enrolled: inSchool.length,
    byClass: tally(
      inSchool.map((s) => s.classId),
      sortedClasses.map((c) => c.id),
      (id) => classById.get(id)?.name ?? '未分班',
    ),
    byGrade: tally(
      inSchool.map((s) => classById.get(s.classId)?.grade ?? -1),
      grades,
      (g) => (g < 0 ? '未分班' : gradeLabel(g, schoolStyle)),
    ),
    byGender: tally(
      inSchool.map((s) => s.gender),
      [1, 2],
      (g) => GENDERS[g] ?? String(g),
    ),
    byAge: tally(ages, ageOrder, (a) => `${a}岁`),
    byStatus: tally(
      students.map((s) => s.status),
      [STUDENT_STATUS.enrolled, STUDENT_STATUS.left, STUDENT_STATUS.graduated],
      (s) => STUDENT_STATUSES[s as keyof typeof STUDENT_STATUSES] ?? String(s),
    ),
  };
}
