import { chinaToday } from '@contract';
import type { Clock } from './clock';

/** How often the timer looks whether the China day has turned. */
export const DAILY_CHECK_MS = 15 * 60_000;

/** One of the day's jobs: returns how many things it did (reminders sent). */
export type DailyJob = () => Promise<number>;

export interface DailyScheduler {
  /** Runs the day's jobs unless they ran already on this China day (by the app's clock); `force` runs them anyway. */
  runIfDue(opts?: { force?: boolean }): Promise<number>;
  stop(): void;
}

/**
 * Runs `jobs`, one after another, at most once per China day of `clock`: the timer checks every DAILY_CHECK_MS whether
 * the day has turned, and whoever calls `runIfDue` (requests, so tests move time with the app's clock). One run at a
 * time per process; a failed run is tried again at the next check. Between processes and restarts the jobs keep
 * their own once-each keys in the database.
 */
export function startDailyScheduler(jobs: readonly DailyJob[], clock: Clock, onError: (e: unknown) => void): DailyScheduler {
  let lastDay = '';
  let running: Promise<number> | null = null;
  const runAll = async (): Promise<number> => {
    let done = 0;
    for (const job of jobs) done += await job();
    return done;
  };
  const runIfDue = async ({ force = false } = {}): Promise<number> => {
    if (running) return running;
    const today = chinaToday(clock.now());
    if (!force && today === lastDay) return 0;
    lastDay = today;
    running = runAll()
      .catch((e) => {
        lastDay = ''; // tried again at the next check
        throw e;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void runIfDue().catch(onError), DAILY_CHECK_MS);
  timer.unref();
  return { runIfDue, stop: () => clearInterval(timer) };
}
