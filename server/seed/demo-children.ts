import { eq } from 'drizzle-orm';
import { residentIdCheckChar, seededRandom, STUDENT_STATUS, uuidv7 } from '@contract';
import { classes, guardians, parentJoinRequests, studentExceptions, students } from '../db/schema';
import { type RecordedChange, recordChanges } from '../replication/change-log';
import { toGuardianRow, toStudentExceptionRow, toStudentRow } from '../replication/people/school-record-rows';
import type { DemoSeedContext } from './demo-seed-context';

const DAY = 86_400_000;
/** District codes of the demo families' papers (北京朝阳, 海淀, 上海浦东, 广州天河, 深圳南山, 杭州西湖). */
const DISTRICTS = ['110105', '110108', '310115', '440106', '440305', '330106'];
const STREETS = ['阳光路', '和平街', '建设大道', '文化路', '幸福里', '花园东路', '人民路'];
const ADULT_MEN = '建国伟强磊军洋勇杰涛明超刚平辉鹏华飞鑫波斌宇浩凯健俊帆帅旭宁龙林峰';
const ADULT_WOMEN = '芳娜敏静丽艳娟霞燕玲桂英秀兰梅琳莉雪婷慧颖晶倩洁琴云蓉红萍岚';
/** A few children carry a label (one in six or so). */
const LABELS: readonly string[][] = [['过敏体质'], ['插班生'], ['二孩'], ['体弱儿', '需重点关注']];
const pick = (rand: () => number, items: string) => items[Math.floor(rand() * items.length)] ?? '';

/**
 * A child's papers and background for the demo: an 18-digit resident ID (GB 11643) whose birthday is the child's, odd
 * sequence digit for a boy and even for a girl, with its check character; household, blood type, 汉族 mostly, China.
 * Its own random stream, so the names the seed draws stay those of earlier seeds.
 */
export function demoPapers(rand: () => number, birthday: string, gender: number, seedAt: Date) {
  const district = DISTRICTS[Math.floor(rand() * DISTRICTS.length)] ?? DISTRICTS[0];
  const sequence = `${Math.floor(rand() * 90) + 10}${(Math.floor(rand() * 5) * 2 + (gender === 1 ? 1 : 0)) % 10}`;
  const first17 = `${district}${birthday.replaceAll('-', '')}${sequence}`;
  const enrolYear = Math.min(Number(birthday.slice(0, 4)) + 3, seedAt.getUTCFullYear());
  return {
    idType: 0,
    idNumber: first17 + residentIdCheckChar(first17),
    household: rand() < 0.8 ? 0 : 1,
    bloodType: Math.floor(rand() * 4),
    ethnicity: rand() < 0.9 ? 1 : 3 + Math.floor(rand() * 3),
    nationality: '156',
    enrolDate: `${enrolYear}-09-01`,
    address: `${STREETS[Math.floor(rand() * STREETS.length)]}${1 + Math.floor(rand() * 300)}号`,
    labels: LABELS[Math.floor(rand() * LABELS.length * 6)] ?? [],
  };
}

/**
 * [class, name, gender, birthday, status, leave date (days before the seed), reason] of the children no longer in school.
 * None in the first class (大一班), whose day sheet the attendance tests read child by child.
 */
const FORMER: ReadonlyArray<readonly [string, string, 1 | 2, string, 2 | 3, number, string]> = [
  ['中一班', '韩子轩', 1, '2021-03-14', 2, 40, '随父母迁居外地'],
  ['小二班', '邓可馨', 2, '2022-07-09', 2, 25, '转入其他幼儿园'],
  ['托一班', '彭一诺', 1, '2023-05-21', 2, 12, '身体原因，在家休养'],
  ['大三班', '曾雨桐', 2, '2020-10-02', 2, 60, '出国'],
  ['学前班', '袁浩然', 1, '2019-04-18', 3, 86, '2026届毕业'],
  ['学前班', '潘欣怡', 2, '2019-08-30', 3, 86, '2026届毕业'],
  ['大二班', '蒋博文', 1, '2019-02-11', 3, 86, '2026届毕业'],
  ['大二班', '蔡诗涵', 2, '2019-11-25', 3, 86, '2026届毕业'],
  ['大三班', '余俊熙', 1, '2019-06-07', 3, 86, '2026届毕业'],
];

/** [kind, description] of the exception records (EXCEPTION_KINDS). */
const EXCEPTIONS: ReadonlyArray<readonly [number, string]> = [
  [1, '晨检发现手部有疱疹，已通知家长带回就医'],
  [2, '入园时哭闹较久，午睡前情绪恢复'],
  [3, '户外活动时膝盖擦伤，已消毒处理并告知家长'],
  [4, '午餐时多次离开座位，已与家长沟通'],
  [1, '午睡后体温37.6℃，已通知家长接回'],
  [5, '家长反映近期夜间睡眠不好，请老师留意'],
];

/**
 * The kindergarten's (101) families and records beyond the roll: two guardians per child (father and mother, one the
 * primary contact), a few exception records, children who left (离园, with date and reason) and graduates, and
 * parents' join requests waiting for review. All in the change log like any write. The enrolled children of each
 * class stay 25 (the promotion preview of the demo counts them).
 */
export async function seedDemoFamilies({ tx, seedAt }: DemoSeedContext): Promise<void> {
  const schoolId = 101;
  const rand = seededRandom(20261119);
  const day = (daysAgo: number) => new Date(seedAt.getTime() - daysAgo * DAY).toISOString().slice(0, 10);
  const changes: RecordedChange[] = [];
  const classIds = new Map(
    (await tx.select({ id: classes.id, name: classes.name }).from(classes).where(eq(classes.schoolId, schoolId))).map((c) => [
      c.name,
      c.id,
    ]),
  );

  const former = await tx
    .insert(students)
    .values(
      FORMER.map(([cls, name, gender, birthday, status, daysAgo, reason]) => ({
        id: uuidv7(seedAt.getTime()),
        schoolId,
        classId: classIds.get(cls) ?? '',
        name,
        gender,
        birthday,
        status,
        ...demoPapers(rand, birthday, gender, seedAt),
        leaveDate: day(daysAgo),
        leaveReason: status === STUDENT_STATUS.left ? reason : '',
      })),
    )
    .returning();
  for (const s of former) changes.push({ table: 'students', op: 'put', row: toStudentRow(s) });

  const kids = await tx.select().from(students).where(eq(students.schoolId, schoolId)).orderBy(students.id);
  const family = kids.flatMap((k, i) => {
    const surname = [...k.name][0] ?? '王';
    const motherSurname = pick(rand, '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗');
    const phone = (prefix: string) => `${prefix}${String(i).padStart(4, '0')}${String(Math.floor(rand() * 1e4)).padStart(4, '0')}`;
    const motherFirst = rand() < 0.6;
    return [
      {
        relation: 0,
        name: `${surname}${pick(rand, ADULT_MEN)}${rand() < 0.5 ? pick(rand, ADULT_MEN) : ''}`,
        phone: phone('135'),
        primary: !motherFirst,
      },
      {
        relation: 1,
        name: `${motherSurname}${pick(rand, ADULT_WOMEN)}${rand() < 0.5 ? pick(rand, ADULT_WOMEN) : ''}`,
        phone: phone('136'),
        primary: motherFirst,
      },
    ].map((g) => ({ ...g, id: uuidv7(seedAt.getTime()), schoolId, studentId: k.id, mayPickUp: true }));
  });
  for (const g of await tx.insert(guardians).values(family).returning())
    changes.push({ table: 'guardians', op: 'put', row: toGuardianRow(g) });

  const enrolled = kids.filter((k) => k.status === STUDENT_STATUS.enrolled);
  const records = EXCEPTIONS.map(([kind, description], i) => ({
    id: uuidv7(seedAt.getTime()),
    schoolId,
    studentId: enrolled[(i * 37) % enrolled.length]?.id ?? '',
    date: day(2 + i * 5),
    kind,
    description,
  }));
  for (const e of await tx.insert(studentExceptions).values(records).returning()) {
    changes.push({ table: 'studentExceptions', op: 'put', row: toStudentExceptionRow(e) });
  }
  await recordChanges(tx, schoolId, changes);

  // Parents asking to join (read online by staff, not replicated): three waiting, one turned down.
  const asking = [0, 1, 2, 3].map((n) => enrolled[(n * 53 + 11) % enrolled.length]);
  await tx.insert(parentJoinRequests).values(
    asking.map((k, n) => ({
      id: uuidv7(seedAt.getTime() - (n + 1) * DAY),
      schoolId,
      studentId: k?.id ?? '',
      parentName: `${[...(k?.name ?? '王')][0]}${['秀英', '国华', '桂兰', '丽娟'][n]}`,
      relation: [3, 2, 5, 6][n] ?? 6,
      phone: `1371000000${n}`,
      status: n === 3 ? 2 : 0,
      reason: n === 3 ? '与幼儿档案中的家庭信息不符' : '',
      createdAt: new Date(seedAt.getTime() - (n + 1) * DAY),
    })),
  );
}
