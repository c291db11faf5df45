import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FINANCE_PASSWORD, DEMO_PASSWORD, FINANCE_UNLOCK_MS, FinanceSettingsMsg } from '@contract';
import { financeSettings, users } from '../../server/db/schema';
import { createTestApp, md5, type Signed, signer, type TestApp } from './helpers/test-app';

const NEW_FINANCE_PASSWORD = 'Zhang@2027x';

/** The school's own finance password and bookkeeping settings (/park/pwd, /park/bookkeepingSetting). */
describe('finance settings: the school’s finance password and who keeps the books', () => {
  let t: TestApp;
  let caiwu: Signed;
  const heartbeat = async (as = caiwu) => (await t.get('/park/pwd/heartbeat', {}, as)).json();
  const check = async (password: string, as = caiwu) => (await t.post('/park/pwd/check', { password: md5(password) }, as)).json();
  const save = async (password: string, loginPassword = DEMO_PASSWORD, as = caiwu) =>
    (await t.post('/park/pwd/save', { password, repassword: password, loginPassword: md5(loginPassword) }, as)).json();
  beforeAll(async () => {
    t = await createTestApp();
    caiwu = signer(await t.login('caiwu'));
  });
  afterAll(() => t.close());

  it('the demo school has a finance password of its own: the login password no longer opens finance', async () => {
    expect((await t.get('/park/pwd/getPwd', {}, caiwu)).json().data).toEqual({ set: true });
    expect(await check(DEMO_PASSWORD)).toMatchObject({ code: 400, msg: '财务密码错误' });
    expect(await check(DEMO_FINANCE_PASSWORD)).toMatchObject({ code: 200 });
  });

  it('changing it takes the login password and the §5 rules; the change ends every unlock made before it', async () => {
    expect(await check(DEMO_FINANCE_PASSWORD)).toMatchObject({ code: 200 });
    const other = signer(await t.login('yuanzhang'));
    expect(await check(DEMO_FINANCE_PASSWORD, other)).toMatchObject({ code: 200 });
    expect(await save(NEW_FINANCE_PASSWORD, 'Wrong@2026')).toMatchObject({ code: 400, msg: FinanceSettingsMsg.wrongLoginPassword });
    expect(await save('12345678')).toMatchObject({ code: 400 });
    expect((await heartbeat()).code).toBe(200);
    expect(await save(NEW_FINANCE_PASSWORD)).toMatchObject({ code: 200, msg: FinanceSettingsMsg.saved });
    expect(await heartbeat()).toMatchObject({ code: 403 });
    expect(await heartbeat(other)).toMatchObject({ code: 403 });
    expect(await check(DEMO_FINANCE_PASSWORD)).toMatchObject({ code: 400, msg: '财务密码错误' });
    expect(await check(NEW_FINANCE_PASSWORD)).toMatchObject({ code: 200 });
    expect((await heartbeat()).code).toBe(200);
    // Another school's password is its own.
    const [school102] = await t.database.db.select().from(financeSettings).where(eq(financeSettings.schoolId, 102));
    const [school101] = await t.database.db.select().from(financeSettings).where(eq(financeSettings.schoolId, 101));
    expect(school102?.passwordHash).not.toBe(school101?.passwordHash);
  });

  it('removed (with the login password), the finance pages open without one', async () => {
    const del = async (loginPassword: string) => (await t.post('/park/pwd/del', { loginPassword: md5(loginPassword) }, caiwu)).json();
    expect(await del('Wrong@2026')).toMatchObject({ code: 400, msg: FinanceSettingsMsg.wrongLoginPassword });
    expect((await t.get('/park/pwd/getPwd', {}, caiwu)).json().data).toEqual({ set: true });
    expect(await del(DEMO_PASSWORD)).toMatchObject({ code: 200, msg: FinanceSettingsMsg.removed });
    expect((await t.get('/park/pwd/getPwd', {}, caiwu)).json().data).toEqual({ set: false });
    const fresh = signer(await t.login('caiwu'));
    expect(await heartbeat(fresh)).toEqual({ code: 200, msg: '成功', data: FINANCE_UNLOCK_MS });
    expect(await check(NEW_FINANCE_PASSWORD, fresh)).toMatchObject({ code: 400, msg: FinanceSettingsMsg.notSet });
    expect(await save(DEMO_FINANCE_PASSWORD)).toMatchObject({ code: 200 });
    expect(await heartbeat(fresh)).toMatchObject({ code: 403 });
  });

  it('who keeps the books: school members only, saved on unlocked finance pages, read by beAuthor', async () => {
    const boss = signer(await t.login('yuanzhang'));
    const [me] = await t.database.db.select().from(users).where(eq(users.loginName, 'caiwu'));
    const [outsider] = await t.database.db.select().from(users).where(eq(users.loginName, 'xufei'));
    const saveSetting = (body: unknown) => t.post('/park/bookkeepingSetting/save', body, boss);
    expect((await saveSetting({ reviewOn: 1, authorIds: [me?.id] })).json()).toMatchObject({ code: 403, msg: '请先验证财务密码' });
    expect(await check(DEMO_FINANCE_PASSWORD, boss)).toMatchObject({ code: 200 });
    expect((await saveSetting({ reviewOn: 1, authorIds: [outsider?.id] })).json()).toMatchObject({
      code: 400,
      msg: FinanceSettingsMsg.authorNotMember,
    });
    expect((await saveSetting({ reviewOn: 1, authorIds: [me?.id] })).json()).toMatchObject({ code: 200 });
    const setting = (await t.get('/park/bookkeepingSetting/getSetting', {}, caiwu)).json().data;
    expect(setting).toMatchObject({ reviewOn: 1, authorIds: [me?.id] });
    expect(setting.staff.map((s: { userName: string }) => s.userName)).toContain('张敏');
    expect((await t.get('/park/bookkeepingSetting/beAuthor', {}, caiwu)).json().data).toBe(true);
    expect((await t.get('/park/bookkeepingSetting/beAuthor', {}, boss)).json().data).toBe(false);
  });

  it('a teacher without the finance rights reaches none of it', async () => {
    const jiaoshi = signer(await t.login('jiaoshi'));
    expect((await t.get('/park/pwd/getPwd', {}, jiaoshi)).statusCode).toBe(403);
    expect((await save(NEW_FINANCE_PASSWORD, DEMO_PASSWORD, jiaoshi)).code).toBe(403);
    expect((await t.get('/park/bookkeepingSetting/getSetting', {}, jiaoshi)).statusCode).toBe(403);
  });
});
