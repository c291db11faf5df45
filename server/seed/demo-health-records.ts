import { and, eq } from 'drizzle-orm';
import { chinaDay } from '@contract/china-time';
import { decodeWhoTables, lmsValue, type Sex, whoRow, type WhoTablesJson, ageInDays } from '@contract/health/growth';
import json from '@contract/health/data/who-growth-lms.json';
import { classes, students } from '../db/schema';
import { checkups, healthProfiles } from '../db/schema/health/health-records';
import { recordChanges } from '../replication/change-log';
import { toCheckupRow, toHealthProfileRow } from '../replication/health/health-records-rows';
import type { DemoSeedContext } from './demo-seed-context';
import { uuidv7 } from '@contract';

const SCHOOL_ID = 101;
const DAY_MS = 86_400_000;

/** A child's standing in the demo: z-scores of height and of weight for height, haemoglobin, teeth, eyes. */
interface Profile {
  hz: number;
  wz: number;
  hb: number;
  caries: number;
  vision: number;
}

/**
 * A few children of each kind a report counts (stunted, underweight, overweight, obese, anaemic), the rest within
 * ±1 SD. Weight is set by its z for height (under five) or BMI (from five), whose cut-offs differ.
 */
function profileOf(i: number): Profile & { over?: 'overweight' | 'obese' } {
  const wobble = (k: number) => (((i * 7919 + k * 104729) % 1000) / 1000 - 0.5) * 2; // −1…1, fixed per child
  const p: Profile & { over?: 'overweight' | 'obese' } = {
    hz: wobble(1),
    wz: wobble(2) * 0.8,
    hb: 126 + Math.round(wobble(3) * 9),
    caries: i % 5 === 0 ? (i % 3) + 1 : 0,
    vision: 4.9,
  };
  if (i % 23 === 3) p.hz = -2.4; // 生长迟缓
  if (i % 29 === 5) p.wz = -2.5; // 消瘦 (and 低体重)
  if (i % 19 === 7) p.over = 'overweight';
  if (i % 37 === 11) p.over = 'obese';
  if (i % 17 === 2) p.hb = 100 + (i % 8); // 贫血
  if (i % 21 === 6) p.vision = 4.6;
  return p;
}

const tenth = (v: number) => Math.round(v * 10) / 10;

/**
 * 健康档案's demo (school 101): every child in the kindergarten with an entry check-up (入园体检) before the term
 * and a periodic one (定期体检) this term, measured from the WHO medians so a few are stunted, underweight,
 * overweight, obese or anaemic; a few allergies. Two rows a child keep the first sync small.
 */
export async function seedDemoHealthRecords({ tx, seedAt }: DemoSeedContext): Promise<void> {
  const tables = decodeWhoTables(json as WhoTablesJson);
  const kids = await tx
    .select()
    .from(students)
    .where(and(eq(students.schoolId, SCHOOL_ID), eq(students.status, 1)))
    .orderBy(students.name);
  const day = (daysAgo: number) => chinaDay(seedAt.getTime() - daysAgo * DAY_MS);
  const rows: (typeof checkups.$inferInsert)[] = [];
  kids.forEach((kid, i) => {
    const p = profileOf(i);
    const sex = kid.gender as Sex;
    for (const [kind, daysAgo, growth] of [
      [1, 95, 0],
      [2, 35, 0.1],
    ] as const) {
      const date = day(daysAgo + (i % 5));
      const days = ageInDays(kid.birthday, date);
      const hfa = whoRow(tables, 'hfa', sex, days);
      if (!hfa || days < 400) continue;
      const height = tenth(lmsValue(hfa, p.hz + growth));
      const wfh = whoRow(tables, 'wfh', sex, days, height);
      const bfa = whoRow(tables, 'bfa', sex, days);
      const wz = p.over === 'obese' ? (wfh ? 3.3 : 2.5) : p.over === 'overweight' ? (wfh ? 2.4 : 1.5) : p.wz;
      const weight = wfh ? lmsValue(wfh, wz) : bfa ? lmsValue(bfa, wz) * (height / 100) ** 2 : 0;
      if (!weight) continue;
      rows.push({
        id: uuidv7(seedAt.getTime() - daysAgo * DAY_MS + i),
        schoolId: SCHOOL_ID,
        studentId: kid.id,
        classId: kid.classId,
        kind,
        date,
        heightTenths: Math.round(height * 10),
        weightTenths: Math.round(tenth(weight) * 10),
        headTenths: null,
        haemoglobin: p.hb + (kind === 2 ? 2 : 0),
        visionLeftTenths: days >= 1096 ? Math.round(p.vision * 10) : null,
        visionRightTenths: days >= 1096 ? 49 : null,
        eyeAppraisal: days >= 1096 ? (p.vision < 4.7 ? 18 : 1) : null,
        hearing: 1,
        caries: p.caries,
        conclusion: p.hb < 110 ? '轻度贫血，建议补铁并复查' : p.over ? '体重超标，建议控制饮食、加强运动' : '健康',
        doctor: kind === 1 ? '市妇幼保健院 陈医生' : '孙静',
        updatedByName: '孙静',
        updatedAt: new Date(seedAt.getTime() - daysAgo * DAY_MS),
      });
    }
  });
  const stored = rows.length ? await tx.insert(checkups).values(rows).returning() : [];
  // Allergic children by class order: three in the first class (大一班, a teacher's class in the demo), two further on.
  const classSort = new Map(
    (await tx.select({ id: classes.id, sort: classes.sort }).from(classes).where(eq(classes.schoolId, SCHOOL_ID))).map((c) => [
      c.id,
      c.sort,
    ]),
  );
  const byClass = [...kids].sort(
    (a, b) => (classSort.get(a.classId) ?? 0) - (classSort.get(b.classId) ?? 0) || a.name.localeCompare(b.name, 'zh'),
  );
  const allergies: [number, string[], string, string][] = [
    [1, ['牛奶'], '', ''],
    [6, ['鸡蛋'], '', ''],
    [10, ['花生', '坚果'], '', '青霉素'],
    [31, ['甲壳类'], '芒果', ''],
    [58, [], '', '头孢类'],
  ];
  const profiles = allergies.flatMap(([i, food, other, drug]) => {
    const kid = byClass[i];
    return kid
      ? [
          {
            id: kid.id,
            schoolId: SCHOOL_ID,
            studentId: kid.id,
            foodAllergens: food,
            otherAllergies: other,
            drugAllergies: drug,
            pastIllnesses: i === 10 ? '热性惊厥史（2024年）' : '',
            updatedByName: '孙静',
          },
        ]
      : [];
  });
  const storedProfiles = profiles.length ? await tx.insert(healthProfiles).values(profiles).returning() : [];
  await recordChanges(tx, SCHOOL_ID, [
    ...stored.map((r) => ({ table: 'checkups' as const, op: 'put' as const, row: toCheckupRow(r) })),
    ...storedProfiles.map((r) => ({ table: 'healthProfiles' as const, op: 'put' as const, row: toHealthProfileRow(r) })),
  ]);
}
