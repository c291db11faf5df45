import { type GrowthFlag, growthFlags, growthScores, isAnaemic, type Sex, visionAbnormal, type WhoTables } from './growth';
import type { CheckupRow } from './health-records';

/**
 * The figures of a health report (docs/health.md, 健康档案 统计): over the children of a class or the school, each
 * child counted once, by their latest check-up in the period. 体检率 is of the children; the growth rates of the
 * children checked; 贫血率, 龋齿率 and 视力异常率 of those whose haemoglobin, teeth or eyes were examined.
 */
export interface HealthStats {
  children: number;
  checked: number;
  flags: Record<GrowthFlag, number>;
  hbTested: number;
  anaemic: number;
  teethChecked: number;
  caries: number;
  eyesChecked: number;
  visionAbnormal: number;
}

export interface StatChild {
  id: string;
  gender: Sex;
  birthday: string;
}

export const emptyStats = (): HealthStats => ({
  children: 0,
  checked: 0,
  flags: { stunted: 0, underweight: 0, wasted: 0, overweight: 0, obese: 0 },
  hbTested: 0,
  anaemic: 0,
  teethChecked: 0,
  caries: 0,
  eyesChecked: 0,
  visionAbnormal: 0,
});

/** Each child's latest check-up (by day, then id) among `checkups`. */
export function latestByChild(checkups: readonly CheckupRow[]): Map<string, CheckupRow> {
  const out = new Map<string, CheckupRow>();
  for (const c of checkups) {
    const had = out.get(c.studentId);
    if (!had || c.date > had.date || (c.date === had.date && c.id > had.id)) out.set(c.studentId, c);
  }
  return out;
}

/** Adds one child (and their latest check-up, if any) to the figures. */
export function countChild(stats: HealthStats, tables: WhoTables, child: StatChild, c: CheckupRow | undefined): void {
  stats.children++;
  if (!c) return;
  stats.checked++;
  const scores = growthScores(tables, {
    sex: child.gender,
    birthday: child.birthday,
    date: c.date,
    heightCm: c.heightCm,
    weightKg: c.weightKg,
  });
  for (const f of growthFlags(scores)) stats.flags[f]++;
  if (c.haemoglobin !== null) {
    stats.hbTested++;
    if (isAnaemic(scores.days, c.haemoglobin)) stats.anaemic++;
  }
  if (c.caries !== null) {
    stats.teethChecked++;
    if (c.caries > 0) stats.caries++;
  }
  if (c.visionLeft !== null || c.visionRight !== null) {
    stats.eyesChecked++;
    if (visionAbnormal(scores.days, c.visionLeft, c.visionRight)) stats.visionAbnormal++;
  }
}

/** A rate as a report prints it: 12.5%, or — when nobody was counted. */
export const rateText = (n: number, of: number): string => (of === 0 ? '—' : `${Math.round((n / of) * 1000) / 10}%`);

/** The report's columns, in order: header and the figure of a stats row. */
export const STAT_COLUMNS: readonly { header: string; value: (s: HealthStats) => string | number }[] = [
  { header: '在园人数', value: (s) => s.children },
  { header: '体检人数', value: (s) => s.checked },
  { header: '体检率', value: (s) => rateText(s.checked, s.children) },
  { header: '低体重率', value: (s) => rateText(s.flags.underweight, s.checked) },
  { header: '生长迟缓率', value: (s) => rateText(s.flags.stunted, s.checked) },
  { header: '消瘦率', value: (s) => rateText(s.flags.wasted, s.checked) },
  { header: '超重率', value: (s) => rateText(s.flags.overweight, s.checked) },
  { header: '肥胖率', value: (s) => rateText(s.flags.obese, s.checked) },
  { header: '贫血率', value: (s) => rateText(s.anaemic, s.hbTested) },
  { header: '龋齿率', value: (s) => rateText(s.caries, s.teethChecked) },
  { header: '视力异常率', value: (s) => rateText(s.visionAbnormal, s.eyesChecked) },
];
