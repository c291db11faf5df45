import { type GrowthFlag, type GrowthScores, growthFlags, growthScores, type Sex, type WhoTables } from '@contract/health/growth';
import type { CheckupRow, HealthProfileRow } from '@contract/health/health-records';
import { latestByChild } from '@contract/health/health-stats';
import type { StudentRow } from '@contract/people/school-records';
import { useMemo } from 'react';
import { useSchoolRows } from '@/lib/replica/use-school-rows';

/** A child of the list: their latest check-up with its scores and flags, and their health profile. */
export interface ChildHealth {
  id: string;
  child: StudentRow;
  latest: CheckupRow | undefined;
  scores: GrowthScores | null;
  flags: GrowthFlag[];
  profile: HealthProfileRow | undefined;
}

export const scoresOf = (tables: WhoTables, child: StudentRow, c: CheckupRow): GrowthScores =>
  growthScores(tables, { sex: child.gender as Sex, birthday: child.birthday, date: c.date, heightCm: c.heightCm, weightKg: c.weightKg });

/** The school's children in the kindergarten now (在园), each with their health line; by class order, then name. */
export function useChildHealth(tables: WhoTables | undefined): { rows: ChildHealth[] | undefined; checkups: CheckupRow[] | undefined } {
  const students = useSchoolRows('students');
  const checkups = useSchoolRows('checkups');
  const profiles = useSchoolRows('healthProfiles');
  const rows = useMemo(() => {
    if (!students || !checkups || !profiles) return undefined;
    const latest = latestByChild(checkups);
    const byChild = new Map(profiles.map((p) => [p.studentId, p]));
    return students
      .filter((s) => s.status === 1)
      .sort((a, b) => a.name.localeCompare(b.name, 'zh'))
      .map((child): ChildHealth => {
        const c = latest.get(child.id);
        const scores = c && tables ? scoresOf(tables, child, c) : null;
        return { id: child.id, child, latest: c, scores, flags: scores ? growthFlags(scores) : [], profile: byChild.get(child.id) };
      });
  }, [students, checkups, profiles, tables]);
  return { rows, checkups };
}

/** An age as the record says it: 4岁3个月 (from the age in days). */
export function ageText(days: number): string {
  const months = Math.floor(days / 30.4375);
  const y = Math.floor(months / 12);
  const m = months % 12;
  return y > 0 ? `${y}岁${m > 0 ? `${m}个月` : ''}` : `${m}个月`;
}
