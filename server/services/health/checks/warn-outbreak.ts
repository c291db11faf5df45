import { uuidv7 } from '@contract/ids';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { CLASS_CARE } from '@contract/health/class-care';
import { OUTBREAK_CHILDREN, OUTBREAK_DAYS, SYMPTOMS, symptomBits, type HealthCheckRow } from '@contract/health/checks';
import { outbreakDays } from '@contract/health/checks-day';
import { classes, students } from '../../../db/schema';
import { healthChecks, outbreakWarnings } from '../../../db/schema/health/checks';
import { recordChanges } from '../../../replication/change-log';
import { toOutbreakWarningRow } from '../../../replication/health/checks-rows';
import type { AuthedContext } from '../../context';
import { sendNotification } from '../../notifications/send-notification';
import { membersHolding } from '../../permissions/members-holding';

const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** '传染病预警：大一班 3天内2名幼儿出现发热'. */
export const outbreakTitle = (className: string, children: number, symptom: string): string =>
  `传染病预警：${className} ${OUTBREAK_DAYS}天内${children}名幼儿出现${symptom}`;

/**
 * The outbreak warning of 《托儿所幼儿园卫生保健工作规范》's infectious-disease watch: when a check records a symptom
 * and two or more children of the class had it within three days (the check's day and the two before), the health
 * doctors and the principal (who hold 晨午检:recordAny) hear of it in 通知 at once. Once per class and symptom in a
 * three-day span: a warning of the same class and symptom within two days either side stands for this one. Any check
 * that recorded the symptom counts, even one a later check of the day replaced: a warning errs on the side of telling.
 */
export async function warnOutbreak(ctx: AuthedContext, check: HealthCheckRow): Promise<void> {
  const bits = symptomBits(check.symptoms);
  if (bits.length === 0) return;
  // The class row locked: two checks of the class raising the same warning at once see each other's.
  const [cls] = await ctx.db.select({ name: classes.name }).from(classes).where(eq(classes.id, check.classId)).for('update');
  if (!cls) return;
  const days = outbreakDays(check.day, OUTBREAK_DAYS);
  const first = days[days.length - 1] as string;
  const last = addDays(check.day, OUTBREAK_DAYS - 1);
  for (const bit of bits) {
    const mask = 1 << bit;
    const hits = await ctx.db
      .selectDistinct({ studentId: healthChecks.studentId, name: students.name })
      .from(healthChecks)
      .innerJoin(students, eq(students.id, healthChecks.studentId))
      .where(
        and(
          eq(healthChecks.schoolId, check.schoolId),
          eq(healthChecks.classId, check.classId),
          inArray(healthChecks.day, days),
          sql`(${healthChecks.symptoms} & ${mask}) <> 0`,
        ),
      );
    if (hits.length < OUTBREAK_CHILDREN) continue;
    const [raised] = await ctx.db
      .select({ id: outbreakWarnings.id })
      .from(outbreakWarnings)
      .where(
        and(
          eq(outbreakWarnings.classId, check.classId),
          eq(outbreakWarnings.symptom, bit),
          gte(outbreakWarnings.day, first),
          lte(outbreakWarnings.day, last),
        ),
      );
    if (raised) continue;
    const symptom = SYMPTOMS[bit] as string;
    const title = outbreakTitle(cls.name, hits.length, symptom);
    const content = `${first}至${check.day}，${cls.name}有${hits.length}名幼儿晨午检出现${symptom}：${hits.map((h) => h.name).join('、')}。请保健医生及时排查，做好隔离、消毒和因病缺勤追踪。`;
    const [stored] = await ctx.db
      .insert(outbreakWarnings)
      .values({
        id: uuidv7(),
        schoolId: check.schoolId,
        classId: check.classId,
        symptom: bit,
        day: check.day,
        children: hits.length,
        title,
        content,
        createdAt: ctx.clock.now(),
      })
      .returning();
    if (!stored) continue;
    await recordChanges(ctx.db, check.schoolId, [{ table: 'outbreakWarnings', op: 'put', row: toOutbreakWarningRow(stored) }]);
    await sendNotification(ctx.db, {
      schoolId: check.schoolId,
      userIds: await membersHolding(ctx.db, check.schoolId, CLASS_CARE.checks.any),
      sender: { userId: null, name: '晨午检' },
      title,
      content,
      createdAt: ctx.clock.now(),
    });
  }
}
