import { z } from 'zod';
import { StorageKey } from './storage';

const expiryInfoSchema = z.object({
  expirationTime: z.union([z.string(), z.number()]).optional(),
  schoolIds: z.union([z.array(z.number()), z.string()]).optional(),
});

export interface SchoolExpiry {
  expirationTime: string | null;
  schoolIds: number[];
}

/** SPEC §4: an answer with code 2225 carries the expiry time and the expired schools' ids; keep them. */
export function storeSchoolExpiry(data: unknown): void {
  const parsed = expiryInfoSchema.safeParse(data);
  if (!parsed.success) return;
  const { expirationTime, schoolIds } = parsed.data;
  if (expirationTime !== undefined) localStorage.setItem(StorageKey.schoolExpiryTime, String(expirationTime));
  if (schoolIds !== undefined) {
    const ids = Array.isArray(schoolIds) ? schoolIds : schoolIds.split(',').map(Number).filter(Number.isInteger);
    localStorage.setItem(StorageKey.schoolExpiryIds, ids.join(','));
  }
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
