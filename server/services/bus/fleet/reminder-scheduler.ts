import { chinaToday } from '@contract';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { sendExpenseReminders } from '../../finance/reminders/send-expense-reminders';
import { sendCredentialReminders } from '../../people/staff/credential-reminders';
import { sendExpiryReminders } from './expiry-reminders';

/** How often the timer looks whether the China day has turned (a run per day; the keys in the DB keep it once). */
export const REMINDER_CHECK_MS = 15 * 60_000;

export interface ReminderScheduler {
  /** Sends the day's reminders unless they ran already on this China day (by the app's clock); `force` runs anyway. */
  runIfDue(opts?: { force?: boolean }): Promise<number>;
  stop(): void;
}

/**
 * Expiry reminders (contract/bus/expiry.ts: bus papers and staff credentials) and expense reminders
 * (contract/finance/reminders.ts) run at start, then once each China day: the timer checks every
 * REMINDER_CHECK_MS whether the day has turned, and requests too (like 升班 plans), so tests move time with the
 * app's clock. One run at a time per process; between processes and restarts the reminder keys keep each once.
 */
export function startReminderScheduler(db: Db, clock: Clock, onError: (e: unknown) => void): ReminderScheduler {
  let lastDay = '';
  let running: Promise<number> | null = null;
  const runIfDue = async ({ force = false } = {}): Promise<number> => {
    if (running) return running;
    const today = chinaToday(clock.now());
    if (!force && today === lastDay) return 0;
    lastDay = today;
    // The bus papers, the staff credentials (教职工管理), then the expense reminders (支出提醒): the same day, the
    // same once-each keys.
    running = sendExpiryReminders(db, clock)
      .then(async (bus) => bus + (await sendCredentialReminders(db, clock)))
      .then(async (n) => n + (await sendExpenseReminders(db, clock)))
      .catch((e) => {
        lastDay = ''; // tried again at the next check
        throw e;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void runIfDue().catch(onError), REMINDER_CHECK_MS);
  timer.unref();
  return { runIfDue, stop: () => clearInterval(timer) };
}
