import { and, eq, gte, inArray, isNotNull, lte, notInArray } from 'drizzle-orm';
import { CREDENTIAL_LABEL, chinaToday, daysBetween, dueReminder, STAFF_EDIT, STAFF_INACTIVE } from '@contract';
import type { Db } from '../../../db/client';
import { memberships, staffCredentialReminders, staffCredentials, staffProfiles, users } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import { sendNotification } from '../../notifications/send-notification';
import { membersHolding } from '../../permissions/members-holding';

export const CREDENTIAL_REMINDER_TITLE = '教职工证书到期提醒';

/**
 * Sends today's credential reminders in 通知 (30 and 7 days before the expiry day, contract/bus/expiry.ts
 * `dueReminder`), each once, on the model of the bus reminders: per school one transaction claims the keys
 * (credential, expiry day, lead) and writes the notices of those it claimed, to the members who edit staff records
 * and to the holder. Members who left or retired are not reminded. Returns how many reminders went out.
 */
export async function sendCredentialReminders(db: Db, clock: Clock): Promise<number> {
  const now = clock.now();
  const today = chinaToday(now);
  const until = new Date(Date.parse(today) + 30 * 86_400_000).toISOString().slice(0, 10);
  const rows = await db
    .select({ c: staffCredentials, name: users.userName, profileName: staffProfiles.name })
    .from(staffCredentials)
    .innerJoin(memberships, and(eq(memberships.schoolId, staffCredentials.schoolId), eq(memberships.userId, staffCredentials.userId)))
    .innerJoin(users, eq(users.id, staffCredentials.userId))
    .leftJoin(staffProfiles, and(eq(staffProfiles.schoolId, staffCredentials.schoolId), eq(staffProfiles.userId, staffCredentials.userId)))
    .where(
      and(
        isNotNull(staffCredentials.expiry),
        gte(staffCredentials.expiry, today),
        lte(staffCredentials.expiry, until),
        notInArray(memberships.staffStatus, [...STAFF_INACTIVE]),
      ),
    );
  const due = rows.flatMap(({ c, name, profileName }) => {
    const lead = dueReminder(c.expiry, today);
    return c.expiry && lead ? [{ c, expiry: c.expiry, lead, name: profileName ?? name }] : [];
  });
  const bySchool = new Map<number, typeof due>();
  for (const d of due) bySchool.set(d.c.schoolId, [...(bySchool.get(d.c.schoolId) ?? []), d]);
  let sent = 0;
  for (const [schoolId, list] of bySchool) {
    sent += await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(staffCredentialReminders)
        .values(list.map((d) => ({ credentialId: d.c.id, schoolId, expiry: d.expiry, lead: d.lead, sentAt: now })))
        .onConflictDoNothing()
        .returning();
      if (claimed.length === 0) return 0;
      const mine = new Set(claimed.map((k) => `${k.credentialId} ${k.expiry} ${k.lead}`));
      const editors = await membersHolding(tx, schoolId, STAFF_EDIT);
      for (const d of list.filter((x) => mine.has(`${x.c.id} ${x.expiry} ${x.lead}`))) {
        const left = d.expiry === today ? '今天到期' : `还有${daysBetween(today, d.expiry)}天`;
        await sendNotification(tx, {
          schoolId,
          userIds: [...new Set([...editors, d.c.userId])],
          sender: { userId: null, name: '系统通知' },
          title: CREDENTIAL_REMINDER_TITLE,
          content: `${d.name}的${CREDENTIAL_LABEL[d.c.category] ?? '证书'}（编号${d.c.number}）将于${d.expiry}到期（${left}），请及时办理换证。`,
          createdAt: now,
        });
      }
      return mine.size;
    });
  }
  return sent;
}

/** The credentials of some schools' members (for the list calls). */
export const credentialsOf = (db: Db, schoolId: number, userIds?: readonly number[]) =>
  db
    .select()
    .from(staffCredentials)
    .where(and(eq(staffCredentials.schoolId, schoolId), userIds ? inArray(staffCredentials.userId, [...userIds]) : undefined));
