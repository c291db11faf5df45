/**
 * `npm run bench`, 升班: one promotion of the bench school (100 classes, 49,900 children: 25 top classes whose
 * 12,475 children graduate) in one transaction, and its undo: the time a principal waits after 立即执行 or 撤销.
 * PGlite by default; PostgreSQL with BENCH_DATABASE_URL.
 */
import { uuidv7 } from '@contract';
import { eq } from 'drizzle-orm';
import { promotionPlans } from '../../server/db/schema';
import { systemClock } from '../../server/lib/clock';
import { runPromotionPlan } from '../../server/services/people/promotion/run-promotion-plan';
import { undoPromotion } from '../../server/services/people/promotion/undo-promotion';
import { withBenchDatabase } from './bench-database';
import { CLASSES, ROWS, SCHOOL_ID } from './bench-school';
import { loadConfig } from '../../server/config';
import { benchSize } from './bench-size';

const RUNS = benchSize(3, 1);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

await withBenchDatabase('promotion', async ({ db, benchUserId, database }) => {
  const ctx = {
    db,
    clock: systemClock,
    config: loadConfig({ NODE_ENV: 'test' }),
    session: {
      tokenHash: '',
      userId: benchUserId,
      schoolId: SCHOOL_ID,
      schoolIds: new Set([SCHOOL_ID]),
      expiresAt: new Date(Date.now() + 3_600_000),
    },
  };
  const runs: number[] = [];
  const undos: number[] = [];
  let graduated = 0;
  for (let i = 0; i < RUNS; i++) {
    const id = uuidv7();
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    await db.insert(promotionPlans).values({ id, schoolId: SCHOOL_ID, runOn: today, createdBy: benchUserId, createdAt: new Date() });
    let t0 = performance.now();
    await db.transaction((tx) => runPromotionPlan(tx, systemClock, id));
    runs.push(performance.now() - t0);
    const [plan] = await db.select().from(promotionPlans).where(eq(promotionPlans.id, id));
    graduated = plan?.graduated ?? 0;
    t0 = performance.now();
    await db.transaction((tx) => undoPromotion({ ...ctx, db: tx }, { id, schoolId: SCHOOL_ID }));
    undos.push(performance.now() - t0);
  }
  console.log(
    `升班 (${database.kind}): ${CLASSES} classes, ${(ROWS - CLASSES).toLocaleString('en')} children, ${graduated} graduate; ` +
      `run median ${median(runs).toFixed(0)} ms [${runs.map((x) => x.toFixed(0)).join(', ')}], ` +
      `undo median ${median(undos).toFixed(0)} ms [${undos.map((x) => x.toFixed(0)).join(', ')}]`,
  );
});
