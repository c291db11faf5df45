import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chinaToday,
  Msg,
  PermissionMsg,
  residentIdCheckChar,
  type StaffCredentialRow,
  StaffMsg,
  type StaffProfileRow,
  uuidv7,
} from '@contract';
import { notifications, positions } from '../../server/db/schema';
import { sendCredentialReminders } from '../../server/services/people/staff/credential-reminders';
import { loginWithSmsCode } from './helpers/security';
import { loginSigned, protocolClient } from './helpers/sync-client';
import { createTestApp, type Signed, signer, type TestApp } from './helpers/test-app';

const DAY = 86_400_000;
/** A resident ID number of that birthday with its right check character. */
const idOf = (birthday: string, seq = '123') => {
  const first17 = `110101${birthday.replaceAll('-', '')}${seq}`;
  return `${first17}${residentIdCheckChar(first17)}`;
};

/** Issue 25 item 1: 教职工管理 (/park/emp and the staffProfile / staffCredential mutations). */
describe('staff records', () => {
  let t: TestApp;
  let principal: Signed;
  let vice: Signed;
  let teacher: Signed;
  let busTeacher: Signed;
  let outsider: Signed;
  const list = async (as: Signed = principal, query: Record<string, number> = { schoolId: 101 }) =>
    (await t.get('/park/emp/list', query, as)).json() as {
      code: number;
      msg: string;
      data: Array<StaffProfileRow & { credentials: StaffCredentialRow[] }>;
    };
  const profile = (userId: number, extra: Record<string, unknown> = {}) => ({
    schoolId: 101,
    userId,
    name: '陈建国',
    gender: 1,
    phone: '13800000004',
    idNumber: idOf('1985-03-07'),
    joinDate: '2021-08-20',
    contractStart: '2024-09-01',
    contractEnd: '2027-08-31',
    political: 0,
    marital: 1,
    education: 4,
    teacherCert: null,
    major: '汽车驾驶',
    emergencyContact: '陈太太',
    emergencyPhone: '13900001111',
    ...extra,
  });
  beforeAll(async () => {
    t = await createTestApp();
    principal = await loginSigned(t, 'yuanzhang');
    vice = signer(await loginWithSmsCode(t, 'shuangyz'));
    teacher = await loginSigned(t, 'jiaoshi');
    busTeacher = await loginSigned(t, 'xiaoche');
    outsider = await loginSigned(t, 'xufei');
  });
  afterAll(() => t.close());

  it('lists every member of the school with the demo profiles, and filters by status', async () => {
    const all = await list();
    expect(all.code).toBe(200);
    expect(all.data.find((r) => r.userId === teacher.userId)).toMatchObject({
      name: '李晓雯',
      status: 1,
      education: 2,
      birthday: '1995-03-07',
      credentials: expect.arrayContaining([expect.objectContaining({ category: 2 })]),
    });
    expect(all.data.map((r) => r.name)).toContain('王丽华');
    expect((await list(principal, { schoolId: 101, status: 5 })).data).toEqual([]);
    const options = (await t.get('/park/emp/options', { schoolId: 101 }, principal)).json();
    expect(options.data.departments.map((d: { name: string }) => d.name)).toContain('保教部');
    expect(all.data.find((r) => r.userId === teacher.userId)).toMatchObject({ departmentName: '保教部', positionName: '教师' });
  });

  it('saves a profile: the birthday comes from the ID number, a wrong check digit or phone is refused', async () => {
    const res = await t.post('/park/emp/save', profile(busTeacher.userId), principal);
    expect(res.json()).toMatchObject({ code: 200, data: { birthday: '1985-03-07', education: 4, major: '汽车驾驶' } });
    const good = idOf('1985-03-07');
    const wrongCheck = `${good.slice(0, 17)}${good[17] === '0' ? '1' : '0'}`;
    expect((await t.post('/park/emp/save', profile(busTeacher.userId, { idNumber: wrongCheck }), principal)).json()).toMatchObject({
      code: 400,
      msg: StaffMsg.idNumber,
    });
    expect((await t.post('/park/emp/save', profile(busTeacher.userId, { phone: '1380000000' }), principal)).json()).toMatchObject({
      code: 400,
      msg: StaffMsg.phone,
    });
    expect((await t.post('/park/emp/save', profile(busTeacher.userId, { contractEnd: '2023-01-01' }), principal)).json()).toMatchObject({
      code: 400,
      msg: StaffMsg.contractOrder,
    });
    // A colleague's phone is hers.
    expect((await t.post('/park/emp/save', profile(busTeacher.userId, { phone: '13800000002' }), principal)).json()).toMatchObject({
      code: 400,
      msg: StaffMsg.phoneTaken,
    });
  });

  it('refuses another school’s staff and a teacher without the right', async () => {
    // xufei works at 104 only: she is unknown in 101, and the vice principal of 101 reaches nothing of 104.
    expect((await t.post('/park/emp/save', profile(outsider.userId), vice)).json()).toMatchObject({ code: 404, msg: StaffMsg.noMember });
    expect((await t.post('/park/emp/save', { ...profile(outsider.userId), schoolId: 104 }, vice)).json()).toMatchObject({ code: 403 });
    expect((await t.get('/park/emp/list', { schoolId: 104 }, vice)).json()).toMatchObject({ code: 403 });
    expect(
      (
        await t.post('/park/emp/credential/save', { id: uuidv7(), schoolId: 101, userId: outsider.userId, category: 2, number: 'X1' }, vice)
      ).json(),
    ).toMatchObject({ code: 404, msg: StaffMsg.noMember });
    // jiaoshi may not open 教职工管理 nor write there.
    expect((await t.get('/park/emp/list', { schoolId: 101 }, teacher)).json()).toMatchObject({ code: 403, msg: PermissionMsg.denied });
    expect((await t.post('/park/emp/save', profile(busTeacher.userId), teacher)).json()).toMatchObject({
      code: 403,
      msg: PermissionMsg.denied,
    });
    const push = await protocolClient(t, teacher).push([
      { id: 1, name: 'staffProfile.setStatus', args: { schoolId: 101, userId: busTeacher.userId, status: 5, date: '2026-11-01' } },
    ]);
    expect(push.body.results[0]).toMatchObject({ status: 'rejected', code: 403 });
    // The HR scope is not replicated to her.
    const { scopes } = await protocolClient(t, teacher).pullAll(101);
    expect(scopes).not.toContain('staffRecords');
  });

  it('gives the principal’s position only when the member may edit rights', async () => {
    const [head] = await t.database.db
      .select({ id: positions.id })
      .from(positions)
      .where(and(eq(positions.schoolId, 101), eq(positions.allRights, true)));
    const args = profile(busTeacher.userId, { positionId: head?.id });
    // 副园长 holds /YWGL:* but not /JCSZ/JSGL:edit.
    expect((await t.post('/park/emp/save', args, vice)).json()).toMatchObject({ code: 403, msg: StaffMsg.allRights });
  });

  it('keeps credentials and reminds in 通知 30 and 7 days ahead, once each', async () => {
    const id = uuidv7();
    const today = chinaToday(t.clock.now());
    const expiry = new Date(Date.parse(today) + 20 * DAY).toISOString().slice(0, 10);
    const number = `JK-${Date.now() % 100000}`;
    const saved = await t.post(
      '/park/emp/credential/save',
      { id, schoolId: 101, userId: busTeacher.userId, category: 2, number, issued: today, expiry },
      principal,
    );
    expect(saved.json()).toMatchObject({ code: 200, data: { id, category: 2, expiry } });
    expect(
      (
        await t.post(
          '/park/emp/credential/save',
          { id: uuidv7(), schoolId: 101, userId: busTeacher.userId, category: 9, number: 'x' },
          principal,
        )
      ).json(),
    ).toMatchObject({ code: 400, msg: StaffMsg.category });
    const mine = async (who: Signed) =>
      (
        await t.database.db
          .select({ content: notifications.content })
          .from(notifications)
          .where(and(eq(notifications.userId, who.userId), like(notifications.title, '教职工证书到期提醒')))
      ).filter((n) => n.content.includes(number));
    const runIfDue = () => sendCredentialReminders(t.database.db, t.clock);
    await runIfDue();
    expect(await runIfDue()).toBe(0);
    expect(await mine(principal)).toHaveLength(1);
    expect((await mine(busTeacher))[0]?.content).toContain('健康证');
    expect(await mine(teacher)).toHaveLength(0);
    t.clock.advance(14 * DAY);
    await runIfDue();
    expect(await mine(principal)).toHaveLength(2);
    expect((await mine(principal))[1]?.content).toContain('还有6天');
    t.clock.advance(-14 * DAY);
  });

  it('a member set to 离职 cannot sign in to the school and leaves the roster; back to 正式, she can', async () => {
    expect(
      (await t.post('/park/emp/status', { schoolId: 101, userId: principal.userId, status: 5, date: '2026-11-01' }, principal)).json(),
    ).toMatchObject({
      code: 400,
      msg: StaffMsg.self,
    });
    const res = await t.post(
      '/park/emp/status',
      { schoolId: 101, userId: busTeacher.userId, status: 5, date: '2026-11-20', reason: '个人原因' },
      principal,
    );
    expect(res.json()).toMatchObject({ code: 200, data: { status: 5, statusDate: '2026-11-20', statusReason: '个人原因' } });
    await expect(t.login('xiaoche')).rejects.toThrow(Msg.noSchool);
    // Her open session no longer reaches the school either.
    expect((await t.get('/park/login/getUserInfo', {}, busTeacher)).json().code).not.toBe(200);
    const pulled = await protocolClient(t, vice).pullAll(101);
    expect(pulled.changes.some((c) => c.table === 'staff' && c.op === 'del' && c.row.id === `101-${busTeacher.userId}`)).toBe(true);
    expect(pulled.changes.find((c) => c.table === 'staffProfiles' && c.row.id === `101-${busTeacher.userId}`)?.row).toMatchObject({
      status: 5,
    });
    expect((await list(principal, { schoolId: 101, status: 5 })).data.map((r) => r.userId)).toEqual([busTeacher.userId]);

    expect(
      (await t.post('/park/emp/status', { schoolId: 101, userId: busTeacher.userId, status: 1, date: '2026-11-25' }, principal)).json()
        .code,
    ).toBe(200);
    expect((await t.login('xiaoche')).schoolInfo.schoolId).toBe(101);
  });

  it('imports: the dry run names the bad rows and writes nothing; a good file saves the profiles', async () => {
    const rows = [
      { row: 2, name: '李晓雯', phone: '13800000002', education: 1, major: '学前教育硕士' },
      { row: 3, name: '不存在', phone: '13911112222' },
      { row: 4, name: '张敏', phone: '13800000003', idNumber: '110101198811152721' },
    ];
    const before = (await list()).data.find((r) => r.userId === teacher.userId);
    const dry = await t.post('/park/emp/import', { schoolId: 101, dryRun: true, rows }, principal);
    expect(dry.json()).toMatchObject({
      code: 200,
      data: {
        count: 1,
        errors: [
          { row: 3, column: '手机号', message: StaffMsg.unknownPhone },
          { row: 4, column: '身份证号', message: StaffMsg.idNumber },
        ],
      },
    });
    const wet = await t.post('/park/emp/import', { schoolId: 101, rows }, principal);
    expect(wet.json()).toMatchObject({ code: 400, msg: `第3行「手机号」：${StaffMsg.unknownPhone}（共2处错误）` });
    expect((await list()).data.find((r) => r.userId === teacher.userId)).toEqual(before);
    const ok = await t.post('/park/emp/import', { schoolId: 101, rows: [rows[0]] }, principal);
    expect(ok.json()).toMatchObject({ code: 200, data: { count: 1 } });
    expect((await list()).data.find((r) => r.userId === teacher.userId)).toMatchObject({ education: 1, major: '学前教育硕士' });
  });

  it('edits offline through sync push, the same service', async () => {
    const c = protocolClient(t, principal);
    const res = await c.push([
      { id: 1, name: 'staffProfile.save', args: profile(busTeacher.userId, { remark: '离线修改' }) },
      { id: 2, name: 'staffProfile.setStatus', args: { schoolId: 101, userId: busTeacher.userId, status: 0, date: '2026-11-26' } },
    ]);
    expect(res.body.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied']);
    expect((await list()).data.find((r) => r.userId === busTeacher.userId)).toMatchObject({ remark: '离线修改', status: 0 });
  });
});
