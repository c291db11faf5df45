/**
 * Builds contract/health/data/who-growth-lms.json, the WHO growth references' L, M and S values (docs/health.md, 健康档案),
 * from a CSV of the WHO's published expanded tables with the columns
 * source,age_group,name,sex,measurement_type,x_var_type,x,l,m,s (the numbers of Yannngn/pygrowthstandards'
 * data/pygrowthstandards_1.1.csv, gathered from the WHO's xlsx files; WHO 2007 months are given there as days,
 * month × 30.4375, rounded).
 *
 *   npx tsx scripts/who-growth-data.ts <that csv>
 *
 * Each table keeps L × 10⁴, M × 10⁴ and S × 10⁵ (the tables' own precision) as integers, each after the first as
 * the difference from the one before: neighbouring rows differ little, so the file stays small.
 */
import { readFileSync, writeFileSync } from 'node:fs';

type Row = { group: string; name: string; sex: string; kind: string; xType: string; x: number; l: number; m: number; s: number };
const rows: Row[] = readFileSync(process.argv[2] ?? '', 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split(','))
  .filter((c) => c[0] === 'who')
  .map((c) => ({
    group: c[1] ?? '',
    name: c[2] ?? '',
    sex: c[3] === 'M' ? '1' : '2',
    kind: c[4] ?? '',
    xType: c[5] ?? '',
    x: Number(c[6]),
    l: Number(c[7]),
    m: Number(c[8]),
    s: Number(c[9]),
  }));

const deltas = (values: number[]): number[] => values.map((v, i) => (i === 0 ? v : v - (values[i - 1] ?? 0)));
function table(picked: Row[], from: number, to: number, step: (r: Row) => number) {
  const byStep = new Map(picked.map((r) => [step(r), r]));
  const L: number[] = [];
  const M: number[] = [];
  const S: number[] = [];
  for (let i = from; i <= to; i++) {
    const r = byStep.get(i);
    if (!r) throw new Error(`missing row ${i}`);
    L.push(Math.round(r.l * 1e4));
    M.push(Math.round(r.m * 1e4));
    S.push(Math.round(r.s * 1e5));
  }
  return { from, to, L: deltas(L), M: deltas(M), S: deltas(S) };
}

const out: Record<string, ReturnType<typeof table>> = {};
const standards = (r: Row) => r.name === 'child_growth' && r.xType === 'age' && ['0-2', '2-5', '5-10'].includes(r.group);
const reference = (r: Row) => r.name === 'growth' && r.xType === 'age';
for (const sex of ['1', '2']) {
  for (const [key, kind] of [
    ['hfa', 'stature'],
    ['wfa', 'weight'],
    ['bfa', 'body_mass_index'],
  ] as const) {
    // WHO 2006, by day 0–1856 (the expanded tables' range).
    out[`${key}${sex}d`] = table(
      rows.filter((r) => standards(r) && r.sex === sex && r.kind === kind),
      0,
      1856,
      (r) => r.x,
    );
    // WHO 2007, by month 61–228 (weight-for-age to 120 months only).
    out[`${key}${sex}m`] = table(
      rows.filter((r) => reference(r) && r.sex === sex && r.kind === kind),
      61,
      key === 'wfa' ? 120 : 228,
      (r) => Math.round(r.x / 30.4375),
    );
  }
  // Weight-for-length (under two, 45–110 cm) and weight-for-height (two to five, 65–120 cm), by millimetre.
  for (const [key, group, from, to] of [
    ['wfl', '0-2', 450, 1100],
    ['wfh', '2-5', 650, 1200],
  ] as const) {
    out[`${key}${sex}`] = table(
      rows.filter((r) => r.group === group && r.name === 'child_growth' && r.kind === 'weight' && r.xType === 'stature' && r.sex === sex),
      from,
      to,
      (r) => Math.round(r.x * 10),
    );
  }
}
writeFileSync('contract/health/data/who-growth-lms.json', `${JSON.stringify(out)}\n`);
console.log(Object.keys(out).length, 'tables');
