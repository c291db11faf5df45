import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { duePlanIds, runPromotionPlan } from './run-promotion-plan';

/** How often the server looks for due plans: on its timer, and at most this often when requests come in. */
export const PROMOTION_CHECK_MS = 60_000;

export interface PromotionScheduler {
  /** Runs every due plan (each in its own transaction) unless a check ran within PROMOTION_CHECK_MS of the clock. */
  runIfDue(opts?: { force?: boolean }): Promise<number>;
  stop(): void;
}

/**
 * Runs promotion plans on their day: at start, on a timer, and when a request comes after the last check went stale
 * (the app's clock decides, so tests move time). One check at a time per process; between processes the plan's row
 * lock and state make a second run do nothing.
 */
export function startPromotionScheduler(db: Db, clock: Clock, onError: (e: unknown) => void): PromotionScheduler {
  let lastCheck = Number.NEGATIVE_INFINITY;
  let running: Promise<number> | null = null;

  const check = async (): Promise<number> => {
    let ran = 0;
    for (const id of await duePlanIds(db, clock)) {
      try {
        if (await db.transaction((tx) => runPromotionPlan(tx, clock, id))) ran++;
      } catch (e) {
        onError(e);
      }
    }
    return ran;
  };
  const runIfDue = async ({ force = false } = {}): Promise<number> => {
    if (running) return running;
    const now = clock.now().getTime();
    if (!force && now - lastCheck < PROMOTION_CHECK_MS) return 0;
    lastCheck = now;
    running = check().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => void runIfDue().catch(onError), PROMOTION_CHECK_MS);
  timer.unref();
  return { runIfDue, stop: () => clearInterval(timer) };
}
