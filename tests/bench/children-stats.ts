/**
 * `npm run bench`, children (issue 19): what 信息统计 costs on the device, computed from the replica's rows on every
 * change (a school of 3,000 children in 60 classes, a tenth of them left or graduated; target p95 ≤ 16 ms, one
 * frame), and the ID check the form, the services and the xlsx import run per row (2,000 rows: the import's dry run).
 */
import { performance } from 'node:perf_hooks';
import { type ClassRow, idNumberIssue, residentIdCheckChar, type StudentRow } from '@contract';
import { studentStats } from '../../src/features/people/students/student-stats';
import { benchSize } from './bench-size';

const CHILDREN = benchSize(3000, 30);
const CLASSES = 60;
const RUNS = benchSize(200, 1);
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0;

const classes: ClassRow[] = Array.from({ length: CLASSES }, (_, i) => ({
  id: `c${i}`,
  schoolId: 1,
  name: `班${i}`,
  grade: i % 6,
  sort: i,
  headTeacher: '',
  headTeacherId: null,
  assistants: [],
}));
const students = Array.from({ length: CHILDREN }, (_, i) => {
  const birthday = `${2019 + (i % 5)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;
  const first17 = `110105${birthday.replaceAll('-', '')}${String(i % 1000).padStart(3, '0')}`;
  return {
    id: `s${i}`,
    schoolId: 1,
    classId: `c${i % CLASSES}`,
    name: `幼儿${i}`,
    gender: (i % 2) + 1,
    birthday,
    status: i % 10 === 0 ? 2 + (i % 20 === 0 ? 1 : 0) : 1,
    idType: 0,
    idNumber: first17 + residentIdCheckChar(first17),
  } as unknown as StudentRow;
});

// Warm-up: the JIT compiles the loops before anything is timed.
for (let r = 0; r < 20; r++) studentStats(students, classes, '2026-06-01', 1);
const times: number[] = [];
for (let r = 0; r < RUNS; r++) {
  const t0 = performance.now();
  studentStats(students, classes, '2026-06-01', 1);
  times.push(performance.now() - t0);
}
console.log(
  `信息统计 of ${CHILDREN} children in ${CLASSES} classes: p50 ${pct(times, 0.5).toFixed(2)} ms, p95 ${pct(times, 0.95).toFixed(2)} ms (target ≤ 16 ms)`,
);

const rows = students.slice(0, 2000);
const idTimes: number[] = [];
let refused = 0;
for (let r = 0; r < 20; r++) {
  const t0 = performance.now();
  for (const s of rows) if (idNumberIssue(s.idType, s.idNumber, s.birthday)) refused++;
  idTimes.push(performance.now() - t0);
}
if (refused > 0) throw new Error(`${refused} valid ID numbers refused`);
console.log(`ID checks of 2,000 rows: p50 ${pct(idTimes, 0.5).toFixed(2)} ms, p95 ${pct(idTimes, 0.95).toFixed(2)} ms`);
