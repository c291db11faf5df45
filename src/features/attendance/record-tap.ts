import type { AttendanceRecordInput } from '@contract/attendance/children';
import { uuidv7 } from '@contract/ids';
import type { SyncDb } from '@sync/db';
import { eventStamp } from '@/lib/replica/event-stamp';

export type Tap = Pick<AttendanceRecordInput, 'studentId' | 'status' | 'leaveType' | 'reason' | 'temperature'>;

/**
 * The args of one tap: the event's id and the device's stamps (src/lib/replica/event-stamp.ts), the wall time
 * kept for the history. The day is the sheet's, not the clock's: a teacher may fill in yesterday's sheet.
 */
export async function tapArgs(db: SyncDb, schoolId: number, day: string, tap: Tap, id: string = uuidv7()): Promise<AttendanceRecordInput> {
  return { id, schoolId, day, ...(await eventStamp(db)), ...tap };
}
