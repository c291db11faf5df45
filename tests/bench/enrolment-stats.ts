/**
 * Enrolment statistics bench (issue 19): the 招生统计 tab counts the replica's applications by state, intended grade
 * and month on every change (contract enrolmentStatistics). 20,000 applications (ten years of a large kindergarten
 * group), 50 runs; prints the median and p95. Target: p95 ≤ 16 ms (one frame). Figures are printed, never asserted.
 */
import { performance } from 'node:perf_hooks';
import { type EnrolmentRow, enrolmentStatistics } from '../../contract/people/enrolment';
import { benchSize } from './bench-size';

const N = Number(process.env.ENROLMENT_BENCH_ROWS ?? benchSize(20_000, 50));
const RUNS = benchSize(50, 1);

const start = Date.UTC(2016, 0, 1);
const rows: Pick<EnrolmentRow, 'status' | 'studentId' | 'grade' | 'createTime'>[] = Array.from({ length: N }, (_, i) => ({
  status: i % 3,
  studentId: i % 3 === 1 && i % 2 === 0 ? `s${i}` : null,
  grade: i % 6,
  createTime: new Date(start + ((i * 15_768_000_000) / N) * 20).toISOString(),
}));

const times: number[] = [];
let total = 0;
for (let r = 0; r < RUNS; r++) {
  const t0 = performance.now();
  total += enrolmentStatistics(rows).total;
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(2);
console.log(
  `enrolment statistics of ${N} applications: median ${at(0.5)} ms, p95 ${at(0.95)} ms (target p95 ≤ 16 ms) [${total / RUNS} counted]`,
);
