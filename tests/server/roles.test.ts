import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_PERMISSIONS,
  ErrorCode,
  expandRole,
  Msg,
  PermissionMsg,
  RECOMMENDED_ROLES,
  type RoleDetail,
  type RoleListItem,
  type RoleMenuNode,
  RoleMsg,
  uuidv7,
} from '@contract';
import { positions } from '../../server/db/schema';
import { firstClassId, loginSigned, protocolClient } from './helpers/sync-client';
import { createTestApp, type Signed, type TestApp } from './helpers/test-app';
import { inbox } from './helpers/socket-inbox';

const flatten = (nodes: RoleMenuNode[]): RoleMenuNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

describe('角色权限 /park/roles (SPEC §6 role calls)', () => {
  let t: TestApp;
  let principal: Signed;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    principal = await loginSigned(t, 'yuanzhang');
  });
  afterAll(() => t.close());

  const positionId = async (schoolId: number, name: string) => {
    const [row] = await t.database.db
      .select()
      .from(positions)
      .where(and(eq(positions.schoolId, schoolId), eq(positions.name, name)));
    if (!row) throw new Error(`no ${name} in ${schoolId}`);
    return row.id;
  };
  const detail = async (id: number, who = principal) =>
    (await t.get('/park/roles/detail', { schoolId: 101, positionId: id }, who)).json().data as RoleDetail;
  const permissionsOf = async (loginName: string) => {
    const who = await loginSigned(t, loginName);
    return (await t.get('/park/login/getUserInfo', { schoolId: 101 }, who)).json().data.permissions as string[];
  };

  it('lists the school’s positions with their member counts, the principal’s holding all rights', async () => {
    const res = await t.get('/park/roles/list', { schoolId: 101 }, principal);
    expect(res.statusCode).toBe(200);
    const list = res.json().data as RoleListItem[];
    expect(list.map((r) => r.positionName)).toEqual(['园长', '副园长', '教师', '保育员', '财务', '跟车老师', '保健医生', '后勤主管']);
    const byName = Object.fromEntries(list.map((r) => [r.positionName, r]));
    expect(byName.园长).toMatchObject({ allRights: true, memberCount: 1 });
    expect(byName.教师).toMatchObject({ allRights: false, memberCount: 1 });
    expect(byName.保育员).toMatchObject({ allRights: false, memberCount: 0 });
  });

  it('answers a position’s permissions, every one for the principal’s, and a recommended role by position name', async () => {
    const teacher = await detail(await positionId(101, '教师'));
    expect(teacher).toMatchObject({ positionName: '教师', allRights: false });
    expect(teacher.permissions).toEqual([...expandRole(RECOMMENDED_ROLES.教师 ?? [])].sort());
    expect((await detail(await positionId(101, '园长'))).permissions).toEqual([...ALL_PERMISSIONS]);

    const recommended = await t.get('/park/roles/recommended', { schoolId: 101, positionName: '财务' }, principal);
    expect(recommended.json().data).toEqual({
      positionName: '财务',
      recommended: true,
      permissions: expandRole(RECOMMENDED_ROLES.财务 ?? []),
    });
    const none = await t.get('/park/roles/recommended', { positionName: '门卫' }, principal);
    expect(none.json().data).toEqual({ positionName: '门卫', recommended: false, permissions: [] });
  });

  it('offers the menu of the school worded for its style, with each page’s actions, without the pages no role decides', async () => {
    const tree = async (schoolId: number) =>
      flatten((await t.get('/park/roles/menuRights', { schoolId }, principal)).json().data as RoleMenuNode[]);
    const kindergarten = await tree(101);
    const children = kindergarten.find((n) => n.path === '/YWGL/JCXX/YEGL');
    expect(children?.name).toBe('幼儿管理');
    expect(children?.actions).toEqual([
      { key: '/YWGL/JCXX/YEGL:add', label: '新增' },
      { key: '/YWGL/JCXX/YEGL:edit', label: '修改' },
      { key: '/YWGL/JCXX/YEGL:remove', label: '删除' },
      { key: '/YWGL/JCXX/YEGL:changeClass', label: '调班' },
      { key: '/YWGL/JCXX/YEGL:leave', label: '离园' },
      { key: '/YWGL/JCXX/YEGL:graduate', label: '毕业' },
      { key: '/YWGL/JCXX/YEGL:inviteParents', label: '邀请家长' },
      { key: '/YWGL/JCXX/YEGL:reviewParents', label: '审核家长申请' },
    ]);
    expect(kindergarten.find((n) => n.path === '/YWGL/JCXX/LYYE')?.actions).toEqual([{ key: '/YWGL/JCXX/LYYE:back', label: '复学' }]);
    expect(kindergarten.find((n) => n.path === '/DGTW')?.actions).toHaveLength(12);
    expect(kindergarten.find((n) => n.path === '/JCSZ/JSGL')?.actions).toEqual([{ key: '/JCSZ/JSGL:edit', label: '修改角色权限' }]);
    const paths = kindergarten.map((n) => n.path);
    // Every member has these; the mailbox is the principal's; the position-menu editor is school 320's.
    for (const path of ['/HOME', '/JCSZ/XGMM', '/YWGL/YSXC/YCXX', '/YWGL/RLZYGL/GWGL/MENU']) expect(paths).not.toContain(path);
    // The order list too, but paying the orders is a right a position is given.
    expect(kindergarten.find((n) => n.path === '/JCSZ/DDLB')?.actions).toEqual([{ key: '/JCSZ/DDLB:pay', label: '支付订单' }]);
    expect(kindergarten.filter((n) => n.path === '').map((n) => n.name)).toEqual([
      '智慧园务',
      '智慧教学',
      '融合教育',
      '保健管理',
      '家校互动',
      '资源平台',
      '系统设置',
    ]);

    expect((await tree(320)).map((n) => n.path)).toContain('/YWGL/RLZYGL/GWGL/MENU');
    const school = await tree(102);
    expect(school.find((n) => n.path === '/YWGL')?.name).toBe('协同办公');
    expect(school.find((n) => n.path === '/YWGL/JCXX/YEGL')?.name).toBe('学生管理');
  });

  it('saving takes effect at once: the teacher loses 新增 of 幼儿管理, is refused it by REST and sync, and her devices are poked', async () => {
    const teacherPosition = await positionId(101, '教师');
    const before = await detail(teacherPosition);
    expect(await permissionsOf('jiaoshi')).toContain('/YWGL/JCXX/YEGL:add');

    const teacher = await loginSigned(t, 'jiaoshi');
    const ws = await t.app.injectWS('/sync/ws');
    const box = inbox(ws);
    ws.send(JSON.stringify({ type: 'hello', token: teacher.token }));
    await box.next((m) => m.type === 'ready');

    const wanted = before.permissions.filter((p) => p !== '/YWGL/JCXX/YEGL:add');
    const saved = await t.post('/park/roles/save', { schoolId: 101, positionId: teacherPosition, permissions: wanted }, principal);
    expect(saved.json()).toMatchObject({ code: 200, msg: RoleMsg.saved, data: { positionName: '教师', permissions: wanted } });
    await expect(box.next((m) => m.type === 'poke')).resolves.toEqual({ type: 'poke', schoolId: 101 });
    ws.terminate();

    expect((await detail(teacherPosition)).permissions).toEqual(wanted);
    const now = await permissionsOf('jiaoshi');
    expect(now).not.toContain('/YWGL/JCXX/YEGL:add');
    expect(now).toContain('/YWGL/JCXX/YEGL:edit');

    const classId = await firstClassId(t, 101);
    const child = { id: uuidv7(), schoolId: 101, classId, name: '小明', gender: 1, birthday: '2021-05-06' };
    const rest = await t.post('/park/baby/add', child, teacher);
    expect(rest.statusCode).toBe(403);
    expect(rest.json().msg).toBe(PermissionMsg.denied);
    const pushed = await protocolClient(t, teacher).push([{ id: 1, name: 'student.create', args: child }]);
    expect(pushed.body.results).toEqual([{ id: 1, status: 'rejected', code: ErrorCode.forbidden, msg: PermissionMsg.denied }]);

    const log = await t.get('/park/operationLog/list', { schoolId: 101, module: '角色权限' }, principal);
    expect(log.json().data.list[0]).toMatchObject({
      userName: '王丽华',
      action: '修改角色权限',
      detail: `教师：新增 0 项，取消 1 项，共 ${wanted.length} 项`,
    });

    // Given back, the same call passes.
    await t.post('/park/roles/save', { schoolId: 101, positionId: teacherPosition, permissions: before.permissions }, principal);
    expect((await t.post('/park/baby/add', child, teacher)).json().code).toBe(200);
  });

  it('a page granted is open at once: 财务 given 角色权限 reads the role list, but may not save without its action', async () => {
    const finance = await loginSigned(t, 'caiwu');
    const refused = await t.get('/park/roles/list', { schoolId: 101 }, finance);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe(PermissionMsg.denied);

    const financePosition = await positionId(101, '财务');
    const rights = [...(await detail(financePosition)).permissions, '/JCSZ/JSGL'];
    expect((await t.post('/park/roles/save', { positionId: financePosition, permissions: rights }, principal)).json().code).toBe(200);
    expect((await t.get('/park/roles/list', { schoolId: 101 }, finance)).json().code).toBe(200);
    const save = await t.post('/park/roles/save', { schoolId: 101, positionId: financePosition, permissions: rights }, finance);
    expect(save.statusCode).toBe(403);
    expect(save.json().msg).toBe(PermissionMsg.denied);
  });

  it('setting the term follows the role: 财务 given 设置学期 may set it, and term info says so', async () => {
    const finance = await loginSigned(t, 'caiwu');
    const canSetTerm = async () => (await t.get('/park/bj/term/info', { schoolId: 101 }, finance)).json().data.canSetTerm;
    expect(await canSetTerm()).toBe(false);
    const financePosition = await positionId(101, '财务');
    const rights = [...(await detail(financePosition)).permissions, '/JCSZ/YLSZ', '/JCSZ/YLSZ:edit'];
    expect(
      (await t.post('/park/roles/save', { schoolId: 101, positionId: financePosition, permissions: rights }, principal)).json().code,
    ).toBe(200);
    expect(await canSetTerm()).toBe(true);
    const term = { schoolId: 101, schoolYear: '2026-2027', termType: 1, startsOn: '2026-09-01', endsOn: '2027-01-20' };
    expect((await t.post('/park/bj/term/save', term, finance)).json().code).toBe(200);
  });

  it('refuses the principal’s position, unknown keys, an action without its page, and another school’s position', async () => {
    const save = (body: unknown, who = principal) => t.post('/park/roles/save', body, who);
    const principalPosition = await positionId(101, '园长');
    const teacherPosition = await positionId(101, '教师');

    const allRights = await save({ schoolId: 101, positionId: principalPosition, permissions: ['/HOME'] });
    expect(allRights.statusCode).toBe(400);
    expect(allRights.json().msg).toBe(RoleMsg.allRights);

    const unknown = await save({ schoolId: 101, positionId: teacherPosition, permissions: ['/YWGL/JCXX/YEGL', '/NOPE:add'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toBe('未知的权限：/NOPE:add');

    const orphan = await save({ schoolId: 101, positionId: teacherPosition, permissions: ['/YWGL/JCXX/BJGL', '/YWGL/JCXX/YEGL:add'] });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().msg).toBe('勾选“幼儿管理 · 新增”前请先勾选其所在页面');
    // A group's action needs a page of the group.
    const group = await save({ schoolId: 101, positionId: teacherPosition, permissions: ['/DGTW/JWH', '/DGTW:addNotice'] });
    expect(group.json().code).toBe(200);

    const elsewhere = await positionId(102, '教师');
    const other = await save({ schoolId: 101, positionId: elsewhere, permissions: [] });
    expect(other.statusCode).toBe(404);
    expect(other.json().msg).toBe(RoleMsg.notFound);
    expect((await t.get('/park/roles/detail', { schoolId: 101, positionId: elsewhere }, principal)).statusCode).toBe(404);
    expect((await detail(await positionId(101, '教师'))).permissions).toEqual(['/DGTW/JWH', '/DGTW:addNotice']);

    // A school the user does not belong to: 403 before anything is read.
    const finance = await loginSigned(t, 'caiwu');
    expect((await t.get('/park/roles/list', { schoolId: 102 }, finance)).statusCode).toBe(403);
    expect((await save({ schoolId: 102, positionId: elsewhere, permissions: [] }, finance)).statusCode).toBe(403);
  });

  it('an expired school’s principal may read its roles but not change them (2226)', async () => {
    const xufei = await loginSigned(t, 'xufei');
    expect((await t.get('/park/roles/list', { schoolId: 104 }, xufei)).json().code).toBe(200);
    const res = await t.post('/park/roles/save', { schoolId: 104, positionId: await positionId(104, '教师'), permissions: [] }, xufei);
    expect(res.json()).toMatchObject({ code: ErrorCode.schoolExpired, msg: Msg.schoolExpired });
  });
});
