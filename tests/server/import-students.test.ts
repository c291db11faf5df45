import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students } from '../../server/db/schema';
import { firstClassId, loginSigned, protocolClient } from './helpers/sync-client';
import { createTestApp, type Signed, type TestApp } from './helpers/test-app';

/** POST /park/importStudents (docs/xlsx.md): every row checked again, all written in one transaction or none. */
describe('student import', () => {
  let t: TestApp;
  let principal: Signed;
  let classId: string;
  beforeAll(async () => {
    t = await createTestApp();
    principal = await loginSigned(t, 'yuanzhang');
    classId = await firstClassId(t, 101);
  });
  afterAll(() => t.close());

  const named = async (prefix: string) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(students)
        .where(and(eq(students.schoolId, 101), like(students.name, `${prefix}%`)))
    )[0]?.n;
  const rows = (prefix: string, n: number, cls = classId) =>
    Array.from({ length: n }, (_, i) => ({ row: i + 3, name: `${prefix}${i}`, gender: (i % 2) + 1, birthday: '2021-05-06', classId: cls }));
  const send = (body: unknown, as = principal) => t.post('/park/importStudents', body, as);

  it('writes nothing when one row is bad, and names its Excel row and column', async () => {
    const batch = rows('坏批', 5);
    batch[2] = { ...batch[2], birthday: '2021-02-30' } as (typeof batch)[number];
    const res = await send({ schoolId: 101, rows: batch });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('第5行「出生日期」：出生日期不正确');
    expect(await named('坏批')).toBe(0);
  });

  it('counts every bad cell in its refusal, naming the first', async () => {
    const batch = rows('多错', 3).map((r, i) => (i === 0 ? r : { ...r, name: '' }));
    const res = await send({ schoolId: 101, rows: batch });
    expect(res.json().msg).toBe('第4行「姓名」：请输入姓名（共2处错误）');
    expect(await named('多错')).toBe(0);
  });

  it('writes every row of a good file and they reach another device through pull', async () => {
    const res = await send({ schoolId: 101, rows: rows('好批', 40) });
    expect(res.json()).toMatchObject({ code: 200, msg: '成功导入40条', data: { count: 40 } });
    expect(await named('好批')).toBe(40);
    const pulled = await protocolClient(t, principal).pullAll(101);
    const imported = pulled.changes.filter((c) => c.table === 'students' && String((c.row as { name: string }).name).startsWith('好批'));
    expect(imported).toHaveLength(40);
    expect(imported[0]?.row).toMatchObject({ schoolId: 101, classId, gender: 1, birthday: '2021-05-06', status: 1 });
  });

  it('writes a full file of 2,000 rows in one call', async () => {
    const res = await send({ schoolId: 101, rows: rows('满额', 2000) });
    expect(res.json()).toMatchObject({ code: 200, data: { count: 2000 } });
    expect(await named('满额')).toBe(2000);
  });

  it("refuses a row in another school's class, naming the row, and writes none", async () => {
    const batch = rows('他校', 3);
    batch[1] = { ...batch[1], classId: await firstClassId(t, 102) } as (typeof batch)[number];
    const res = await send({ schoolId: 101, rows: batch });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('第4行「班级」：班级不存在');
    expect(await named('他校')).toBe(0);
  });

  it('refuses importing into the roster of a school the member is not in (403)', async () => {
    const teacher = await loginSigned(t, 'jiaoshi');
    const res = await send({ schoolId: 102, rows: rows('越权', 1, await firstClassId(t, 102)) }, teacher);
    expect(res.statusCode).toBe(403);
    expect(await named('越权')).toBe(0);
  });

  it('needs the right to add children: 财务 reads the roster but may not import', async () => {
    const res = await send({ schoolId: 101, rows: rows('财务', 1) }, await loginSigned(t, 'caiwu'));
    expect(res.statusCode).toBe(403);
    expect(await named('财务')).toBe(0);
  });

  it('refuses an empty file and more rows than the limit with Chinese messages', async () => {
    expect((await send({ schoolId: 101, rows: [] })).json().msg).toBe('文件中没有数据');
    expect((await send({ schoolId: 101, rows: rows('超量', 2001) })).json().msg).toBe('一次最多导入2000条');
  });
});
