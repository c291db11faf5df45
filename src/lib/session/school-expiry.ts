import { StorageKey } from './storage';

export interface SchoolExpiry {
  expirationTime: string | null;
  schoolIds: number[];
}

/** SPEC §4: an answer with code 2225 carries the expiry time and the expired schools' ids; keep them. */
export function storeSchoolExpiry(data: unknown): void {
  // Checked by hand rather than with zod: every failing call may pass here, and zod is no part of the login page.
  if (!data || typeof data !== 'object') return;
  const { expirationTime, schoolIds } = data as Record<string, unknown>;
  if (typeof expirationTime === 'string' || typeof expirationTime === 'number') {
    localStorage.setItem(StorageKey.schoolExpiryTime, String(expirationTime));
  }
  const ids = Array.isArray(schoolIds)
    ? schoolIds.filter((id): id is number => typeof id === 'number')
    : typeof schoolIds === 'string'
      ? schoolIds.split(',').map(Number).filter(Number.isInteger)
      : null;
  if (ids) localStorage.setItem(StorageKey.schoolExpiryIds, ids.join(','));
}

export function readSchoolExpiry(): SchoolExpiry {
  const ids = localStorage.getItem(StorageKey.schoolExpiryIds);
  return {
    expirationTime: localStorage.getItem(StorageKey.schoolExpiryTime),
    schoolIds: ids ? ids.split(',').map(Number).filter(Number.isInteger) : [],
  };
}

/** Device preference: the day the expiry reminder was last dismissed, per user and school. */
export const expiryReminderKey = (userId: number, schoolId: number) => `yw.pref.expiryReminder.${userId}.${schoolId}`;

/** Once an order is paid (SPEC §4, order payment) the stored expiry and the school's reminder flag go. */
export function clearSchoolExpiry(reminder?: { userId: number; schoolId: number }): void {
  localStorage.removeItem(StorageKey.schoolExpiryTime);
  localStorage.removeItem(StorageKey.schoolExpiryIds);
  if (reminder) localStorage.removeItem(expiryReminderKey(reminder.userId, reminder.schoolId));
}
