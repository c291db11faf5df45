import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termInfoSchema } from '@contract';
import { createTestApp, signer, type TestApp } from './helpers/test-app';

describe('term activation (/JCSZ/YLSZ)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** yuanzhang, moved to school 320 (company 74, term not activated). */
  async function principalAt320() {
    const s = signer(await t.login('yuanzhang'));
    await t.get('/park/login/getUserInfo', { schoolId: 320 }, s);
    return { ...s, schoolId: 320 };
  }

  it('shows school 320 as not activated, and the principal may set it', async () => {
    const s = await principalAt320();
    const info = termInfoSchema.parse((await t.get('/park/bj/term/info', { schoolId: 320 }, s)).json().data);
    expect(info).toMatchObject({ schoolId: 320, activated: false, schoolYear: null, termType: null, canSetTerm: true });
    expect((await t.get('/park/bj/term/warn', { schoolId: 320 }, s)).json().data.termWarn).toBe(1);
  });

  it('refuses invalid input with the Chinese reason', async () => {
    const s = await principalAt320();
    const base = { schoolId: 320, schoolYear: '2026-2027', termType: 1, startsOn: '2026-09-01', endsOn: '2027-01-20' };
    const wrongYear = await t.post('/park/bj/term/save', { ...base, schoolYear: '2026-2028' }, s);
    expect(wrongYear.json()).toMatchObject({ code: 400, msg: '请选择学年' });
    const backwards = await t.post('/park/bj/term/save', { ...base, endsOn: '2026-08-01' }, s);
    expect(backwards.json()).toMatchObject({ code: 400, msg: '结束日期不能早于开始日期' });
    const noTerm = await t.post('/park/bj/term/save', { ...base, termType: 3 }, s);
    expect(noTerm.json()).toMatchObject({ code: 400, msg: '请选择学期' });
  });

  it('saving lifts the term warning, stores the dates and logs the activation', async () => {
    const s = await principalAt320();
    const body = { schoolId: 320, schoolYear: '2026-2027', termType: 2, startsOn: '2027-02-20', endsOn: '2027-07-10' };
    const saved = await t.post('/park/bj/term/save', body, s);
    expect(saved.json().code).toBe(200);
    expect(termInfoSchema.parse(saved.json().data)).toMatchObject({
      activated: true,
      schoolYear: '2026-2027',
      termType: 2,
      startsOn: '2027-02-20',
    });
    expect((await t.get('/park/bj/term/warn', { schoolId: 320 }, s)).json().data.termWarn).toBe(0);

    const byDate = await t.get('/park/bj/term/schoolYearByDate', { schoolId: 320, date: '2027-03-01' }, s);
    expect(byDate.json().data).toEqual({ schoolYear: '2026-2027', termType: 2 });
    const log = await t.get('/park/operationLog/list', { schoolId: 320, module: '学年设置' }, s);
    expect(log.json().data.list[0]).toMatchObject({
      action: '激活学期',
      detail: '2026-2027学年第二学期（2027-02-20 至 2027-07-10）',
      userName: '王丽华',
    });
  });

  it('answers the school year of a day by the calendar when the school has no dates for it', async () => {
    const s = signer(await t.login('caiwu'));
    const get = async (date: string) => (await t.get('/park/bj/term/schoolYearByDate', { date }, s)).json().data;
    expect(await get('2026-09-15')).toEqual({ schoolYear: '2026-2027', termType: 1 });
    expect(await get('2027-01-10')).toEqual({ schoolYear: '2026-2027', termType: 1 });
    expect(await get('2027-04-01')).toEqual({ schoolYear: '2026-2027', termType: 2 });
  });

  it('refuses a user without the set-term permission, and another school with 403', async () => {
    const s = signer(await t.login('caiwu'));
    const info = (await t.get('/park/bj/term/info', {}, s)).json().data;
    expect(info.canSetTerm).toBe(false);
    const body = { schoolId: 101, schoolYear: '2026-2027', termType: 1, startsOn: '2026-08-01', endsOn: '2027-01-31' };
    const denied = await t.post('/park/bj/term/save', body, s);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().msg).toBe('您没有权限设置学期');

    for (const [path, query] of [
      ['/park/bj/term/info', { schoolId: 320 }],
      ['/park/bj/term/schoolYearByDate', { schoolId: 320, date: '2026-09-01' }],
    ] as const) {
      expect((await t.get(path, query, s)).statusCode, path).toBe(403);
    }
    expect((await t.post('/park/bj/term/save', { ...body, schoolId: 320 }, s)).statusCode).toBe(403);
  });
});
