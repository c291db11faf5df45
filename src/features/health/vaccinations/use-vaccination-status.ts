import { type ChildStatus, childStatuses } from '@contract/health/vaccination-stats';
import { STUDENT_STATUS } from '@contract/people/student-enums';
import { useMemo } from 'react';
import { useClasses } from '@/lib/replica/use-classes';
import { useSchoolRows } from '@/lib/replica/use-school-rows';

/**
 * The children in school (在园) with their doses and checks from the replica, and each one's status on `day` by the
 * contract's rules (contract/health/vaccination-stats.ts): offline too.
 */
export function useVaccinationStatus(day: string) {
  const students = useSchoolRows('students');
  const doses = useSchoolRows('vaccineDoses');
  const checks = useSchoolRows('vaccineChecks');
  const classes = useClasses();
  const statuses = useMemo((): ChildStatus[] | undefined => {
    if (!students || !doses || !checks || !classes) return undefined;
    const order = new Map(classes.map((c, i) => [c.id, i]));
    const inSchool = students
      .filter((s) => s.status === STUDENT_STATUS.enrolled)
      .sort((a, b) => (order.get(a.classId) ?? 999) - (order.get(b.classId) ?? 999) || a.name.localeCompare(b.name, 'zh-CN'));
    return childStatuses(inSchool, doses, checks, day);
  }, [students, doses, checks, classes, day]);
  const className = useMemo(() => new Map((classes ?? []).map((c) => [c.id, c.name])), [classes]);
  return { statuses, classes, className, doses };
}
