import { type DoseFact, doseLabel, GROUP_NAMES, type MissingDose, missingDoses, PROGRAMME_GROUPS, vaccineOf } from './vaccine-schedule';

/**
 * 入托查验's figures (docs/health.md "疫苗接种"), worked out from the replica's rows on the screen and from the
 * database for the 补种通知: pure, so both say the same.
 */

export interface VaccChild {
  id: string;
  name: string;
  classId: string | null;
  birthday: string | null;
}
export interface VaccCheck {
  studentId: string;
  day: string;
}
type Dose = DoseFact & { studentId: string };

export interface ChildStatus {
  child: VaccChild;
  /** Doses missing on the day asked. */
  missing: MissingDose[];
  /** The day the certificate was checked, or null. */
  checkedOn: string | null;
  /** Checked and missing doses on the check day (counting the doses given by then): needed catching up. */
  needed: boolean;
  /** Needed, and every dose missing at the check is now recorded. */
  caughtUp: boolean;
  /** Any dose recorded: a child with none has no certificate entered yet (未录入), not a certificate with gaps. */
  entered: boolean;
}

const byStudent = <T extends { studentId: string }>(rows: readonly T[]) => {
  const m = new Map<string, T[]>();
  for (const r of rows) m.set(r.studentId, [...(m.get(r.studentId) ?? []), r]);
  return m;
};

/** Each child's status on `day`. A child without a birthday has no age: nothing is counted missing. */
export function childStatuses(
  children: readonly VaccChild[],
  doses: readonly Dose[],
  checks: readonly VaccCheck[],
  day: string,
): ChildStatus[] {
  const dosesOf = byStudent(doses);
  const checkOf = new Map(checks.map((c) => [c.studentId, c.day]));
  return children.map((child) => {
    const own = dosesOf.get(child.id) ?? [];
    const checkedOn = checkOf.get(child.id) ?? null;
    const missing = child.birthday ? missingDoses(child.birthday, day, own) : [];
    const atCheck = child.birthday && checkedOn ? missingDoses(child.birthday, checkedOn, own) : [];
    const recorded = new Set(own.map((d) => `${d.vaccine}#${d.doseNo}`));
    const needed = atCheck.length > 0;
    const caughtUp = needed && atCheck.every((m) => recorded.has(`${m.vaccine}#${m.doseNo}`));
    return { child, missing, checkedOn, needed, caughtUp, entered: own.length > 0 };
  });
}

export interface CoverageLine {
  group: (typeof PROGRAMME_GROUPS)[number];
  name: string;
  /** Checked children with every dose of this vaccine due at their age. */
  complete: number;
  /** The children checked (查验人数): coverage is the check's finding. */
  children: number;
}
export interface VaccSummary {
  children: number;
  checked: number;
  needed: number;
  caughtUp: number;
  /** Children with a certificate entered and missing at least one dose on the day. */
  missingChildren: number;
  /** Children with no dose recorded (certificate not entered). */
  notEntered: number;
  coverage: CoverageLine[];
}

export function vaccSummary(statuses: readonly ChildStatus[]): VaccSummary {
  const groupOf = (code: string) => vaccineOf(code)?.group;
  const checked = statuses.filter((s) => s.checkedOn !== null);
  const coverage = PROGRAMME_GROUPS.map((group) => ({
    group,
    name: GROUP_NAMES[group],
    complete: checked.filter((s) => !s.missing.some((m) => groupOf(m.vaccine) === group)).length,
    children: checked.length,
  }));
  return {
    children: statuses.length,
    checked: checked.length,
    needed: statuses.filter((s) => s.needed).length,
    caughtUp: statuses.filter((s) => s.caughtUp).length,
    missingChildren: statuses.filter((s) => s.entered && s.missing.length > 0).length,
    notEntered: statuses.filter((s) => !s.entered).length,
    coverage,
  };
}

/** 96.5% (one decimal), or — when there is nothing to divide by. */
export const rateText = (n: number, of: number): string => (of === 0 ? '—' : `${(Math.round((n / of) * 1000) / 10).toFixed(1)}%`);

/** The 接种率统计 export: the school's rates, then a line per programme vaccine. */
export function coverageExportTable(s: VaccSummary, day: string, schoolName: string) {
  const rows: (string | number)[][] = [
    ['查验率', `${s.checked}/${s.children}`, rateText(s.checked, s.children)],
    ['补种率', `${s.caughtUp}/${s.needed}`, rateText(s.caughtUp, s.needed)],
    ['', '', ''],
    ...s.coverage.map((c) => [c.name, `${c.complete}/${c.children}`, rateText(c.complete, c.children)]),
  ];
  return {
    title: `接种率统计（${schoolName} ${day}）`,
    headers: ['项目', '人数', '比率'],
    rows,
    widths: [24, 14, 12],
  };
}

/** The missing doses as one line: 乙脑减毒活疫苗 第2剂（2岁）、A群C群流脑多糖疫苗 第1剂（3岁）. */
export const missingText = (missing: readonly MissingDose[]): string => missing.map(doseLabel).join('、');
