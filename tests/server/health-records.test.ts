import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKUP_SHEET } from '@contract/health/checkup-sheet';
import { type CheckupRow, type HealthProfileRow, HealthRecordMsg } from '@contract/health/health-records';
import { PermissionMsg, uuidv7 } from '@contract';
import { students } from '../../server/db/schema';
import { checkups, healthProfiles } from '../../server/db/schema/health/health-records';
import { toCheckupRow } from '../../server/replication/health/health-records-rows';
import { decodeWhoTables, growthFlags, growthScores, type Sex, type WhoTablesJson } from '@contract/health/growth';
import json from '../../contract/health/data/who-growth-lms.json';
import { loginSigned, protocolClient } from './helpers/sync-client';
import { createTestApp, type Signed, type TestApp } from './helpers/test-app';

/** Issue 37 item 2: 健康档案 (/park/health and the checkup / healthProfile mutations). */
describe('health records', () => {
  let t: TestApp;
  let doctor: Signed;
  let teacher: Signed;
  let child: { id: string; name: string; birthday: string; classId: string };
  let foreignChild: string;
  type Answer<T> = { code: number; msg: string; data: T };
  const post = async <T = CheckupRow>(path: string, body: unknown, as: Signed = doctor) =>
    (await t.post(path, body, as)).json() as Answer<T>;
  const checkup = (extra: Record<string, unknown> = {}) => ({
    id: uuidv7(),
    schoolId: 101,
    studentId: child.id,
    kind: 2,
    date: '2026-09-15',
    heightCm: 104.5,
    weightKg: 16.8,
    haemoglobin: 118,
    visionLeft: 4.9,
    visionRight: 4.8,
    eyeAppraisal: 1,
    hearing: 1,
    caries: 2,
    conclusion: '健康',
    doctor: '王医生',
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp();
    doctor = await loginSigned(t, 'baojian');
    teacher = await loginSigned(t, 'jiaoshi');
    const [kid] = await t.database.db.select().from(students).where(eq(students.schoolId, 101)).limit(1);
    if (!kid) throw new Error('no child in the demo school');
    child = kid;
    const [other] = await t.database.db.select().from(students).where(ne(students.schoolId, 101)).limit(1);
    foreignChild = other?.id ?? uuidv7();
  });
  afterAll(() => t.close());

  it('the demo kindergarten has an entry and a periodic check-up per child, a few of them flagged, a few allergies', async () => {
    const tables = decodeWhoTables(json as WhoTablesJson);
    const rows = await t.database.db.select().from(checkups).where(eq(checkups.schoolId, 101));
    const kids = new Map((await t.database.db.select().from(students).where(eq(students.schoolId, 101))).map((s) => [s.id, s]));
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set([1, 2]));
    const flags = rows.flatMap((r) => {
      const kid = kids.get(r.studentId);
      if (!kid) return [];
      const c = toCheckupRow(r);
      return growthFlags(
        growthScores(tables, { sex: kid.gender as Sex, birthday: kid.birthday, date: c.date, heightCm: c.heightCm, weightKg: c.weightKg }),
      );
    });
    for (const f of ['stunted', 'underweight', 'overweight', 'obese'] as const) expect(flags).toContain(f);
    expect(rows.some((r) => (r.haemoglobin ?? 200) < 110)).toBe(true);
    expect((await t.database.db.select().from(healthProfiles).where(eq(healthProfiles.schoolId, 101))).length).toBeGreaterThan(2);
  });

  it('the health doctor records a check-up and edits it; every device pulls it', async () => {
    const saved = await post('/park/health/checkup/save', checkup());
    expect(saved).toMatchObject({ code: 200, data: { heightCm: 104.5, weightKg: 16.8, classId: child.classId, updatedByName: '孙静' } });
    const edited = await post('/park/health/checkup/save', { ...checkup({ heightCm: 105.1 }), id: saved.data.id });
    expect(edited.data).toMatchObject({ id: saved.data.id, heightCm: 105.1, visionRight: 4.8 });
    const { changes } = await protocolClient(t, doctor).pullAll(101);
    expect(changes.filter((c) => c.table === 'checkups' && c.row.id === saved.data.id).at(-1)?.row).toMatchObject({ heightCm: 105.1 });
    expect((await post('/park/health/checkup/delete', { id: saved.data.id, schoolId: 101 })).code).toBe(200);
    expect(await post('/park/health/checkup/delete', { id: saved.data.id, schoolId: 101 })).toMatchObject({
      code: 404,
      msg: HealthRecordMsg.missing,
    });
  });

  it('refuses bad input in Chinese: a height of 0 or 300 cm, a day to come, a day before the birth, a head circumference from three', async () => {
    expect(await post('/park/health/checkup/save', checkup({ heightCm: 0 }))).toMatchObject({ code: 400, msg: HealthRecordMsg.height });
    expect(await post('/park/health/checkup/save', checkup({ heightCm: 300 }))).toMatchObject({ code: 400, msg: HealthRecordMsg.height });
    expect(await post('/park/health/checkup/save', checkup({ date: '2999-01-01' }))).toMatchObject({
      code: 400,
      msg: HealthRecordMsg.future,
    });
    expect(await post('/park/health/checkup/save', checkup({ date: '2000-01-01' }))).toMatchObject({
      code: 400,
      msg: HealthRecordMsg.beforeBirth,
    });
    expect(await post('/park/health/checkup/save', checkup({ headCm: 50 }))).toMatchObject({ code: 400, msg: HealthRecordMsg.headAge });
    expect(await post('/park/health/checkup/save', checkup({ eyeAppraisal: 21 }))).toMatchObject({ code: 400, msg: HealthRecordMsg.eye });
  });

  it('a teacher without the page’s edit right, another school and another school’s child are refused', async () => {
    expect(await post('/park/health/checkup/save', checkup(), teacher)).toMatchObject({ code: 403, msg: PermissionMsg.denied });
    expect((await post('/park/health/checkup/save', checkup({ schoolId: 102 }))).code).toBe(403);
    expect((await post('/park/health/checkup/save', checkup({ studentId: foreignChild }))).code).toBe(404);
    expect((await post('/park/health/profile/save', { schoolId: 101, studentId: foreignChild, foodAllergens: [] })).code).toBe(404);
    const push = await protocolClient(t, teacher).push([{ id: 1, name: 'checkup.save', args: checkup() }]);
    expect(push.body.results[0]).toMatchObject({ status: 'rejected', code: 403 });
  });

  it('keeps one health profile per child, its allergies read by the class', async () => {
    const body = { schoolId: 101, studentId: child.id, foodAllergens: ['鸡蛋', '牛奶'], drugAllergies: '青霉素' };
    const saved = await post<HealthProfileRow>('/park/health/profile/save', body);
    expect(saved.data).toMatchObject({ id: child.id, foodAllergens: ['牛奶', '鸡蛋'], drugAllergies: '青霉素' });
    const again = await post<HealthProfileRow>('/park/health/profile/save', { ...body, foodAllergens: ['花生'] });
    expect(again.data).toMatchObject({ id: child.id, foodAllergens: ['花生'] });
    expect(await post('/park/health/profile/save', { ...body, foodAllergens: ['榴莲'] })).toMatchObject({
      code: 400,
      msg: HealthRecordMsg.allergen,
    });
    // The class teacher reads the scope (晨午检 and 喂药登记 show the allergies).
    const { scopes, changes } = await protocolClient(t, teacher).pullAll(101);
    expect(scopes).toContain('healthRecords');
    expect(changes.filter((c) => c.table === 'healthProfiles' && c.row.id === child.id).at(-1)?.row).toMatchObject({
      foodAllergens: ['花生'],
    });
  });

  it('imports the hospital sheet in one transaction, naming the first bad row', async () => {
    const row = { studentId: child.id, kind: 1, date: '2026-09-01', heightCm: 103.2, weightKg: 16.1, haemoglobin: 105 };
    const ok = await post<{ count: number }>('/park/health/checkup/import', {
      schoolId: 101,
      rows: [
        { row: 2, ...row },
        { row: 3, ...row, kind: 2 },
      ],
    });
    expect(ok).toMatchObject({ code: 200, data: { count: 2 } });
    const bad = await post('/park/health/checkup/import', {
      schoolId: 101,
      rows: [
        { row: 2, ...row },
        { row: 3, ...row, heightCm: 300 },
      ],
    });
    expect(bad).toMatchObject({ code: 400, msg: `第3行「${CHECKUP_SHEET.columns[3].header}」：${HealthRecordMsg.height}` });
    const foreign = await post('/park/health/checkup/import', { schoolId: 101, rows: [{ row: 2, ...row, studentId: foreignChild }] });
    expect(foreign).toMatchObject({ code: 404, msg: '第2行「幼儿」：幼儿不存在' });
    expect((await post('/park/health/checkup/import', { schoolId: 101, rows: [{ row: 2, ...row }] }, teacher)).code).toBe(403);
    const mine = await t.database.db
      .select()
      .from(students)
      .where(and(eq(students.schoolId, 101), eq(students.id, child.id)));
    expect(mine).toHaveLength(1);
  });
});
