import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { chinaToday } from '@contract';
import {
  addDay,
  doseDueMs,
  doseExpected,
  MAX_DAYS,
  MEDICATION_REMINDER_TITLE,
  MISSED_GRACE_MIN,
  ORDER_STATUS,
  orderDays,
  reminderContent,
  reminderMs,
} from '@contract/health/medication';
import type { Db } from '../../../db/client';
import { memberships } from '../../../db/schema';
import { medicationDoses, medicationOrders, medicationReminders } from '../../../db/schema/health/medication';
import { classes, students } from '../../../db/schema/people/school-records';
import type { Clock } from '../../../lib/clock';
import { toMedicationOrderRow } from '../../../replication/health/medication-rows';
import { sendNotification } from '../../notifications/send-notification';

interface Due {
  order: ReturnType<typeof toMedicationOrderRow>;
  day: string;
  timing: number;
}

/**
 * The minute scheduler's job (medication-reminder-scheduler.ts): for each active entrustment, each dose whose
 * reminder time (its time − the order's 提前 minutes) has come, not yet recorded given and not yet past its time +
 * the grace (a reminder for a dose long over, after the server was down, would only confuse), ONE 喂药提醒 to the
 * class's teachers (head and assistants) and whoever entrusted it, members of the school. Per school one transaction
 * claims the (order, day, timing) keys with INSERT … ON CONFLICT DO NOTHING and sends the notices of the keys it
 * claimed only: a second run, a restart or a second process sends nothing again. Returns how many doses were
 * reminded.
 */
export async function sendMedicationReminders(db: Db, clock: Clock): Promise<number> {
  const now = clock.now();
  const nowMs = now.getTime();
  const today = chinaToday(now);
  const orders = (
    await db
      .select()
      .from(medicationOrders)
      .where(
        and(
          eq(medicationOrders.status, ORDER_STATUS.active),
          lte(medicationOrders.startDay, today),
          gte(medicationOrders.startDay, addDay(today, -MAX_DAYS)),
        ),
      )
  ).map(toMedicationOrderRow);
  const dues: Due[] = [];
  for (const order of orders)
    for (const day of orderDays(order)) {
      if (day !== today) continue;
      for (const timing of order.timings) {
        const remindAt = reminderMs(day, timing, order.remindBefore);
        const lateAt = doseDueMs(day, timing) + MISSED_GRACE_MIN * 60_000;
        if (remindAt <= nowMs && nowMs <= lateAt && doseExpected(order, day, timing)) dues.push({ order, day, timing });
      }
    }
  if (dues.length === 0) return 0;
  const orderIds = [...new Set(dues.map((d) => d.order.id))];
  const [sent, given] = await Promise.all([
    db
      .select({ orderId: medicationReminders.orderId, day: medicationReminders.day, timing: medicationReminders.timing })
      .from(medicationReminders)
      .where(and(inArray(medicationReminders.orderId, orderIds), eq(medicationReminders.day, today))),
    db
      .select({ orderId: medicationDoses.orderId, day: medicationDoses.day, timing: medicationDoses.timing })
      .from(medicationDoses)
      .where(and(inArray(medicationDoses.orderId, orderIds), eq(medicationDoses.day, today))),
  ]);
  const done = new Set([...sent, ...given].map((k) => `${k.orderId} ${k.day} ${k.timing}`));
  const bySchool = new Map<number, Due[]>();
  for (const d of dues)
    if (!done.has(`${d.order.id} ${d.day} ${d.timing}`)) bySchool.set(d.order.schoolId, [...(bySchool.get(d.order.schoolId) ?? []), d]);
  let count = 0;
  for (const [schoolId, list] of bySchool) {
    count += await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(medicationReminders)
        .values(list.map((d) => ({ orderId: d.order.id, schoolId, day: d.day, timing: d.timing, sentAt: now })))
        .onConflictDoNothing()
        .returning({ orderId: medicationReminders.orderId, timing: medicationReminders.timing });
      if (claimed.length === 0) return 0;
      const mine = new Set(claimed.map((k) => `${k.orderId} ${k.timing}`));
      const classIds = [...new Set(list.map((d) => d.order.classId))];
      const studentIds = [...new Set(list.map((d) => d.order.studentId))];
      const [classRows, childRows, memberRows] = [
        await tx.select().from(classes).where(inArray(classes.id, classIds)),
        await tx.select({ id: students.id, name: students.name }).from(students).where(inArray(students.id, studentIds)),
        await tx.select({ userId: memberships.userId }).from(memberships).where(eq(memberships.schoolId, schoolId)),
      ];
      const members = new Set(memberRows.map((m) => m.userId));
      for (const d of list.filter((x) => mine.has(`${x.order.id} ${x.timing}`))) {
        const cls = classRows.find((c) => c.id === d.order.classId);
        const teachers = [cls?.headTeacherId ?? null, ...(cls?.assistants ?? []).map((a) => a.id), d.order.createdBy];
        const userIds = [...new Set(teachers.filter((u): u is number => u !== null && members.has(u)))];
        const child = childRows.find((c) => c.id === d.order.studentId)?.name ?? '';
        await sendNotification(tx, {
          schoolId,
          userIds,
          sender: { userId: null, name: '系统通知' },
          title: MEDICATION_REMINDER_TITLE,
          content: reminderContent(d.order, child, cls?.name ?? '', d.timing),
          createdAt: now,
        });
      }
      return mine.size;
    });
  }
  return count;
}
