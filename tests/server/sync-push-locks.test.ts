import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '@contract';
import { firstClassId, loginSigned, protocolClient } from './helpers/sync-client';
import { createTestApp, type TestApp } from './helpers/test-app';

// Two pushes at once need real connections: PGlite has one. Runs when TEST_DATABASE_URL is set (CI sets it).
describe.skipIf(!process.env.TEST_DATABASE_URL)('push batches over two schools at once (PostgreSQL)', () => {
  let t: TestApp;
  const classes = new Map<number, string>();
  beforeAll(async () => {
    t = await createTestApp();
    for (const school of [101, 102]) classes.set(school, await firstClassId(t, school));
  });
  afterAll(() => t.close());

  const creates = (school: number, from: number, n: number) =>
    Array.from({ length: n }, (_, i) => ({
      id: from + i,
      name: 'student.create',
      args: {
        id: uuidv7(),
        schoolId: school,
        classId: classes.get(school),
        name: `并发${school}-${from + i}`,
        gender: 1,
        birthday: '2021-03-04',
      },
    }));

  it('two devices writing the same two schools in opposite orders both get through, never deadlocked', async () => {
    const who = await loginSigned(t, 'yuanzhang');
    const a = protocolClient(t, who);
    const b = protocolClient(t, who);
    for (let round = 0; round < 4; round++) {
      const from = round * 10 + 1;
      const [ra, rb] = await Promise.all([
        a.push([...creates(101, from, 5), ...creates(102, from + 5, 5)]),
        b.push([...creates(102, from, 5), ...creates(101, from + 5, 5)]),
      ]);
      expect(ra.status).toBe(200);
      expect(rb.status).toBe(200);
      expect(ra.body.results.every((r) => r.status === 'applied')).toBe(true);
      expect(rb.body.results.every((r) => r.status === 'applied')).toBe(true);
    }
  });
});
