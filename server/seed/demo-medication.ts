import { and, asc, eq, inArray } from 'drizzle-orm';
import { formatHlc, GUARDIAN_RELATIONS, STUDENT_STATUS, uuidv7 } from '@contract';
import { chinaDay } from '@contract/china-time';
import { addDay, doseDueMs, MISSED_GRACE_MIN } from '@contract/health/medication';
import { classes, guardians, students } from '../db/schema';
import { medicationDoses, medicationOrders } from '../db/schema/health/medication';
import type { RecordedChange } from '../replication/change-log';
import { recordChanges } from '../replication/change-log';
import { toMedicationDoseRow, toMedicationOrderRow } from '../replication/health/medication-rows';
import type { DemoSeedContext } from './demo-seed-context';

const SCHOOL_ID = 101;

/** [class, nth enrolled child, medicine, dose, method, timings, first day (days before the seed day), days, 提前]. */
const ORDERS = [
  ['大一班', 0, '阿莫西林颗粒', '1包', 1, [2, 4], -3, 3, 15],
  ['大一班', 2, '小儿止咳糖浆', '5ml', 1, [4], -2, 2, 30],
  ['大一班', 1, '妥布霉素滴眼液', '每眼1滴', 3, [1, 3, 5], 1, 3, 10],
  ['中一班', 0, '布洛芬混悬液', '4ml', 1, [4, 6], -1, 2, 20],
] as const;

/**
 * 喂药登记's demo (school 101, docs/health.md): four entrustments, three of them in 李晓雯's (jiaoshi) 大一班; every
 * dose before the seed day given 10–20 minutes after its time by the class's teacher (or the health doctor), except
 * the first child's 午餐后 dose of yesterday, left 漏服. 大一班 has no dose on the seed day itself (its next starts the
 * day after), so no 喂药提醒 reaches jiaoshi while the tests that count her notices run; 中一班's goes to the health
 * doctor. A handful of rows: the first sync stays small.
 */
export async function seedDemoMedication({ tx, seedAt, userIds }: DemoSeedContext): Promise<void> {
  const teacher = userIds.get('jiaoshi');
  const doctor = userIds.get('baojian');
  if (teacher === undefined || doctor === undefined) return;
  const today = chinaDay(seedAt);
  const classRows = await tx.select({ id: classes.id, name: classes.name }).from(classes).where(eq(classes.schoolId, SCHOOL_ID));
  const classIds = new Map(classRows.map((c) => [c.name, c.id]));
  const changes: RecordedChange[] = [];
  for (const [cls, nth, medicine, dose, method, timings, start, days, remindBefore] of ORDERS) {
    const classId = classIds.get(cls);
    if (!classId) continue;
    const kids = await tx
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.classId, classId), eq(students.status, STUDENT_STATUS.enrolled)))
      .orderBy(asc(students.id));
    const kid = kids[nth];
    if (!kid) continue;
    const [guardian] = await tx
      .select()
      .from(guardians)
      .where(inArray(guardians.studentId, [kid.id]))
      .orderBy(asc(guardians.relation));
    const ours = cls === '大一班';
    const by = ours ? { id: teacher, name: '李晓雯' } : { id: doctor, name: '孙静' };
    const startDay = addDay(today, start);
    // Entrusted at the door, before the first dose of its first day (the one starting tomorrow: today).
    const createdAt = new Date(Math.min(doseDueMs(startDay, 1), seedAt.getTime()) - 3_600_000);
    const [order] = await tx
      .insert(medicationOrders)
      .values({
        id: uuidv7(createdAt.getTime()),
        schoolId: SCHOOL_ID,
        studentId: kid.id,
        classId,
        medicine,
        dose,
        method,
        timings: [...timings],
        startDay,
        days,
        remindBefore,
        guardianName: guardian?.name ?? '家长',
        guardianRelation: guardian ? GUARDIAN_RELATIONS[guardian.relation as keyof typeof GUARDIAN_RELATIONS] : '',
        note: method === 3 ? '左右眼各一滴，滴后闭眼片刻' : '饭后温水送服',
        createdBy: by.id,
        creatorName: by.name,
        createTime: createdAt.toISOString(),
        createdAt,
      })
      .returning();
    if (!order) continue;
    changes.push({ table: 'medicationOrders', op: 'put', row: toMedicationOrderRow(order) });
    const given = [];
    for (let d = start; d < 0 && d < start + days; d++)
      for (const timing of timings) {
        const day = addDay(today, d);
        if (nth === 0 && ours && d === -1 && timing === 4) continue; // 漏服
        const at = doseDueMs(day, timing) + (((d * 7 + timing * 3) % MISSED_GRACE_MIN) + 30) * 20_000;
        given.push({
          id: uuidv7(at),
          schoolId: SCHOOL_ID,
          orderId: order.id,
          studentId: kid.id,
          classId,
          day,
          timing,
          hlc: formatHlc({ wall: at, counter: 0, node: 'seed' }),
          recordedBy: by.id,
          recorderName: by.name,
          createTime: new Date(at).toISOString(),
          createdAt: new Date(at),
        });
      }
    if (given.length > 0)
      for (const r of await tx.insert(medicationDoses).values(given).returning())
        changes.push({ table: 'medicationDoses', op: 'put', row: toMedicationDoseRow(r) });
  }
  await recordChanges(tx, SCHOOL_ID, changes);
}
