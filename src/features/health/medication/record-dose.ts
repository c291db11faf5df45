import type { MedicationGiveInput } from '@contract/health/medication';
import { uuidv7 } from '@contract/ids';
import type { SyncDb } from '@sync/db';
import { eventStamp } from '@/lib/replica/event-stamp';

/** The args of one dose given: the event's id and the device's stamps (its HLC orders two tablets' records). */
export async function doseArgs(
  db: SyncDb,
  schoolId: number,
  slot: { orderId: string; day: string; timing: number },
  extra: { photo?: string; note?: string } = {},
): Promise<MedicationGiveInput> {
  return { id: uuidv7(), schoolId, ...slot, photo: extra.photo ?? '', note: extra.note ?? '', ...(await eventStamp(db)) };
}
