import { and, eq, lt, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { changeLog, syncHorizons } from '../db/schema';

/** Tombstones are kept this long; a client offline for longer resets and pulls its schools from zero. */
export const TOMBSTONE_HORIZON_MS = 30 * 24 * 60 * 60 * 1000;

/** Drops tombstones older than the horizon and records, per school, the cursor below which a client must reset. */
export async function compactTombstones(db: Db, now: Date, keepMs = TOMBSTONE_HORIZON_MS): Promise<number> {
  const before = new Date(now.getTime() - keepMs);
  return db.transaction(async (tx) => {
    const old = and(eq(changeLog.op, 'del'), lt(changeLog.createdAt, before));
    const bySchool = await tx
      .select({ schoolId: changeLog.schoolId, top: max(changeLog.id) })
      .from(changeLog)
      .where(old)
      .groupBy(changeLog.schoolId);
    for (const { schoolId, top } of bySchool) {
      if (top === null) continue;
      // A client that has seen this tombstone (cursor >= top) missed nothing; one behind it may have.
      const cursor = Number(top);
      await tx
        .insert(syncHorizons)
        .values({ schoolId, cursor })
        .onConflictDoUpdate({ target: syncHorizons.schoolId, set: { cursor: sql`greatest(${syncHorizons.cursor}, ${cursor})` } });
    }
    const deleted = await tx.delete(changeLog).where(old).returning({ id: changeLog.id });
    return deleted.length;
  });
}
