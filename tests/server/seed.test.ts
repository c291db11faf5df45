import { and, count, eq } from 'drizzle-orm';
import { idNumberIssue, STUDENT_STATUS } from '@contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  classes,
  guardians,
  memberships,
  menus,
  orders,
  parentJoinRequests,
  schools,
  studentExceptions,
  students,
  users,
} from '../../server/db/schema';
import { DEMO_ACCOUNTS } from '../../server/seed/demo-schools';
import { seedDemo } from '../../server/seed/seed-demo';
import { seedMenus } from '../../server/seed/seed-menus';
import type { Database } from '../../server/db/client';
import { openTestDatabase } from './helpers/test-db';

describe('demo seed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const countOf = async (table: typeof classes | typeof students, schoolId: number) =>
    (await database.db.select({ n: count() }).from(table).where(eq(table.schoolId, schoolId)))[0]?.n;

  it('has the schools the product needs to be tried', async () => {
    const all = await database.db.select().from(schools);
    expect(all.map((s) => s.style).sort()).toEqual(expect.arrayContaining([1, 2, 3]));
    expect(all.find((s) => s.id === 320)).toBeTruthy();
    expect(all.some((s) => s.companyId === 74)).toBe(true);
    const expired = all.filter((s) => s.clientState === 1).map((s) => s.id);
    const pending = await database.db.select().from(orders).where(eq(orders.orderStatus, 0));
    expect(expired.filter((id) => pending.some((o) => o.schoolId === id))).toHaveLength(1);
    expect(expired.filter((id) => !pending.some((o) => o.schoolId === id))).toHaveLength(1);
  });

  it('has 12 × 25 children in the kindergarten and 18 × 40 pupils in the primary school', async () => {
    expect(await countOf(classes, 101)).toBe(12);
    const inSchool = await database.db
      .select({ n: count() })
      .from(students)
      .where(and(eq(students.schoolId, 101), eq(students.status, STUDENT_STATUS.enrolled)));
    expect(inSchool[0]?.n).toBe(300);
    expect(await countOf(classes, 102)).toBe(18);
    expect(await countOf(students, 102)).toBe(720);
  });

  it('gives the kindergarten’s every screen real data: papers, families, leavers, graduates, records, requests', async () => {
    const kids = await database.db.select().from(students).where(eq(students.schoolId, 101));
    // Every child a valid 18-digit resident ID whose birthday is the child's.
    for (const k of kids) {
      expect(k.idNumber).toMatch(/^\d{17}[\dX]$/);
      expect(idNumberIssue(k.idType, k.idNumber, k.birthday), `${k.name} ${k.idNumber}`).toBeNull();
    }
    const left = kids.filter((k) => k.status === STUDENT_STATUS.left);
    expect(left.length).toBeGreaterThanOrEqual(3);
    for (const k of left) expect(k.leaveDate && k.leaveReason).toBeTruthy();
    expect(kids.filter((k) => k.status === STUDENT_STATUS.graduated).length).toBeGreaterThanOrEqual(3);

    // Two guardians per child, father and mother, exactly one the primary contact.
    const family = await database.db.select().from(guardians).where(eq(guardians.schoolId, 101));
    const byChild = new Map<string, typeof family>();
    for (const g of family) byChild.set(g.studentId, [...(byChild.get(g.studentId) ?? []), g]);
    for (const k of kids) {
      const mine = byChild.get(k.id) ?? [];
      expect(mine.map((g) => g.relation).sort(), k.name).toEqual([0, 1]);
      expect(mine.filter((g) => g.primary)).toHaveLength(1);
      for (const g of mine) expect(g.phone).toMatch(/^1[3-9]\d{9}$/);
    }
    expect((await database.db.select().from(studentExceptions).where(eq(studentExceptions.schoolId, 101))).length).toBeGreaterThan(2);
    const requests = await database.db.select().from(parentJoinRequests).where(eq(parentJoinRequests.schoolId, 101));
    expect(requests.filter((r) => r.status === 0).length).toBeGreaterThan(1);
  });

  it('is idempotent: a second run writes nothing', async () => {
    const before = await database.db.select({ n: count() }).from(memberships);
    expect(await seedDemo(database.db)).toBe(false);
    expect(await seedMenus(database.db)).toBe(false);
    expect(await database.db.select({ n: count() }).from(memberships)).toEqual(before);
    expect((await database.db.select({ n: count() }).from(users))[0]?.n).toBe(DEMO_ACCOUNTS.length);
    expect((await database.db.select({ n: count() }).from(menus))[0]?.n).toBeGreaterThan(100);
  });
});
