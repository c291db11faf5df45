import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDeptTree, type Department, DEMO_PASSWORD, type DeviceSession, isInSubtree, OrgMsg, ProfileMsg } from '@contract';
import { departments, memberships, schoolProfiles, users } from '../../server/db/schema';
import { lastSmsCode, postAnon } from './helpers/security';
import { createTestApp, md5, type Signed, signer, type TestApp } from './helpers/test-app';

/** Issue 25 items 2 and 6: departments and positions, school info, personal centre (docs/org.md). */
describe('organisation: department tree, positions, school info, personal centre', () => {
  let t: TestApp;
  let yz: Signed;
  let jiaoshi: Signed;
  const list = async (schoolId = 101, as = yz): Promise<Department[]> => (await t.get('/park/dept/list', { schoolId }, as)).json().data;
  const post = async (url: string, body: unknown, as = yz) => (await t.post(url, body, as)).json();
  const add = async (name: string, parentId: number | null = null, schoolId = 101) =>
    (await post('/park/dept/add', { schoolId, name, parentId })).data as Department;
  beforeAll(async () => {
    t = await createTestApp();
    yz = signer(await t.login('yuanzhang'));
    jiaoshi = signer(await t.login('jiaoshi'));
  });
  afterAll(() => t.close());

  it('builds a tree: add under a parent, member counts, moves that keep a tree (no cycles)', async () => {
    const top = await add('教学部');
    const sub = await add('大班组', top.id);
    const leaf = await add('大一班组', sub.id);
    const other = await add('行政部');
    const tree = buildDeptTree(await list());
    const teaching = tree.find((n) => n.id === top.id);
    expect(teaching?.children.map((c) => c.name)).toEqual(['大班组']);
    expect(teaching?.children[0]?.children.map((c) => c.name)).toEqual(['大一班组']);
    // The seeded departments carry their members.
    expect(tree.reduce((sum, n) => sum + n.totalCount, 0)).toBeGreaterThan(0);

    // A department cannot go under itself or under its own descendant.
    expect(await post('/park/dept/move', { id: top.id, parentId: leaf.id, index: 0 })).toMatchObject({ code: 400, msg: OrgMsg.deptCycle });
    expect(await post('/park/dept/move', { id: top.id, parentId: top.id, index: 0 })).toMatchObject({ code: 400, msg: OrgMsg.deptCycle });
    // Moving a subtree under another department carries its children.
    expect(await post('/park/dept/move', { id: sub.id, parentId: other.id, index: 0 })).toMatchObject({ code: 200, msg: OrgMsg.moved });
    let rows = await list();
    expect(rows.find((r) => r.id === sub.id)?.parentId).toBe(other.id);
    expect(rows.find((r) => r.id === leaf.id)?.parentId).toBe(sub.id);
    expect(isInSubtree(rows, other.id, leaf.id)).toBe(true);
    // Reorder among the top: 行政部 first; siblings are numbered 0, 1, 2… with no gaps or twins.
    expect((await post('/park/dept/move', { id: other.id, parentId: null, index: 0 })).code).toBe(200);
    rows = await list();
    const tops = rows.filter((r) => r.parentId === null).sort((a, b) => a.sort - b.sort);
    expect(tops[0]?.id).toBe(other.id);
    expect(tops.map((r) => r.sort)).toEqual(tops.map((_, i) => i));
    // Every row reaches the top (a tree, whatever moves were made).
    for (const r of rows) expect(isInSubtree(rows, r.id, r.id)).toBe(true);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const r of rows) {
      let at: number | null = r.parentId;
      for (let steps = 0; at !== null; steps++) {
        expect(steps).toBeLessThan(rows.length);
        at = byId.get(at)?.parentId ?? null;
      }
    }
  });

  it('concurrent crossing moves never make a cycle', async () => {
    const a = await add('甲部门');
    const b = await add('乙部门');
    const answers = await Promise.all([
      post('/park/dept/move', { id: a.id, parentId: b.id, index: 0 }),
      post('/park/dept/move', { id: b.id, parentId: a.id, index: 0 }),
    ]);
    expect(answers.map((r) => r.code).sort()).toEqual([200, 400]);
    const rows = await list();
    const pa = rows.find((r) => r.id === a.id)?.parentId;
    const pb = rows.find((r) => r.id === b.id)?.parentId;
    expect(pa === b.id && pb === a.id).toBe(false);
  });

  it('refuses deleting a department with members or children, with a Chinese message', async () => {
    const [withMembers] = await t.database.db
      .select({ id: memberships.departmentId })
      .from(memberships)
      .where(and(eq(memberships.schoolId, 101), eq(memberships.userId, yz.userId)));
    const deptId = withMembers?.id ?? 0;
    const refused = await post('/park/dept/delete', { id: deptId });
    expect(refused.code).toBe(400);
    expect(refused.msg).toMatch(/^该部门下还有\d+名教职工/);
    const parent = await add('待删部门');
    const child = await add('待删子部门', parent.id);
    expect(await post('/park/dept/delete', { id: parent.id })).toMatchObject({ code: 400, msg: OrgMsg.deptHasChildren });
    expect(await post('/park/dept/delete', { id: child.id })).toMatchObject({ code: 200 });
    expect(await post('/park/dept/delete', { id: parent.id })).toMatchObject({ code: 200 });
    expect((await list()).some((r) => r.id === parent.id)).toBe(false);
  });

  it("another school's department is refused, and a teacher cannot change the tree", async () => {
    const [foreign] = await t.database.db.select().from(departments).where(eq(departments.schoolId, 102)).limit(1);
    const caiwu = signer(await t.login('caiwu'));
    // caiwu belongs to 101 only: 102's department is not hers to see or move.
    const answer = await post('/park/dept/rename', { id: foreign?.id, name: '改名' }, caiwu);
    expect([403, 404]).toContain(answer.code);
    expect((await post('/park/dept/add', { schoolId: 101, name: '偷偷加的', parentId: null }, jiaoshi)).code).toBe(403);
    expect((await t.get('/park/dept/list', { schoolId: 102 }, caiwu)).json().code).toBe(403);
    const [still] = await t.database.db
      .select()
      .from(departments)
      .where(eq(departments.id, foreign?.id ?? 0));
    expect(still?.name).toBe(foreign?.name);
  });

  it('positions: add, rename, duties at GWGL/WORK for the member’s own position; 园长 protected; held ones kept', async () => {
    const positions = async () =>
      (await t.get('/park/roles/positions', { schoolId: 101 }, yz)).json().data as {
        id: number;
        name: string;
        allRights: boolean;
        memberCount: number;
      }[];
    const principal = (await positions()).find((p) => p.allRights);
    expect(principal?.name).toBe('园长');
    expect(await post('/park/roles/position/delete', { id: principal?.id })).toMatchObject({ code: 400, msg: OrgMsg.positionProtected });
    expect(await post('/park/roles/position/update', { id: principal?.id, name: '执行园长', duties: '' })).toMatchObject({
      code: 400,
      msg: OrgMsg.positionProtected,
    });
    expect(await post('/park/roles/position/add', { schoolId: 101, name: '园长', duties: '' })).toMatchObject({
      code: 400,
      msg: OrgMsg.positionReserved,
    });
    expect(await post('/park/roles/position/add', { schoolId: 101, name: '教师', duties: '' })).toMatchObject({
      code: 400,
      msg: OrgMsg.positionDuplicate,
    });

    const made = await post('/park/roles/position/add', { schoolId: 101, name: '教研组长', duties: '组织教研活动' });
    expect(made).toMatchObject({ code: 200, data: { name: '教研组长', memberCount: 0, allRights: false } });
    expect((await post('/park/roles/position/update', { id: made.data.id, name: '教研主任', duties: '组织教研' })).code).toBe(200);
    expect((await positions()).find((p) => p.id === made.data.id)).toMatchObject({ name: '教研主任' });
    expect((await post('/park/roles/position/delete', { id: made.data.id })).code).toBe(200);

    const teacher = (await positions()).find((p) => p.name === '教师');
    expect(await post('/park/roles/position/delete', { id: teacher?.id })).toMatchObject({ code: 400 });
    expect((await post('/park/roles/position/update', { id: teacher?.id, name: '教师', duties: '负责班级保教工作\n家园沟通' })).code).toBe(
      200,
    );
    // The teacher reads her own duties (an always-allowed page), not the positions list.
    expect((await t.get('/park/roles/myDuties', { schoolId: 101 }, jiaoshi)).json().data).toMatchObject({
      positionName: '教师',
      duties: '负责班级保教工作\n家园沟通',
    });
    expect((await t.get('/park/roles/positions', { schoolId: 101 }, jiaoshi)).json().code).toBe(403);
  });

  it('the position-menu editor answers in school 320 only', async () => {
    expect((await t.get('/park/roles/positionMenu/list', { schoolId: 320 }, yz)).json().code).toBe(200);
    const refused = (await t.get('/park/roles/positionMenu/list', { schoolId: 101 }, yz)).json();
    expect(refused.code).toBe(403);
    const teacher101 = (await t.get('/park/roles/list', { schoolId: 101 }, yz))
      .json()
      .data.find((r: { positionName: string }) => r.positionName === '教师');
    const save = await post('/park/roles/positionMenu/save', { schoolId: 101, positionId: teacher101.positionId, permissions: ['/HOME'] });
    expect(save.code).toBe(403);
    const teacher320 = (await t.get('/park/roles/positionMenu/list', { schoolId: 320 }, yz))
      .json()
      .data.find((r: { allRights: boolean }) => !r.allRights);
    if (teacher320) {
      const ok = await post('/park/roles/positionMenu/save', { schoolId: 320, positionId: teacher320.positionId, permissions: ['/HOME'] });
      expect(ok.code).toBe(200);
    }
  });

  it('school info: exact enumerations, saved with the right, refused without it', async () => {
    const info = {
      schoolId: 101,
      schoolName: '阳光幼儿园',
      address: '北京市海淀区学院路1号',
      contactName: '王丽华',
      contactPhone: '010-62345678',
      kindergartenType: 6,
      level: 4,
      residence: 0,
      foundedOn: '2008-09-01',
      area: 3200,
      classCount: 12,
      capacity: 360,
      intro: '',
    };
    expect(await post('/park/school/info/save', { ...info, level: 0 })).toMatchObject({ code: 400, msg: '请选择正确的园所等级' });
    expect(await post('/park/school/info/save', { ...info, kindergartenType: 7 })).toMatchObject({
      code: 400,
      msg: '请选择正确的办园类型',
    });
    expect(await post('/park/school/info/save', { ...info, residence: 6 })).toMatchObject({ code: 400 });
    expect((await post('/park/school/info/save', info, jiaoshi)).code).toBe(403);
    const saved = await post('/park/school/info/save', info);
    expect(saved).toMatchObject({ code: 200, data: { kindergartenType: 6, level: 4, residence: 0, area: 3200 } });
    const [row] = await t.database.db.select().from(schoolProfiles).where(eq(schoolProfiles.schoolId, 101));
    expect(row?.address).toBe('北京市海淀区学院路1号');
    expect((await t.get('/park/school/info', { schoolId: 101 }, yz)).json().data).toMatchObject({
      schoolName: '阳光幼儿园',
      foundedOn: '2008-09-01',
    });
  });

  it('phone change needs both codes (or the password and the new phone’s code)', async () => {
    const caiwu = signer(await t.login('caiwu'));
    const newPhone = '13912345678';
    const sendTo = async (mobilePhone: string, ip: string) => {
      t.clock.advance(61_000); // past the 60 s resend countdown
      expect((await postAnon(t, '/park/login/sendSms', { mobilePhone, type: 1 }, ip)).json().code).toBe(200);
      return lastSmsCode(t);
    };
    const oldCode = await sendTo('13800000003', '10.31.0.1');
    // The new phone's code alone is not enough; nor is the old one's alone.
    expect(await post('/park/acount/changePhone', { newPhone, newCode: '123456' }, caiwu)).toMatchObject({
      code: 400,
      msg: ProfileMsg.proofRequired,
    });
    expect(await post('/park/acount/changePhone', { oldCode, newPhone, newCode: '000000' }, caiwu)).toMatchObject({
      code: 400,
      msg: ProfileMsg.wrongNewCode,
    });
    // The old code was used up by that attempt (it passed): a fresh pair is needed.
    const oldAgain = await sendTo('13800000003', '10.31.0.2');
    const newCode = await sendTo(newPhone, '10.31.0.3');
    expect(await post('/park/acount/changePhone', { oldCode: '999999', newPhone, newCode }, caiwu)).toMatchObject({
      code: 400,
      msg: ProfileMsg.wrongOldCode,
    });
    expect(await post('/park/acount/changePhone', { oldCode: oldAgain, newPhone, newCode }, caiwu)).toMatchObject({
      code: 200,
      msg: ProfileMsg.phoneChanged,
    });
    const [user] = await t.database.db.select().from(users).where(eq(users.loginName, 'caiwu'));
    expect(user?.mobilePhone).toBe(newPhone);
    // Back, with the login password instead of the lost old phone.
    const back = await sendTo('13800000003', '10.31.0.4');
    expect(
      await post('/park/acount/changePhone', { password: md5('Wrong@2026'), newPhone: '13800000003', newCode: back }, caiwu),
    ).toMatchObject({ code: 400, msg: ProfileMsg.wrongPassword });
    const back2 = await sendTo('13800000003', '10.31.0.5');
    expect(
      (await post('/park/acount/changePhone', { password: md5(DEMO_PASSWORD), newPhone: '13800000003', newCode: back2 }, caiwu)).code,
    ).toBe(200);
    // Someone else's number is refused.
    expect(
      await post('/park/acount/changePhone', { password: md5(DEMO_PASSWORD), newPhone: '13800000001', newCode: '123456' }, caiwu),
    ).toMatchObject({ code: 400, msg: ProfileMsg.phoneTaken });
  });

  it('signing out a device ends its token at once; another account’s session is not found', async () => {
    const phone = signer(await t.login('yuanzhang'));
    expect((await t.get('/park/acount/profile', {}, phone)).json().code).toBe(200);
    const sessions: DeviceSession[] = (await t.get('/park/acount/sessions', {}, yz)).json().data;
    const current = sessions.find((s) => s.current);
    expect(current?.live).toBe(true);
    const other = sessions.filter((s) => s.live && !s.current);
    expect(other.length).toBeGreaterThan(0);
    // jiaoshi cannot end yuanzhang's session.
    expect((await post('/park/acount/signOutDevice', { id: other[0]?.id }, jiaoshi)).code).toBe(404);
    for (const s of other) expect((await post('/park/acount/signOutDevice', { id: s.id })).code).toBe(200);
    expect((await t.get('/park/acount/profile', {}, phone)).json().code).toBe(20011);
    expect((await t.get('/park/acount/profile', {}, yz)).json().code).toBe(200);
    const after: DeviceSession[] = (await t.get('/park/acount/sessions', {}, yz)).json().data;
    expect(after.filter((s) => s.live).map((s) => s.id)).toEqual([current?.id]);
    expect(after.some((s) => s.revokedAt !== null)).toBe(true);
  });

  it('profile: own name and avatar', async () => {
    const saved = await post('/park/acount/profile', { userName: '王丽华', headPic: '/files/avatar.png' });
    expect(saved).toMatchObject({ code: 200, data: { userName: '王丽华', headPic: '/files/avatar.png', maskedPhone: '138****0001' } });
    expect((await post('/park/acount/profile', { userName: '' })).code).toBe(400);
  });
});
