import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { type DailyScheduler, startDailyScheduler } from '../lib/daily-scheduler';
import { sendExpiryReminders } from './bus/fleet/expiry-reminders';
import { sendExpenseReminders } from './finance/reminders/send-expense-reminders';
import { sendCredentialReminders } from './people/staff/credential-reminders';

/**
 * The areas' reminders in 通知, run at start and then once each China day (server/lib/daily-scheduler.ts), in this
 * order: the bus papers (contract/bus/expiry.ts), the staff credentials (教职工管理), the expense reminders (支出提醒).
 * Each keeps its own once-each keys, so a restart or a second process sends nothing twice. An area with a daily
 * reminder adds its job here.
 */
export function startDailyReminders(db: Db, clock: Clock, onError: (e: unknown) => void): DailyScheduler {
  const jobs = [() => sendExpiryReminders(db, clock), () => sendCredentialReminders(db, clock), () => sendExpenseReminders(db, clock)];
  return startDailyScheduler(jobs, clock, onError);
}
