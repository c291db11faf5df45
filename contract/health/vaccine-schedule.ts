/**
 * The national immunisation programme schedule for children, as data: 《国家免疫规划疫苗儿童免疫程序及说明（2021年版）》
 * (国家卫生健康委, 2021). Each programme vaccine with its doses' recommended ages in months (出生 = 0, 4岁 = 48), and the
 * non-programme vaccines (非免疫规划) a school records but never counts as missing (docs/health.md, "疫苗接种").
 */

/** A group of vaccines that protect against one disease and replace each other (a child follows one series). */
export type VaccineGroup = 'HepB' | 'BCG' | 'Polio' | 'DTaP' | 'DT' | 'MMR' | 'JE' | 'MenA' | 'MenAC' | 'HepA' | 'Optional';

export interface VaccineDef {
  code: string;
  name: string;
  group: VaccineGroup;
  /** Recommended age of each dose, in completed months; empty for a non-programme vaccine. */
  doseMonths: readonly number[];
  /** Optional (非免疫规划): recorded, never missing. */
  optional?: true;
  /** Most doses a non-programme vaccine's record takes (a programme vaccine's series is its doseMonths). */
  maxDoses?: number;
  /** The series recorded when a school has no dose of either alternative (乙脑减毒, 甲肝减毒: the common ones). */
  preferred?: true;
}

export const VACCINES = [
  { code: 'HepB', name: '乙肝疫苗', group: 'HepB', doseMonths: [0, 1, 6] },
  { code: 'BCG', name: '卡介苗', group: 'BCG', doseMonths: [0] },
  { code: 'IPV', name: '脊灰灭活疫苗', group: 'Polio', doseMonths: [2, 3] },
  { code: 'bOPV', name: '脊灰减毒活疫苗', group: 'Polio', doseMonths: [4, 48] },
  { code: 'DTaP', name: '百白破疫苗', group: 'DTaP', doseMonths: [3, 4, 5, 18] },
  { code: 'DT', name: '白破疫苗', group: 'DT', doseMonths: [72] },
  { code: 'MMR', name: '麻腮风疫苗', group: 'MMR', doseMonths: [8, 18] },
  { code: 'JE-L', name: '乙脑减毒活疫苗', group: 'JE', doseMonths: [8, 24], preferred: true },
  // 乙脑灭活疫苗: two doses at 8 months, 7–10 days apart (the 说明), then 2 and 6 years.
  { code: 'JE-I', name: '乙脑灭活疫苗', group: 'JE', doseMonths: [8, 8, 24, 72] },
  { code: 'MPSV-A', name: 'A群流脑多糖疫苗', group: 'MenA', doseMonths: [6, 9] },
  { code: 'MPSV-AC', name: 'A群C群流脑多糖疫苗', group: 'MenAC', doseMonths: [36, 72] },
  { code: 'HepA-L', name: '甲肝减毒活疫苗', group: 'HepA', doseMonths: [18], preferred: true },
  { code: 'HepA-I', name: '甲肝灭活疫苗', group: 'HepA', doseMonths: [18, 24] },
  { code: 'Flu', name: '流感疫苗', group: 'Optional', doseMonths: [], optional: true, maxDoses: 9 },
  { code: 'VarV', name: '水痘疫苗', group: 'Optional', doseMonths: [], optional: true, maxDoses: 2 },
  { code: 'EV71', name: 'EV71疫苗（手足口病）', group: 'Optional', doseMonths: [], optional: true, maxDoses: 2 },
  { code: 'PCV', name: '肺炎球菌疫苗', group: 'Optional', doseMonths: [], optional: true, maxDoses: 4 },
  { code: 'Hib', name: 'Hib疫苗', group: 'Optional', doseMonths: [], optional: true, maxDoses: 4 },
  { code: 'RV', name: '轮状病毒疫苗', group: 'Optional', doseMonths: [], optional: true, maxDoses: 3 },
] as const satisfies readonly VaccineDef[];

export type VaccineCode = (typeof VACCINES)[number]['code'];
export const VACCINE_CODES = VACCINES.map((v) => v.code) as VaccineCode[];
const BY_CODE: ReadonlyMap<string, VaccineDef> = new Map(VACCINES.map((v) => [v.code, v]));
export const vaccineOf = (code: string): VaccineDef | undefined => BY_CODE.get(code);
export const isVaccineCode = (code: string): code is VaccineCode => BY_CODE.has(code);
/** The doses a record of this vaccine may number (the series, or a non-programme vaccine's maxDoses). */
export const seriesLength = (v: VaccineDef): number => (v.optional ? (v.maxDoses ?? 1) : v.doseMonths.length);

/** The programme's groups, in schedule order (one coverage line each). */
export const PROGRAMME_GROUPS = ['HepB', 'BCG', 'Polio', 'DTaP', 'DT', 'MMR', 'JE', 'MenA', 'MenAC', 'HepA'] as const;
export const GROUP_NAMES: Record<(typeof PROGRAMME_GROUPS)[number], string> = {
  HepB: '乙肝疫苗',
  BCG: '卡介苗',
  Polio: '脊灰疫苗',
  DTaP: '百白破疫苗',
  DT: '白破疫苗',
  MMR: '麻腮风疫苗',
  JE: '乙脑疫苗',
  MenA: 'A群流脑多糖疫苗',
  MenAC: 'A群C群流脑多糖疫苗',
  HepA: '甲肝疫苗',
};

/** 出生, 3月龄, 18月龄, 4岁 — the schedule's own words for an age. */
export function ageLabel(months: number): string {
  if (months === 0) return '出生';
  if (months >= 24 && months % 12 === 0) return `${months / 12}岁`;
  return `${months}月龄`;
}

/**
 * The grace rule (docs/health.md): a dose counts as missing once the child is a full month past its recommended
 * age, so a child checked days after a birthday is not flagged for the dose of that birthday.
 */
export const GRACE_MONTHS = 1;

/** Completed months of age on a day (YYYY-MM-DD): 2023-01-31 → 2023-02-28 is 0, → 2023-03-01 is 1. */
export function ageInMonths(birthday: string, day: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const months = (y - by) * 12 + (m - bm) - (d < bd ? 1 : 0);
  return Math.max(0, months);
}

/** A dose as the rules read it. */
export interface DoseFact {
  vaccine: string;
  doseNo: number;
  day: string;
}
/** A dose the child should have had by now and has not. */
export interface MissingDose {
  vaccine: VaccineCode;
  doseNo: number;
  /** Recommended age, months. */
  months: number;
}

/**
 * The series a child follows in a group with alternatives (乙脑, 甲肝; also 脊灰's IPV then bOPV is one series): the
 * alternative with more doses recorded, the preferred one when none or a tie.
 */
function seriesOf(group: VaccineGroup, counts: ReadonlyMap<string, number>): VaccineDef[] {
  const members = VACCINES.filter((v) => v.group === group) as readonly VaccineDef[];
  if (group === 'Polio' || members.length === 1) return [...members];
  const best = [...members].sort(
    (a, b) => (counts.get(b.code) ?? 0) - (counts.get(a.code) ?? 0) || (b.preferred ? 1 : 0) - (a.preferred ? 1 : 0),
  )[0];
  return best ? [best] : [];
}

/**
 * The programme doses a child is missing on `day`: every dose of the series the child follows whose recommended age
 * plus GRACE_MONTHS has been reached, not recorded (by its dose number) on or before `day`. Optional vaccines are
 * never missing.
 */
export function missingDoses(birthday: string, day: string, doses: readonly DoseFact[]): MissingDose[] {
  const age = ageInMonths(birthday, day);
  const given = new Set<string>();
  const counts = new Map<string, number>();
  for (const d of doses) {
    if (d.day > day) continue;
    given.add(`${d.vaccine}#${d.doseNo}`);
    counts.set(d.vaccine, (counts.get(d.vaccine) ?? 0) + 1);
  }
  const out: MissingDose[] = [];
  for (const group of PROGRAMME_GROUPS) {
    for (const v of seriesOf(group, counts)) {
      v.doseMonths.forEach((months, i) => {
        if (age >= months + GRACE_MONTHS && !given.has(`${v.code}#${i + 1}`))
          out.push({ vaccine: v.code as VaccineCode, doseNo: i + 1, months });
      });
    }
  }
  return out;
}

/** 乙脑减毒活疫苗 第2剂（2岁） — a dose as a notice and the lists name it. */
export const doseLabel = (m: MissingDose): string => `${vaccineOf(m.vaccine)?.name ?? m.vaccine} 第${m.doseNo}剂（${ageLabel(m.months)}）`;
