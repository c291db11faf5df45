import { and, eq, gte, isNotNull, lte, or } from 'drizzle-orm';
import { chinaToday, dueReminder, type ReminderLead } from '@contract';
import type { Db } from '../../../db/client';
import { busCars, busDrivers, busExpiryReminders } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import { sendNotification } from '../../notifications/send-notification';
import { membersHolding } from '../../permissions/members-holding';

/** Who hears of a day that expires: the members who edit the fleet in that school. */
export const REMINDER_PERMISSION = '/HQGL/ZHXC/XCJBSZ:edit';
export const REMINDER_TITLE = '校车证件到期提醒';

const KINDS = {
  insurance: (thing: string, day: string, left: string) => `车辆${thing}的保险将于${day}到期（${left}），请及时续保。`,
  inspection: (thing: string, day: string, left: string) => `车辆${thing}的年检将于${day}到期（${left}），请及时安排年检。`,
  licence: (thing: string, day: string, left: string) => `司机${thing}的驾驶证将于${day}到期（${left}），请提醒其及时换证。`,
} as const;
type Kind = keyof typeof KINDS;
interface Due {
  schoolId: number;
  kind: Kind;
  subjectId: string;
  thing: string;
  expiry: string;
  lead: ReminderLead;
}

/** Cars and drivers in use whose day falls within the next 30 days (a handful per school: read at once). */
async function dueToday(db: Db, today: string): Promise<Due[]> {
  const until = new Date(Date.parse(today) + 30 * 86_400_000).toISOString().slice(0, 10);
  const within = (col: typeof busCars.insuranceExpiry | typeof busCars.inspectionExpiry) =>
    and(isNotNull(col), gte(col, today), lte(col, until));
  const cars = await db
    .select()
    .from(busCars)
    .where(and(eq(busCars.status, 1), or(within(busCars.insuranceExpiry), within(busCars.inspectionExpiry))));
  const drivers = await db
    .select()
    .from(busDrivers)
    .where(and(eq(busDrivers.status, 1), gte(busDrivers.licenceExpiry, today), lte(busDrivers.licenceExpiry, until)));
  const things = [
    ...cars.flatMap((c) => [
      { schoolId: c.schoolId, kind: 'insurance' as const, subjectId: c.id, thing: c.plate, expiry: c.insuranceExpiry },
      { schoolId: c.schoolId, kind: 'inspection' as const, subjectId: c.id, thing: c.plate, expiry: c.inspectionExpiry },
    ]),
    ...drivers.map((d) => ({ schoolId: d.schoolId, kind: 'licence' as const, subjectId: d.id, thing: d.name, expiry: d.licenceExpiry })),
  ];
  return things.flatMap((t) => {
    const lead = dueReminder(t.expiry, today);
    return t.expiry && lead ? [{ ...t, expiry: t.expiry, lead }] : [];
  });
}

const keyOf = (d: { kind: string; subjectId: string; expiry: string; lead: number }) => `${d.kind} ${d.subjectId} ${d.expiry} ${d.lead}`;

/**
 * Sends today's expiry reminders in 通知, each once: per school, one transaction claims the reminders' keys (thing,
 * kind, expiry day, lead) and writes the notices of those it claimed, so a restart, a second process or a second
 * run the same day sends nothing again, and a changed expiry day is a new key. Returns how many reminders went out.
 */
export async function sendExpiryReminders(db: Db, clock: Clock): Promise<number> {
  const now = clock.now();
  const today = chinaToday(now);
  const bySchool = new Map<number, Due[]>();
  for (const d of await dueToday(db, today)) bySchool.set(d.schoolId, [...(bySchool.get(d.schoolId) ?? []), d]);
  let sent = 0;
  for (const [schoolId, due] of bySchool) {
    sent += await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(busExpiryReminders)
        .values(due.map((d) => ({ schoolId, kind: d.kind, subjectId: d.subjectId, expiry: d.expiry, lead: d.lead, sentAt: now })))
        .onConflictDoNothing()
        .returning();
      if (claimed.length === 0) return 0;
      const mine = new Set(claimed.map(keyOf));
      const userIds = await membersHolding(tx, schoolId, REMINDER_PERMISSION);
      for (const d of due.filter((x) => mine.has(keyOf(x)))) {
        const left = d.expiry === today ? '今天到期' : `还有${Math.round((Date.parse(d.expiry) - Date.parse(today)) / 86_400_000)}天`;
        await sendNotification(tx, {
          schoolId,
          userIds,
          sender: { userId: null, name: '系统通知' },
          title: REMINDER_TITLE,
          content: KINDS[d.kind](d.thing, d.expiry, left),
          createdAt: now,
        });
      }
      return mine.size;
    });
  }
  return sent;
}
