import type { Sex, WhoTables } from '@contract/health/growth';
import { growthFlags, growthScores } from '@contract/health/growth';
import type { CheckupRow } from '@contract/health/health-records';
import { countChild, emptyStats, latestByChild } from '@contract/health/health-stats';
import { loadWhoTables } from '../../../src/features/health/health-records/who-tables';

/** A school's children (2 to 7 years, both sexes) and their check-ups, made here. */
function school(children: number, perChild: number) {
  const kids = Array.from({ length: children }, (_, i) => ({
    id: `s${i}`,
    gender: ((i % 2) + 1) as Sex,
    birthday: `${2019 + (i % 5)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
  }));
  const checkups: CheckupRow[] = kids.flatMap((k, i) =>
    Array.from({ length: perChild }, (_, j) => ({
      id: `c${i}-${j}`,
      schoolId: 1,
      studentId: k.id,
      classId: `k${i % 30}`,
      kind: j === 0 ? 1 : 2,
      date: j === 0 ? '2026-03-02' : '2026-10-15',
      heightCm: 90 + (i % 35) + j,
      weightKg: 12 + (i % 13) + j * 0.5,
      headCm: null,
      haemoglobin: 100 + (i % 40),
      visionLeft: 4.9,
      visionRight: 4.8,
      eyeAppraisal: 1,
      hearing: 1,
      caries: i % 3,
      conclusion: '',
      doctor: '',
      note: '',
      updatedAt: '',
      updatedByName: '',
    })),
  );
  return { kids, checkups };
}

/** What the 健康档案 screens compute: every check-up's z-scores and tags (the record), then the school's statistics. */
function evaluate(tables: WhoTables, kids: ReturnType<typeof school>['kids'], checkups: CheckupRow[]) {
  const byId = new Map(kids.map((k) => [k.id, k]));
  let flagged = 0;
  for (const c of checkups) {
    const k = byId.get(c.studentId);
    if (!k) continue;
    const s = growthScores(tables, { sex: k.gender, birthday: k.birthday, date: c.date, heightCm: c.heightCm, weightKg: c.weightKg });
    flagged += growthFlags(s).length;
  }
  const latest = latestByChild(checkups);
  const stats = emptyStats();
  for (const k of kids) countChild(stats, tables, k, latest.get(k.id));
  return { flagged, checked: stats.checked };
}

const bench = async (children: number, perChild: number, runs: number) => {
  const t0 = performance.now();
  const tables = await loadWhoTables();
  const loadMs = performance.now() - t0;
  const { kids, checkups } = school(children, perChild);
  const times: number[] = [];
  let checked = 0;
  for (let r = 0; r < runs; r++) {
    const t = performance.now();
    checked = evaluate(tables, kids, checkups).checked;
    times.push(performance.now() - t);
  }
  return { loadMs, times, checkups: checkups.length, checked };
};

(window as unknown as { bench: typeof bench }).bench = bench;
(document.getElementById('state') as HTMLElement).textContent = 'ready';
