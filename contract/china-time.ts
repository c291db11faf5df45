/**
 * China time (UTC+8, no daylight saving): the days and times staff see are China's, whatever the device's or the
 * server's time zone. An instant stored as ISO (`2026-11-28T17:30:00.000Z`) is on 2026-11-29 in China: slicing its
 * text gives the UTC day, so every day or time shown or checked goes through here.
 */
export const CHINA_OFFSET_MS = 8 * 3600_000;

const shifted = (at: string | number | Date): string | null => {
  const ms = at instanceof Date ? at.getTime() : typeof at === 'number' ? at : Date.parse(at);
  return Number.isNaN(ms) ? null : new Date(ms + CHINA_OFFSET_MS).toISOString();
};

/** The China day 'YYYY-MM-DD' of an instant (ISO text, epoch ms or Date); '' when it is not one. */
export const chinaDay = (at: string | number | Date): string => shifted(at)?.slice(0, 10) ?? '';

/** An instant as 'YYYY-MM-DD HH:mm:ss' in China time, as the server writes its times; '' when it is not one. */
export const chinaDateTime = (at: string | number | Date): string => {
  const iso = shifted(at);
  return iso ? `${iso.slice(0, 10)} ${iso.slice(11, 19)}` : '';
};

/** Today in China, 'YYYY-MM-DD'. */
export const chinaToday = (now: Date = new Date()): string => chinaDay(now);
