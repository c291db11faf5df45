import { and, eq, inArray } from 'drizzle-orm';
import { addDays, seededRandom } from '@contract';
import { chinaDay } from '@contract/china-time';
import { vaccineDoseId } from '@contract/health/vaccinations';
import { ageInMonths, VACCINES, type VaccineDef } from '@contract/health/vaccine-schedule';
import { classes, students } from '../db/schema';
import { vaccineChecks, vaccineDoses } from '../db/schema/health/vaccinations';
import { type RecordedChange, recordChanges } from '../replication/change-log';
import { toVaccineCheckRow, toVaccineDoseRow } from '../replication/health/vaccinations-rows';
import type { DemoSeedContext } from './demo-seed-context';

const SCHOOL_ID = 101;
/**
 * The classes whose certificates the health doctor has entered: one of each age (the others are still to do, which
 * keeps the demo's first sync small: a certificate is about twenty doses).
 */
const CLASSES = ['大一班', '中一班', '小一班', '托一班'];
const PLACES = ['市妇幼保健院', '街道社区卫生服务中心', '区疾控预防接种门诊'];

/** The day `months` calendar months after `day` (the 31st falls back to the month's last day). */
function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const [ny, nm] = [Math.floor(total / 12), (total % 12) + 1];
  const last = new Date(Date.UTC(ny, nm, 0)).getUTCDate();
  return `${ny}-${String(nm).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/**
 * 疫苗接种 for the kindergarten 101 (docs/health.md "疫苗接种"): the certificates of four classes entered by the
 * health doctor (孙静, baojian) and checked about ten weeks ago; most children are complete for their age, some
 * miss a dose or two (乙脑 2岁, 流脑 AC 3岁, 麻腮风 2…), a few of them caught up after the check (补种), some follow
 * the inactivated 乙脑 or 甲肝 series, and some had optional vaccines (流感, 水痘, EV71).
 */
export async function seedDemoVaccinations({ tx, seedAt, userIds }: DemoSeedContext): Promise<void> {
  const rand = seededRandom(20261129);
  const today = chinaDay(seedAt);
  const checkDay = addDays(today, -70);
  const stamp = { updatedBy: userIds.get('baojian') ?? null, updatedByName: '孙静', updatedAt: seedAt };
  const kids = await tx
    .select({ id: students.id, birthday: students.birthday })
    .from(students)
    .innerJoin(classes, eq(classes.id, students.classId))
    .where(and(eq(students.schoolId, SCHOOL_ID), inArray(classes.name, CLASSES)));
  const doses: (typeof vaccineDoses.$inferInsert)[] = [];
  const checks: (typeof vaccineChecks.$inferInsert)[] = [];
  for (const kid of kids) {
    const inactivatedJe = rand() < 0.15;
    const inactivatedHepA = rand() < 0.2;
    const series = (VACCINES as readonly VaccineDef[]).filter(
      (v) =>
        !v.optional &&
        (v.group === 'JE'
          ? v.code === (inactivatedJe ? 'JE-I' : 'JE-L')
          : v.group === 'HepA'
            ? v.code === (inactivatedHepA ? 'HepA-I' : 'HepA-L')
            : true),
    );
    const age = ageInMonths(kid.birthday, today);
    const place = PLACES[Math.floor(rand() * PLACES.length)] ?? '';
    const mine: (typeof vaccineDoses.$inferInsert)[] = [];
    const give = (vaccine: string, doseNo: number, day: string, source: 1 | 3 = 1) =>
      mine.push({
        id: vaccineDoseId(kid.id, vaccine, doseNo),
        schoolId: SCHOOL_ID,
        studentId: kid.id,
        vaccine,
        doseNo,
        day,
        place,
        source,
        ...stamp,
      });
    for (const v of series)
      v.doseMonths.forEach((months, i) => {
        if (months > age) return;
        const day = addDays(addMonths(kid.birthday, months), Math.floor(rand() * 20) + (i > 0 && v.doseMonths[i - 1] === months ? 8 : 0));
        if (day <= today) give(v.code, i + 1, day);
      });
    // About one child in six misses a dose or two of the later ones; a third of them caught up after the check.
    const roll = rand();
    if (roll < 0.17) {
      const later = mine.filter(
        (d) => ['JE-L', 'JE-I', 'MPSV-AC', 'MMR', 'DTaP', 'HepA-L'].includes(d.vaccine) && d.doseNo > 1 && d.day < checkDay,
      );
      const skip = later.slice(-(roll < 0.04 ? 2 : 1));
      for (const s of skip) mine.splice(mine.indexOf(s), 1);
      if (roll > 0.11) for (const s of skip) give(s.vaccine, s.doseNo, addDays(checkDay, 20 + Math.floor(rand() * 20)), 3);
    }
    if (rand() < 0.3) give('Flu', 1, addDays(today, -40 - Math.floor(rand() * 30)));
    if (rand() < 0.2) {
      give('EV71', 1, addMonths(kid.birthday, 8));
      give('EV71', 2, addDays(addMonths(kid.birthday, 9), 5));
    }
    if (rand() < 0.15) give('VarV', 1, addMonths(kid.birthday, 13));
    doses.push(...mine.filter((d) => d.day >= kid.birthday && d.day <= today));
    // Nearly every certificate of these classes was checked at the start of term.
    if (rand() < 0.92) checks.push({ id: kid.id, schoolId: SCHOOL_ID, studentId: kid.id, day: checkDay, ...stamp });
  }
  const changes: RecordedChange[] = [];
  for (let i = 0; i < doses.length; i += 500) {
    const rows = await tx
      .insert(vaccineDoses)
      .values(doses.slice(i, i + 500))
      .returning();
    changes.push(...rows.map((r) => ({ table: 'vaccineDoses' as const, op: 'put' as const, row: toVaccineDoseRow(r) })));
  }
  if (checks.length) {
    const rows = await tx.insert(vaccineChecks).values(checks).returning();
    changes.push(...rows.map((r) => ({ table: 'vaccineChecks' as const, op: 'put' as const, row: toVaccineCheckRow(r) })));
  }
  await recordChanges(tx, SCHOOL_ID, changes);
}
