import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { sendMedicationReminders } from './send-medication-reminders';

/** How often the timer looks whether a minute has turned: a reminder goes out within a minute of its time. */
export const MEDICATION_TICK_MS = 60_000;

export interface MedicationReminderScheduler {
  /** Sends the reminders due, at most once per minute of the app's clock unless `force`. */
  runIfDue(opts?: { force?: boolean }): Promise<number>;
  stop(): void;
}

/**
 * 喂药提醒 each minute (docs/health.md): a timer, and any request after the app's clock moved to another minute (so
 * a test that moves the clock sees the reminder at once). One run at a time per process; the once-each keys live in
 * the database (send-medication-reminders.ts), so restarts and a second process send nothing twice.
 */
export function startMedicationReminders(db: Db, clock: Clock, onError: (e: unknown) => void): MedicationReminderScheduler {
  let lastMinute = -1;
  let running: Promise<number> | null = null;
  const runIfDue = async ({ force = false } = {}): Promise<number> => {
    if (running) return running;
    const minute = Math.floor(clock.now().getTime() / 60_000);
    if (!force && minute === lastMinute) return 0;
    lastMinute = minute;
    running = sendMedicationReminders(db, clock)
      .catch((e) => {
        lastMinute = -1; // tried again at the next tick
        throw e;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void runIfDue().catch(onError), MEDICATION_TICK_MS);
  timer.unref();
  return { runIfDue, stop: () => clearInterval(timer) };
}
