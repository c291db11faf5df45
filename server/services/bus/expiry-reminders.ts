import { and, eq, gte, isNotNull, lte, or } from 'drizzle-orm';
import { chinaToday, dueReminder, type ReminderLead } from '@contract';
import type { Db } from '../../db/client';
import { busCars, busDrivers, busExpiryReminders } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { sendNotification } from '../notifications/send-notification';
import { membersHolding } from '../permissions/members-holding';

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

/**
 * Sends today's expiry reminders in 通知, each once: its key (thing, kind, expiry day, lead) is claimed in the same
 * transaction as the notices, so a restart, a second process or a second run the same day sends nothing again,
 * and a changed expiry day is a new key. Returns how many reminders went out.
 */
export async function sendExpiryReminders(db: Db, clock: Clock): Promise<number> {
  const now = clock.now();
  const today = chinaToday(now);
  let sent = 0;
  for (const due of await dueToday(db, today)) {
    const claimed = await db.transaction(async (tx) => {
      const [key] = await tx
        .insert(busExpiryReminders)
        .values({ schoolId: due.schoolId, kind: due.kind, subjectId: due.subjectId, expiry: due.expiry, lead: due.lead, sentAt: now })
        .onConflictDoNothing()
        .returning({ id: busExpiryReminders.id });
      if (!key) return false;
      const left = due.expiry === today ? '今天到期' : `还有${Math.round((Date.parse(due.expiry) - Date.parse(today)) / 86_400_000)}天`;
      await sendNotification(tx, {
        schoolId: due.schoolId,
        userIds: await membersHolding(tx, due.schoolId, REMINDER_PERMISSION),
        sender: { userId: null, name: '系统通知' },
        title: REMINDER_TITLE,
        content: KINDS[due.kind](due.thing, due.expiry, left),
        createdAt: now,
      });
      return true;
    });
    if (claimed) sent++;
  }
  return sent;
}
