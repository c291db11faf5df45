import { and, desc, eq, ne } from 'drizzle-orm';
import {
  type BusMessageKind,
  type BusRouteRow,
  type BusTripEventRow,
  busUndoText,
  defaultBusSettings,
  renderBusTemplate,
  TRIP_KIND_LABEL,
  uuidv7,
} from '@contract';
import { busCars, busSettings, busStops, busTripMessages, guardians, students } from '../../db/schema';
import { localBusPushProvider } from '../../providers/bus-push/local-bus-push-provider';
import type { AuthedContext } from '../context';

const CHINA_OFFSET_MS = 8 * 3600_000;
/** 'HH:MM' in China time of the device's wall time (the server's clock when the device sent none). */
function chinaTime(createTime: string, fallback: Date): string {
  const t = Date.parse(createTime);
  return new Date((Number.isNaN(t) ? fallback.getTime() : t) + CHINA_OFFSET_MS).toISOString().slice(11, 16);
}

/**
 * The parents' message of a trip event, written and sent exactly once: a boarding or alighting (`tap` is the event)
 * from the school's push template, an undo (`tap` is the tap it takes back) of one of those that had its message as
 * a correction; other events tell parents nothing. The insert skips an event id already messaged (a unique index),
 * so a second push of the same event sends nothing. `names` spares the queries when the caller has them.
 */
export async function messageParents(
  ctx: AuthedContext,
  route: BusRouteRow,
  event: BusTripEventRow,
  tap: BusTripEventRow,
  names?: { child: string; stop: string },
): Promise<void> {
  if (!tap.studentId || !tap.stopId || (tap.kind !== 'board' && tap.kind !== 'alight')) return;
  if (event.kind === 'undo') {
    const [told] = await ctx.db.select({ id: busTripMessages.id }).from(busTripMessages).where(eq(busTripMessages.eventId, tap.id));
    if (!told) return;
  }
  const db = ctx.db;
  const studentId = tap.studentId;
  const stopId = tap.stopId;
  const name = names?.child ?? (await db.select({ name: students.name }).from(students).where(eq(students.id, studentId)))[0]?.name ?? '';
  const stopName = names?.stop ?? (await db.select({ name: busStops.name }).from(busStops).where(eq(busStops.id, stopId)))[0]?.name ?? '';
  const time = chinaTime(tap.createTime, ctx.clock.now());
  let text: string;
  if (event.kind === 'undo') text = busUndoText(name, stopName, time, TRIP_KIND_LABEL[tap.kind]);
  else {
    const [settings] = await db.select().from(busSettings).where(eq(busSettings.schoolId, event.schoolId));
    const s = settings ?? defaultBusSettings(event.schoolId);
    const [car] = route.carId ? await db.select({ plate: busCars.plate }).from(busCars).where(eq(busCars.id, route.carId)) : [];
    const template = tap.kind === 'board' ? s.boardingText : s.alightingText;
    text = renderBusTemplate(template, { 幼儿姓名: name, 站点: stopName, 时间: time, 车牌: car?.plate ?? '' });
  }
  const phones = await guardianPhones(ctx, event.schoolId, studentId);
  const kind: BusMessageKind = event.kind === 'undo' ? 'undo' : tap.kind;
  const [row] = await db
    .insert(busTripMessages)
    .values({
      id: uuidv7(),
      schoolId: event.schoolId,
      routeId: event.routeId,
      day: event.day,
      eventId: event.id,
      studentId,
      studentName: name,
      kind,
      text,
      phones,
      status: 'pending',
      createdAt: ctx.clock.now(),
    })
    .onConflictDoNothing({ target: busTripMessages.eventId })
    .returning();
  if (!row) return;
  const push = ctx.busPush ?? localBusPushProvider(ctx.clock);
  const outcome = await push
    .send({ id: row.id, schoolId: row.schoolId, studentId: row.studentId, phones, text })
    .then(({ sentAt }) => ({ status: 'sent', sentAt, error: '' }))
    .catch((e: unknown) => ({ status: 'failed', sentAt: null, error: e instanceof Error ? e.message : String(e) }));
  await db.update(busTripMessages).set(outcome).where(eq(busTripMessages.id, row.id));
}

/** The child's guardians with a phone, the primary contact first; each phone once. */
async function guardianPhones(ctx: AuthedContext, schoolId: number, studentId: string): Promise<string[]> {
  const rows = await ctx.db
    .select({ phone: guardians.phone })
    .from(guardians)
    .where(and(eq(guardians.schoolId, schoolId), eq(guardians.studentId, studentId), ne(guardians.phone, '')))
    .orderBy(desc(guardians.primary));
  return [...new Set(rows.map((r) => r.phone))];
}
