import { and, asc, eq } from 'drizzle-orm';
import type { BusMessageKind, BusMessageStatus, BusTripMessage, BusTripMessagesQuery } from '@contract';
import { busTripMessages } from '../../../db/schema';
import type { AuthedContext } from '../../context';
import { assertSchoolInScope } from '../../school-scope';

/** The parents' messages of one trip (route and day), in the order they were written. */
export async function listTripMessages(ctx: AuthedContext, q: BusTripMessagesQuery): Promise<BusTripMessage[]> {
  assertSchoolInScope(ctx, q.schoolId);
  const rows = await ctx.db
    .select()
    .from(busTripMessages)
    .where(and(eq(busTripMessages.schoolId, q.schoolId), eq(busTripMessages.routeId, q.routeId), eq(busTripMessages.day, q.day)))
    .orderBy(asc(busTripMessages.createdAt), asc(busTripMessages.id));
  return rows.map((r) => ({
    id: r.id,
    eventId: r.eventId,
    studentId: r.studentId,
    studentName: r.studentName,
    kind: r.kind as BusMessageKind,
    text: r.text,
    phones: r.phones,
    status: r.status as BusMessageStatus,
    sentAt: r.sentAt?.toISOString() ?? null,
  }));
}
