import { and, eq, inArray } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '@contract';
import { VaccineMsg, vaccineDoseId } from '@contract/health/vaccinations';
import { classes, students } from '../../server/db/schema';
import { vaccineChecks, vaccineDoses } from '../../server/db/schema/health/vaccinations';
import { loginSigned, protocolClient } from './helpers/sync-client';
import { createTestApp, type Signed, type TestApp } from './helpers/test-app';

const pdfText = async (bytes: Uint8Array) => (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;

/**
 * 疫苗接种 (contract/health/vaccinations.ts): doses and checks saved by the health doctor over REST and sync, bad
 * input refused in Chinese, a teacher and another school refused, and the 补种通知 PDF listing what is missing.
 */
describe('vaccinations: doses, checks, the catch-up notice', () => {
  let t: TestApp;
  let baojian: Signed;
  let jiaoshi: Signed;
  let yuanzhang: Signed;
  const S = 101;
  let childId: string;
  const BIRTHDAY = '2022-05-06';
  const dose = (extra: Record<string, unknown> = {}) => ({
    schoolId: S,
    studentId: childId,
    vaccine: 'HepB',
    doseNo: 1,
    day: BIRTHDAY,
    place: '市妇幼保健院',
    batch: 'B20220506',
    source: 1,
    note: '',
    ...extra,
  });
  const save = (body: Record<string, unknown>, as = baojian) => t.post('/park/vaccine/dose/save', body, as);
  const notice = (as = baojian, day?: string) =>
    t.get('/park/vaccine/notice', { schoolId: S, studentId: childId, ...(day ? { day } : {}) }, as);

  beforeAll(async () => {
    t = await createTestApp();
    [baojian, jiaoshi, yuanzhang] = [await loginSigned(t, 'baojian'), await loginSigned(t, 'jiaoshi'), await loginSigned(t, 'yuanzhang')];
    const [cls] = await t.database.db.select().from(classes).where(eq(classes.schoolId, S)).limit(1);
    childId = uuidv7();
    const added = await t.post(
      '/park/baby/add',
      { id: childId, schoolId: S, classId: cls?.id, name: '接种测试', gender: 1, birthday: BIRTHDAY },
      yuanzhang,
    );
    expect(added.json().code).toBe(200);
  });
  afterAll(() => t.close());

  it('saves a dose (one row per child, vaccine and dose number) and pulls it in the vaccinations scope', async () => {
    const res = (await save(dose())).json();
    expect(res).toMatchObject({
      code: 200,
      data: { id: vaccineDoseId(childId, 'HepB', 1), vaccine: 'HepB', doseNo: 1, updatedByName: '孙静' },
    });
    expect((await save(dose({ day: '2022-05-07', place: '社区卫生服务中心' }))).json().code).toBe(200);
    const rows = await t.database.db.select().from(vaccineDoses).where(eq(vaccineDoses.studentId, childId));
    expect(rows.map((r) => [r.vaccine, r.doseNo, r.day, r.place])).toEqual([['HepB', 1, '2022-05-07', '社区卫生服务中心']]);
    const { changes } = await protocolClient(t, baojian).pullAll(S);
    expect(changes.some((c) => c.table === 'vaccineDoses' && (c.row as { studentId?: string }).studentId === childId)).toBe(true);
  });

  it('refuses bad input in Chinese, over REST and over sync, and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ day: '2099-01-01' }, VaccineMsg.future],
      [{ day: '2022-05-05' }, VaccineMsg.beforeBirth],
      [{ vaccine: 'XYZ' }, VaccineMsg.vaccine],
      [{ vaccine: 'HepA-L', doseNo: 2 }, VaccineMsg.doseBeyond('甲肝减毒活疫苗', 1)],
      [{ vaccine: 'HepB', doseNo: 4 }, VaccineMsg.doseBeyond('乙肝疫苗', 3)],
    ];
    for (const [bad, msg] of cases) {
      const res = await save(dose({ vaccine: 'MMR', ...bad }));
      expect(res.statusCode, msg).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
    const pushed = await protocolClient(t, baojian).push([{ id: 1, name: 'vaccineDose.save', args: dose({ day: '2099-01-01' }) }]);
    expect(pushed.body.results[0]).toMatchObject({ status: 'rejected', msg: VaccineMsg.future });
    const mmr = await t.database.db
      .select()
      .from(vaccineDoses)
      .where(and(eq(vaccineDoses.studentId, childId), eq(vaccineDoses.vaccine, 'MMR')));
    expect(mmr).toEqual([]);
    const check = await t.post('/park/vaccine/check/save', { schoolId: S, studentId: childId, day: '2099-01-01' }, baojian);
    expect(check.json()).toMatchObject({ code: 400, msg: VaccineMsg.checkFuture });
  });

  it('refuses a teacher, and another school: its child is missing, its id out of scope', async () => {
    expect((await save(dose(), jiaoshi)).json().code).toBe(403);
    const [other] = await t.database.db.select().from(students).where(eq(students.schoolId, 102)).limit(1);
    expect((await save(dose({ studentId: other?.id }))).json()).toMatchObject({ code: 404, msg: VaccineMsg.noStudent });
    expect((await save(dose({ schoolId: 102, studentId: other?.id }))).json().code).toBe(403);
    expect((await t.get('/park/vaccine/notice', { schoolId: S, studentId: other?.id ?? '' }, baojian)).json().code).toBe(404);
    expect((await notice(jiaoshi)).json().code).toBe(403);
  });

  it('marks a child checked (one row, the child id), moves the day, and removes it', async () => {
    const body = { schoolId: S, studentId: childId, day: '2026-09-01', note: '入园查验' };
    expect((await t.post('/park/vaccine/check/save', body, baojian)).json()).toMatchObject({ code: 200, data: { id: childId } });
    expect((await t.post('/park/vaccine/check/save', { ...body, day: '2026-09-02' }, baojian)).json().code).toBe(200);
    const rows = await t.database.db.select().from(vaccineChecks).where(eq(vaccineChecks.studentId, childId));
    expect(rows.map((r) => r.day)).toEqual(['2026-09-02']);
    expect((await t.post('/park/vaccine/check/remove', { schoolId: S, studentId: childId }, baojian)).json().code).toBe(200);
    expect((await t.post('/park/vaccine/check/remove', { schoolId: S, studentId: childId }, baojian)).json().code).toBe(404);
  });

  it('imports doses from a sheet (every row or none), refusing a bad row by its number', async () => {
    const row = (n: number, extra: Record<string, unknown> = {}) => ({
      row: n,
      studentId: childId,
      vaccine: 'VarV',
      doseNo: 1,
      day: '2023-06-01',
      ...extra,
    });
    const imp = (rows: Record<string, unknown>[]) => t.post('/park/vaccine/import', { schoolId: S, rows }, baojian);
    const bad = await imp([row(2), row(3, { vaccine: 'EV71', day: '2099-01-01' })]);
    expect(bad.json()).toMatchObject({ code: 400, msg: `第3行「接种日期」：${VaccineMsg.future}` });
    const beyond = await imp([row(2, { vaccine: 'BCG', doseNo: 2 })]);
    expect(beyond.json()).toMatchObject({ code: 400, msg: `第2行「剂次」：${VaccineMsg.doseBeyond('卡介苗', 1)}` });
    const [other] = await t.database.db.select().from(students).where(eq(students.schoolId, 102)).limit(1);
    expect((await imp([row(2, { studentId: other?.id })])).json().code).toBe(404);
    const none = await t.database.db
      .select()
      .from(vaccineDoses)
      .where(and(eq(vaccineDoses.studentId, childId), inArray(vaccineDoses.vaccine, ['VarV', 'EV71', 'BCG'])));
    expect(none).toEqual([]);
    expect((await imp([row(2), row(3, { vaccine: 'EV71', place: '区疾控' })])).json()).toMatchObject({ code: 200, data: { count: 2 } });
    const rows = await t.database.db
      .select()
      .from(vaccineDoses)
      .where(and(eq(vaccineDoses.studentId, childId), inArray(vaccineDoses.vaccine, ['VarV', 'EV71'])));
    expect(rows.map((r) => [r.vaccine, r.source, r.place]).sort()).toEqual([
      ['EV71', 2, '区疾控'],
      ['VarV', 2, ''],
    ]);
    expect((await t.post('/park/vaccine/import', { schoolId: S, rows: [row(2)] }, jiaoshi)).json().code).toBe(403);
  });

  it('prints a 补种通知 listing the missing doses, until none is missing', async () => {
    // Checked at 25 months: the whole schedule to 2 years is asked, HepB 1 given.
    const pdf = await notice(baojian, '2024-06-06');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, '');
    expect(text).toContain('预防接种补种通知');
    expect(text).toContain('接种测试家长');
    expect(text).toContain('乙脑减毒活疫苗');
    expect(text).not.toContain('卡介苗第1剂（出生）第');
    // Entering every dose due by then leaves nothing to notify.
    const due: [string, number][] = [
      ['HepB', 2],
      ['HepB', 3],
      ['BCG', 1],
      ['IPV', 1],
      ['IPV', 2],
      ['bOPV', 1],
      ['DTaP', 1],
      ['DTaP', 2],
      ['DTaP', 3],
      ['DTaP', 4],
      ['MMR', 1],
      ['MMR', 2],
      ['JE-L', 1],
      ['JE-L', 2],
      ['MPSV-A', 1],
      ['MPSV-A', 2],
      ['HepA-L', 1],
    ];
    for (const [vaccine, doseNo] of due) expect((await save(dose({ vaccine, doseNo, day: '2024-05-06' }))).json().code).toBe(200);
    expect((await notice(baojian, '2024-06-06')).json()).toMatchObject({ code: 400, msg: VaccineMsg.noneMissing });
    // Removing one brings it back.
    const removed = await t.post('/park/vaccine/dose/remove', { schoolId: S, id: vaccineDoseId(childId, 'JE-L', 2) }, baojian);
    expect(removed.json().code).toBe(200);
    expect((await notice(baojian, '2024-06-06')).statusCode).toBe(200);
  });
});
