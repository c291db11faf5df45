import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes, memberships, menus, orders, schools, students, users } from '../../server/db/schema';
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
    expect(await countOf(students, 101)).toBe(300);
    expect(await countOf(classes, 102)).toBe(18);
    expect(await countOf(students, 102)).toBe(720);
  });

  it('is idempotent: a second run writes nothing', async () => {
    const before = await database.db.select({ n: count() }).from(memberships);
    expect(await seedDemo(database.db)).toBe(false);
    expect(await seedMenus(database.db)).toBe(false);
    expect(await database.db.select({ n: count() }).from(memberships)).toEqual(before);
    expect((await database.db.select({ n: count() }).from(users))[0]?.n).toBe(6);
    expect((await database.db.select({ n: count() }).from(menus))[0]?.n).toBeGreaterThan(100);
  });
});
