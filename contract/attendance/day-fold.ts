/**
 * The rule every append-only attendance area settles a day by (children's 幼儿考勤, staff's 教职工考勤): a subject's
 * state for a day is its event with the greatest HLC stamp (contract/hlc.ts); ties, which only one device's
 * identical stamps could make, go to the greater event id. It depends on the set of events only, never on their
 * order of arrival, so every device holding the same events shows the same answer. The subject is whatever the
 * area's events are about (a child's id, a staff member's user id), read through `subjectOf`.
 */
export interface StampedEvent {
  id: string;
  day: string;
  hlc: string;
}

/** Whether `a` wins over `b`. */
export const winsOver = (a: StampedEvent, b: StampedEvent): boolean => a.hlc > b.hlc || (a.hlc === b.hlc && a.id > b.id);

/** The key of a subject's day in the maps foldDays makes. */
export const dayKey = (subject: string | number, day: string): string => `${subject}|${day}`;

/** Subject + day → the winning event. */
export function foldDays<E extends StampedEvent>(events: Iterable<E>, subjectOf: (e: E) => string | number): Map<string, E> {
  const out = new Map<string, E>();
  for (const e of events) {
    const k = dayKey(subjectOf(e), e.day);
    const held = out.get(k);
    if (!held || winsOver(e, held)) out.set(k, e);
  }
  return out;
}

/** A day's events in the order the rule settles them (the last one is the day's state): the day's history. */
export const settledOrder = <E extends StampedEvent>(events: readonly E[]): E[] => [...events].sort((a, b) => (winsOver(a, b) ? 1 : -1));

/** Attendance rate in percent with one decimal: `present` days over `recorded` days (0 with none recorded). */
export const ratePercent = (present: number, recorded: number): number =>
  recorded === 0 ? 0 : Math.round((present / recorded) * 1000) / 10;

/** A sheet for the xlsx kit: its name, a header row and the data rows. */
export interface SheetRows {
  name: string;
  header: string[];
  rows: (string | number)[][];
}
