import { FEVER_TENTHS } from './children';
import { type DayEvent, dayStates, isFever } from './children-day';

/**
 * A school day of attendance folded to what statistics need: each child's winning event of the day as one
 * character. The replica keeps one such summary per school and day (sync/attendance-days.ts), so the statistics
 * of a school year read 200 short rows instead of 60,000 events.
 *
 * `marks` is the children's ids (UUIDs, always 36 characters) each followed by its code:
 * '0' + (status | leaveType << 2 | fever << 4). Nothing else of the event counts in periodStats.
 */
export interface DaySummary {
  schoolId: number;
  day: string;
  /** The events of the school day it was made from: the stats reader compares it with the events held. */
  count: number;
  marks: string;
}

const ID_LENGTH = 36;
const STRIDE = ID_LENGTH + 1;
const CODE_BASE = 48;

/** The summary of one school day from all its events (any order: the winner is decided as dayStates does). */
export function summarizeDay(schoolId: number, day: string, events: readonly DayEvent[]): DaySummary {
  let marks = '';
  for (const e of dayStates(events).values()) {
    const code = e.status | (e.leaveType << 2) | (isFever(e.temperature) ? 16 : 0);
    marks += e.studentId + String.fromCharCode(CODE_BASE + code);
  }
  return { schoolId, day, count: events.length, marks };
}

/**
 * The winners a summary holds, as the events periodStats folds (one a child, so no id or stamp is needed to
 * decide between them; a fever keeps only its flag, as the threshold temperature).
 */
export function* summaryEvents(s: DaySummary): Generator<DayEvent> {
  for (let i = 0; i + STRIDE <= s.marks.length; i += STRIDE) {
    const code = s.marks.charCodeAt(i + ID_LENGTH) - CODE_BASE;
    yield {
      id: '',
      hlc: '',
      studentId: s.marks.slice(i, i + ID_LENGTH),
      day: s.day,
      status: code & 3,
      leaveType: (code >> 2) & 3,
      temperature: code & 16 ? FEVER_TENTHS : null,
    };
  }
}
