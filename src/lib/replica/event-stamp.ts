import type { SyncDb } from '@sync/db';
import { stampHlc } from '@sync/hlc-clock';

/**
 * The stamps of a new append-only event (a tap of the attendance sheets or the boarding app): the device's HLC
 * (sync/hlc-clock.ts), which orders it, and its wall time, which is shown and never used to order.
 */
export async function eventStamp(db: SyncDb, now: number = Date.now()): Promise<{ hlc: string; createTime: string }> {
  return { hlc: await stampHlc(db, now), createTime: new Date(now).toISOString() };
}

/** Today on this device, 'YYYY-MM-DD' in local time (a sheet's or a trip's default day). */
export function localToday(now: Date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}
