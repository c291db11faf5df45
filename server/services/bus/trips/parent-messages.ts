import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
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
import { busCars, busSettings, busStops, busTripMessages, guardians, students } from '../../../db/schema';
import { localBusPushProvider } from '../../../providers/bus-push/local-bus-push-provider';
import type { AuthedContext } from '../../context';

const CHINA_OFFSET_MS = 8 * 3600_000;
/** 'HH:MM' in China time of the device's wall time (the server's clock when the device sent none). */
function chinaTime(createTime: string, fallback: Date): string {
  const t = Date.parse(createTime);
  return new Date((Number.isNaN(t) ? fallback.getTime() : t) + CHINA_OFFSET_MS).toISOString().slice(11, 16);
}

/** An event that may tell parents something: `tap` is the event itself, or for an undo the tap it takes back. */
export interface MessageCause {
  event: BusTripEventRow;
  tap: BusTripEventRow;
  /** Known already (a tap read them to check them): spares the queries. */
  names?: { child: string; stop: string } | undefined;
}

/**
 * The parents' messages of a route's trip events, written and sent exactly once: a boarding or alighting from the
 * school's push template, an undo of one of those that had its message as a correction; other events tell parents
 * nothing. The insert skips an event id already messaged (a unique index), so a second push of the same event sends
 * nothing. Many events at once (a push of a trip's offline taps) cost the same few statements as one.
 */
export async function messageParents(ctx: AuthedContext, route: BusRouteRow, causes: readonly MessageCause[]): Promise<void> {
  let told = causes.filter(({ tap }) => tap.studentId && tap.stopId && (tap.kind === 'board' || tap.kind === 'alight'));
  const undoneTaps = told.filter((c) => c.event.kind === 'undo').map((c) => c.tap.id);
  if (undoneTaps.length > 0) {
    const messaged = await ctx.db
      .select({ eventId: busTripMessages.eventId })
      .from(busTripMessages)
      .where(inArray(busTripMessages.eventId, undoneTaps));
    const had = new Set(messaged.map((m) => m.eventId));
    told = told.filter((c) => c.event.kind !== 'undo' || had.has(c.tap.id));
  }
  if (told.length === 0) return;
  const schoolId = route.schoolId;
  const words = await wordsFor(ctx, route, told);
  const phones = await guardianPhones(ctx, schoolId, [...new Set(told.map((c) => c.tap.studentId as string))]);
  const now = ctx.clock.now();
  const drafts = told.map(({ event, tap, names }) => {
    const studentId = tap.studentId as string;
    const child = names?.child ?? words.children.get(studentId) ?? '';
    const stop = names?.stop ?? words.stops.get(tap.stopId as string) ?? '';
    const time = chinaTime(tap.createTime, now);
    const kind: BusMessageKind = event.kind === 'undo' ? 'undo' : (tap.kind as 'board' | 'alight');
    const text =
      kind === 'undo'
        ? busUndoText(child, stop, time, TRIP_KIND_LABEL[tap.kind])
        : renderBusTemplate(kind === 'board' ? words.boarding : words.alighting, {
            幼儿姓名: child,
            站点: stop,
            时间: time,
            车牌: words.plate,
          });
    return {
      id: uuidv7(),
      schoolId,
      routeId: event.routeId,
      day: event.day,
      eventId: event.id,
      studentId,
      studentName: child,
      kind,
      text,
      phones: phones.get(studentId) ?? [],
      status: 'pending',
      createdAt: now,
    };
  });
  const stored = await ctx.db.insert(busTripMessages).values(drafts).onConflictDoNothing({ target: busTripMessages.eventId }).returning();
  if (stored.length === 0) return;
  const push = ctx.busPush ?? localBusPushProvider(ctx.clock);
  const outcomes = await Promise.all(
    stored.map((row) =>
      push
        .send({ id: row.id, schoolId: row.schoolId, studentId: row.studentId, phones: row.phones, text: row.text })
        .then(({ sentAt }) => ({ id: row.id, status: 'sent', sentAt: sentAt.toISOString(), error: '' }))
        .catch((e: unknown) => ({ id: row.id, status: 'failed', sentAt: null, error: e instanceof Error ? e.message : String(e) })),
    ),
  );
  // Every outcome in one statement.
  const values = sql.join(
    outcomes.map((o) => sql`(${o.id}::uuid, ${o.status}, ${o.sentAt}::timestamptz, ${o.error})`),
    sql`, `,
  );
  await ctx.db.execute(sql`
    UPDATE ${busTripMessages} AS m SET status = v.status, sent_at = v.sent_at, error = v.error
    FROM (VALUES ${values}) AS v(id, status, sent_at, error) WHERE m.id = v.id`);
}

/** The names the causes lack, and for taps the school's templates and the route's plate. */
async function wordsFor(ctx: AuthedContext, route: BusRouteRow, causes: readonly MessageCause[]) {
  const db = ctx.db;
  const unnamed = causes.filter((c) => !c.names).map((c) => c.tap);
  const childIds = [...new Set(unnamed.map((t) => t.studentId as string))];
  const stopIds = [...new Set(unnamed.map((t) => t.stopId as string))];
  const children = childIds.length
    ? await db.select({ id: students.id, name: students.name }).from(students).where(inArray(students.id, childIds))
    : [];
  const stops = stopIds.length
    ? await db.select({ id: busStops.id, name: busStops.name }).from(busStops).where(inArray(busStops.id, stopIds))
    : [];
  let boarding = '';
  let alighting = '';
  let plate = '';
  if (causes.some((c) => c.event.kind !== 'undo')) {
    const [settings] = await db.select().from(busSettings).where(eq(busSettings.schoolId, route.schoolId));
    const s = settings ?? defaultBusSettings(route.schoolId);
    boarding = s.boardingText;
    alighting = s.alightingText;
    const [car] = route.carId ? await db.select({ plate: busCars.plate }).from(busCars).where(eq(busCars.id, route.carId)) : [];
    plate = car?.plate ?? '';
  }
  return {
    children: new Map(children.map((c) => [c.id, c.name])),
    stops: new Map(stops.map((s) => [s.id, s.name])),
    boarding,
    alighting,
    plate,
  };
}

/** Each child's guardians with a phone, the primary contact first; each phone once. */
async function guardianPhones(ctx: AuthedContext, schoolId: number, studentIds: string[]): Promise<Map<string, string[]>> {
  const rows = await ctx.db
    .select({ studentId: guardians.studentId, phone: guardians.phone })
    .from(guardians)
    .where(and(eq(guardians.schoolId, schoolId), inArray(guardians.studentId, studentIds), ne(guardians.phone, '')))
    .orderBy(desc(guardians.primary));
  const out = new Map<string, string[]>();
  for (const r of rows) {
    const list = out.get(r.studentId) ?? [];
    if (!list.includes(r.phone)) list.push(r.phone);
    out.set(r.studentId, list);
  }
  return out;
}
