import { daysBetween } from '../bus/expiry';
import { EDUCATION_LABEL, EMPLOYMENT_STATUS_LABEL, isStaffActive, type StaffProfileRow } from './staff-rows';

/** The staff statistics (统计) and a credential's days left (the area: contract/people/staff.ts). */

/** 年龄段 of the statistics. */
export const AGE_BANDS = ['25岁以下', '25-29岁', '30-39岁', '40-49岁', '50岁及以上', '未知'] as const;
export function ageBand(birthday: string | null, today: string): (typeof AGE_BANDS)[number] {
  if (!birthday) return '未知';
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const age = ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
  return age < 25 ? '25岁以下' : age < 30 ? '25-29岁' : age < 40 ? '30-39岁' : age < 50 ? '40-49岁' : '50岁及以上';
}

export interface StaffRecordCount {
  label: string;
  value: number;
}
export interface StaffRecordStats {
  total: number;
  active: number;
  byStatus: StaffRecordCount[];
  byDepartment: StaffRecordCount[];
  byEducation: StaffRecordCount[];
  byAge: StaffRecordCount[];
}
/** 统计: every status; the rest count the members still serving (离职/退休 left out). */
export function staffStats(rows: readonly StaffProfileRow[], today: string): StaffRecordStats {
  const count = (names: readonly string[], of: (r: StaffProfileRow) => string, among: readonly StaffProfileRow[]) => {
    const m = new Map<string, number>(names.map((n) => [n, 0]));
    for (const r of among) m.set(of(r), (m.get(of(r)) ?? 0) + 1);
    return [...m].map(([label, value]) => ({ label, value }));
  };
  const active = rows.filter((r) => isStaffActive(r.status));
  const dept = (r: StaffProfileRow) => r.departmentName || '未分配部门';
  const departments = [...new Set(active.map(dept))].sort((a, b) => a.localeCompare(b, 'zh'));
  return {
    total: rows.length,
    active: active.length,
    byStatus: count(Object.values(EMPLOYMENT_STATUS_LABEL), (r) => EMPLOYMENT_STATUS_LABEL[r.status] ?? '其他', rows),
    byDepartment: count(departments, dept, active),
    byEducation: count(
      [...Object.values(EDUCATION_LABEL), '未填写'],
      (r) => (r.education === null ? '未填写' : (EDUCATION_LABEL[r.education] ?? '未填写')),
      active,
    ),
    byAge: count(AGE_BANDS, (r) => ageBand(r.birthday, today), active),
  };
}

/** Days left until a credential expires (negative: expired), null without an expiry. */
export const credentialDaysLeft = (expiry: string | null, today: string): number | null => (expiry ? daysBetween(today, expiry) : null);
