import { schoolYearOfDate } from '../term';

/** Terms a device holds of a windowed scope (contract/scopes.ts) by default: the current one and the one before. */
export const SYNC_WINDOW_TERMS = 2;

const dayBefore = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * The first day a windowed scope's rows replicate on `today` ('YYYY-MM-DD'): the start of the term `terms - 1`
 * before the current one, by the calendar rule of contract/term.ts. It moves forward as terms pass; a device then
 * drops its rows older than the new start, with no reset (the server no longer sends them).
 */
export function syncWindowStart(today: string, terms: number = SYNC_WINDOW_TERMS): string {
  let { startsOn } = schoolYearOfDate(today);
  for (let i = 1; i < terms; i++) startsOn = schoolYearOfDate(dayBefore(startsOn)).startsOn;
  return startsOn;
}

/** The day a windowed row counts for: the date part of its date field; null when it has none. */
export const rowDay = (value: unknown): string | null =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;
