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

/** Once the orders are paid (SPEC §4, order payment) the stored expiry goes. */
export function clearSchoolExpiry(): void {
  localStorage.removeItem(StorageKey.schoolExpiryTime);
  localStorage.removeItem(StorageKey.schoolExpiryIds);
}
