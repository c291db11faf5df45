import { createHash } from 'node:crypto';
import { BusPositionMsg, MAX_FIX_AHEAD_MS, MAX_FIX_SPEED_KMH } from '@contract';

/** A fix ready to store: integers as JT/T 808 sends them (degrees × 1e6, 0.1 km/h). */
export interface Fix {
  carId: string;
  schoolId: number;
  time: Date;
  lat: number;
  lng: number;
  speed: number;
  direction: number;
  altitude: number;
  alarm: number;
  status: number;
}

const CHINA_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;
/** The China day a fix belongs to (bus-days are China days: a school's morning run is one day). */
export const chinaDayOf = (d: Date): string => new Date(d.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
export const retentionStart = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS);

/** Why a fix is refused (a Chinese message), or null: ranges, and a time neither ahead of the clock nor past retention. */
export function fixIssue(
  f: Pick<Fix, 'time' | 'lat' | 'lng' | 'speed' | 'direction' | 'altitude'>,
  now: Date,
  days: number,
): string | null {
  if (Number.isNaN(f.time.getTime())) return BusPositionMsg.time;
  if (f.time.getTime() > now.getTime() + MAX_FIX_AHEAD_MS) return BusPositionMsg.future;
  if (f.time < retentionStart(now, days)) return BusPositionMsg.tooOld(days);
  if (!(Math.abs(f.lat) <= 90e6)) return BusPositionMsg.lat;
  if (!(Math.abs(f.lng) <= 180e6)) return BusPositionMsg.lng;
  if (!(f.speed >= 0 && f.speed <= MAX_FIX_SPEED_KMH * 10)) return BusPositionMsg.speed;
  if (!(f.direction >= 0 && f.direction <= 359)) return BusPositionMsg.direction;
  if (!(f.altitude >= -1000 && f.altitude <= 10000)) return BusPositionMsg.altitude;
  return null;
}

/** Auth codes and tracker keys are random and long: a plain SHA-256 keeps them unreadable from the database. */
export const secretHash = (secret: string): string => createHash('sha256').update(secret).digest('hex');
