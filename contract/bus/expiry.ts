/**
 * Expiry of a car's insurance and inspection and a driver's licence: the lists colour the days (orange within
 * EXPIRY_SOON_DAYS, red once past) and the server reminds the fleet's editors in 通知 30 and 7 days ahead.
 * Days are China days ('YYYY-MM-DD', UTC+8 all year), compared as text.
 */
export const BUS_REMINDER_LEADS = [30, 7] as const;
export type ReminderLead = (typeof BUS_REMINDER_LEADS)[number];
export const EXPIRY_SOON_DAYS = 30;

const DAY_MS = 86_400_000;
/** Today in China for a moment. */
export { chinaToday } from '../china-time';
/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

export type ExpiryState = 'expired' | 'soon' | null;
export function expiryState(day: string | null, today: string): ExpiryState {
  if (!day) return null;
  const left = daysBetween(today, day);
  return left < 0 ? 'expired' : left <= EXPIRY_SOON_DAYS ? 'soon' : null;
}

/**
 * The reminder due today for a day that expires, or null: 7 within the last week, 30 within the month before
 * (a server that was down on the day still sends it late; once in the last week only the 7-day one is due).
 */
export function dueReminder(day: string | null, today: string): ReminderLead | null {
  if (!day) return null;
  const left = daysBetween(today, day);
  if (left < 0) return null;
  return left <= 7 ? 7 : left <= 30 ? 30 : null;
}
