/**
 * Growth evaluation (健康档案, docs/health.md): z-scores by the LMS method against the WHO Child Growth Standards
 * (2006, birth to five, by age in days) and the WHO Growth Reference 2007 (five to nineteen, by month), and the
 * classification the health report counts. Pure: the tables (contract/health/data/who-growth-lms.json, ~15 KB gzipped)
 * are given by the caller, which loads them lazily (the 健康档案 chunk only).
 */

/** 1 boy, 2 girl (the student row's gender). */
export type Sex = 1 | 2;

/** One decoded table: rows `from`…`to` (days, months or millimetres of length), L, M, S by row. */
export interface LmsTable {
  from: number;
  to: number;
  L: Float64Array;
  M: Float64Array;
  S: Float64Array;
}
export type WhoTables = Record<string, LmsTable>;
/** The file as committed: per table, L × 10⁴, M × 10⁴, S × 10⁵, each after the first as a difference. */
export type WhoTablesJson = Record<string, { from: number; to: number; L: number[]; M: number[]; S: number[] }>;

const undelta = (values: readonly number[], scale: number): Float64Array => {
  const out = new Float64Array(values.length);
  let acc = 0;
  for (let i = 0; i < values.length; i++) {
    acc += values[i] ?? 0;
    out[i] = acc / scale;
  }
  return out;
};
export const decodeWhoTables = (json: WhoTablesJson): WhoTables =>
  Object.fromEntries(
    Object.entries(json).map(([k, t]) => [k, { from: t.from, to: t.to, L: undelta(t.L, 1e4), M: undelta(t.M, 1e4), S: undelta(t.S, 1e5) }]),
  );

/** The last day of the WHO 2006 expanded tables; from the next day on, the 2007 reference by month. */
export const LAST_STANDARD_DAY = 1856;
/** Under five: before 60 months (1826 days, WHO's 30.4375-day month). */
export const FIVE_YEARS_DAYS = 1826;
/** Under two, length is measured lying (weight-for-length); from two, height standing (weight-for-height). */
export const TWO_YEARS_DAYS = 731;
const DAYS_PER_MONTH = 30.4375;

const dayNumber = (iso: string): number =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000;
/** Completed days from the birthday to the check-up day (both YYYY-MM-DD): what picks a WHO 2006 row. */
export const ageInDays = (birthday: string, on: string): number => Math.round(dayNumber(on) - dayNumber(birthday));
/** Completed months of an age in days (WHO 2007 rows). */
export const ageInMonths = (days: number): number => Math.floor(days / DAYS_PER_MONTH);

export interface Lms {
  L: number;
  M: number;
  S: number;
}
const row = (t: LmsTable | undefined, at: number): Lms | null => {
  if (!t || at < t.from || at > t.to || !Number.isInteger(at)) return null;
  const i = at - t.from;
  return { L: t.L[i] ?? 0, M: t.M[i] ?? 0, S: t.S[i] ?? 0 };
};

/** The value at a z-score of a row: M(1 + L·S·z)^(1/L). */
export const lmsValue = ({ L, M, S }: Lms, z: number): number => (L === 0 ? M * Math.exp(S * z) : M * (1 + L * S * z) ** (1 / L));

/** z = ((X/M)^L − 1) / (L·S) (ln(X/M)/S when L is 0). */
export const lmsZ = (x: number, { L, M, S }: Lms): number => (L === 0 ? Math.log(x / M) / S : ((x / M) ** L - 1) / (L * S));

/**
 * WHO's restricted application for the weight-based indicators: beyond ±3 the LMS curve's tail is not trusted, so
 * the distance past the ±3 SD value is measured in units of the distance between the ±2 and ±3 SD values
 * (SD23pos, SD23neg), as the WHO's software does.
 */
export function restrictedZ(x: number, lms: Lms): number {
  const z = lmsZ(x, lms);
  if (z > 3) {
    const sd3 = lmsValue(lms, 3);
    return 3 + (x - sd3) / (sd3 - lmsValue(lms, 2));
  }
  if (z < -3) {
    const sd3 = lmsValue(lms, -3);
    return -3 + (x - sd3) / (lmsValue(lms, -2) - sd3);
  }
  return z;
}

export type Indicator = 'hfa' | 'wfa' | 'bfa' | 'wfh';
/** The WHO row an indicator uses at an age (days) for a sex; for wfh `at` is the length or height in cm. */
export function whoRow(tables: WhoTables, indicator: Indicator, sex: Sex, days: number, heightCm?: number): Lms | null {
  if (days < 0) return null;
  if (indicator === 'wfh') {
    if (days >= FIVE_YEARS_DAYS || heightCm === undefined) return null;
    const key = days < TWO_YEARS_DAYS ? `wfl${sex}` : `wfh${sex}`;
    return row(tables[key], Math.round(heightCm * 10));
  }
  if (days <= LAST_STANDARD_DAY) return row(tables[`${indicator}${sex}d`], days);
  return row(tables[`${indicator}${sex}m`], ageInMonths(days));
}

export interface Measures {
  sex: Sex;
  birthday: string;
  date: string;
  heightCm: number | null;
  weightKg: number | null;
}
export interface GrowthScores {
  days: number;
  /** Length/height-for-age. */
  haz: number | null;
  /** Weight-for-age (to ten years). */
  waz: number | null;
  /** Weight-for-length/height (under five). */
  whz: number | null;
  /** BMI-for-age. */
  baz: number | null;
  bmi: number | null;
}

const round2 = (z: number | null): number | null => (z === null || !Number.isFinite(z) ? null : Math.round(z * 100) / 100);
export const bmiOf = (heightCm: number, weightKg: number): number => weightKg / (heightCm / 100) ** 2;

/** A check-up's z-scores (two decimals), null where the reference has no row or the measure is missing. */
export function growthScores(tables: WhoTables, m: Measures): GrowthScores {
  const days = ageInDays(m.birthday, m.date);
  const { heightCm: h, weightKg: w } = m;
  const at = (ind: Indicator, height?: number) => whoRow(tables, ind, m.sex, days, height);
  const hfa = h ? at('hfa') : null;
  const wfa = w ? at('wfa') : null;
  const wfh = h && w ? at('wfh', h) : null;
  const bmi = h && w ? bmiOf(h, w) : null;
  const bfa = bmi ? at('bfa') : null;
  return {
    days,
    haz: round2(hfa && h ? lmsZ(h, hfa) : null),
    waz: round2(wfa && w ? restrictedZ(w, wfa) : null),
    whz: round2(wfh && w ? restrictedZ(w, wfh) : null),
    baz: round2(bfa && bmi ? restrictedZ(bmi, bfa) : null),
    bmi: bmi === null ? null : Math.round(bmi * 10) / 10,
  };
}

/** The classification the health report counts (docs/health.md, 健康档案). */
export const GROWTH_FLAGS = {
  stunted: '生长迟缓',
  underweight: '低体重',
  wasted: '消瘦',
  overweight: '超重',
  obese: '肥胖',
} as const;
export type GrowthFlag = keyof typeof GROWTH_FLAGS;

/**
 * 生长迟缓 HAZ < −2, 低体重 WAZ < −2; under five by weight-for-length/height (消瘦 < −2, 超重 > +2, 肥胖 > +3), from
 * five by BMI-for-age (消瘦 < −2, 超重 > +1, 肥胖 > +2), WHO's cut-offs for each reference. 肥胖 is not also 超重.
 */
export function growthFlags(s: GrowthScores): GrowthFlag[] {
  const out: GrowthFlag[] = [];
  if (s.haz !== null && s.haz < -2) out.push('stunted');
  if (s.waz !== null && s.waz < -2) out.push('underweight');
  const underFive = s.days < FIVE_YEARS_DAYS;
  const z = underFive ? s.whz : s.baz;
  const [over, obese] = underFive ? [2, 3] : [1, 2];
  if (z !== null) {
    if (z < -2) out.push('wasted');
    else if (z > obese) out.push('obese');
    else if (z > over) out.push('overweight');
  }
  return out;
}

/**
 * Anaemia (WHO 2011, Haemoglobin concentrations for the diagnosis of anaemia): Hb below 110 g/L from 6 to 59
 * months, 115 g/L from 5 to 11 years, 120 g/L from 12 to 14 years. Under six months WHO gives no cut-off: null.
 */
export function anaemiaThreshold(days: number): number | null {
  const months = ageInMonths(days);
  if (months < 6) return null;
  if (months < 60) return 110;
  if (months < 144) return 115;
  return 120;
}
export const isAnaemic = (days: number, haemoglobin: number | null): boolean => {
  const limit = anaemiaThreshold(days);
  return haemoglobin !== null && limit !== null && haemoglobin < limit;
};

/**
 * Vision in the five-point notation (五分记录, GB/T 11533 标准对数视力表). Abnormal (《0～6岁儿童眼保健及视力检查
 * 服务规范（试行）》, 2021): below 4.7 at three, 4.8 at four, 4.9 from five, or the two eyes two lines (0.2) apart.
 */
export function visionAbnormal(days: number, left: number | null, right: number | null): boolean {
  if (left === null && right === null) return false;
  const years = Math.floor(ageInMonths(days) / 12);
  if (years < 3) return false;
  const expected = years === 3 ? 4.7 : years === 4 ? 4.8 : 4.9;
  const eyes = [left, right].filter((v): v is number => v !== null);
  if (eyes.some((v) => v < expected - 1e-9)) return true;
  return left !== null && right !== null && Math.abs(left - right) >= 0.2 - 1e-9;
}
