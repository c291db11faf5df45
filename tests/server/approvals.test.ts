import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sealUses } from '../../server/db/schema';
import { ApprovalMsg, type ApprovalTemplateRow, DEMO_PICTURES, uuidv7 } from '@contract';
import { loginSigned, protocolClient } from './helpers/sync-client';
import { createTestApp, type Signed, type TestApp } from './helpers/test-app';

/** 审批 (docs/approvals.md) on the demo school 101: 保教部's head is 王丽华 (yuanzhang), jiaoshi works there. */
describe('approvals', () => {
  let t: TestApp;
  let principal: Signed;
  let teacher: Signed;
  let finance: Signed;
  let otherSchool: Signed;
  let templates: ApprovalTemplateRow[] = [];
  const tpl = (kind: string) => templates.find((x) => x.kind === kind) as ApprovalTemplateRow;
  const now = () => new Date().toISOString();

  const submit = (who: Signed, templateId: string, form: Record<string, unknown>, id = uuidv7()) =>
    t.post('/park/approval/submit', { id, schoolId: 101, templateId, form, createTime: now() }, who);
  const decide = (who: Signed, id: string, action: 'approve' | 'refuse', comment = '') =>
    t.post('/park/approval/decide', { schoolId: 101, id, action, comment }, who);
  const revoke = (who: Signed, id: string) => t.post('/park/approval/revoke', { schoolId: 101, id, comment: '' }, who);
  const detail = (who: Signed, id: string) => t.get('/park/approval/detail', { schoolId: 101, id }, who);
  const box = async (who: Signed, b: string) =>
    (await t.get('/park/approval/list', { schoolId: 101, box: b, pageNum: 1, pageSize: 50 }, who)).json().data.list as Array<{
      id: string;
      status: number;
    }>;
  /** A template of the test's own: each step named people, in the given modes. */
  const customTemplate = async (steps: Array<{ userIds: number[]; mode: 'all' | 'any' }>, cc: number[] = []) => {
    const id = uuidv7();
    const res = await t.post(
      '/park/approval/template/save',
      {
        schoolId: 101,
        id,
        name: `测试${id.slice(-6)}`,
        kind: 'general',
        fields: [{ key: 'content', label: '申请内容', kind: 'textarea', required: true }],
        steps: steps.map((s) => ({ type: 'user', ...s })),
        ccUserIds: cc,
      },
      principal,
    );
    expect(res.statusCode).toBe(200);
    return id;
  };
  const unread = async (who: Signed) => (await t.get('/park/notice/count', { schoolId: 101 }, who)).json().data.count as number;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    principal = await loginSigned(t, 'yuanzhang');
    teacher = await loginSigned(t, 'jiaoshi');
    finance = await loginSigned(t, 'caiwu');
    otherSchool = await loginSigned(t, 'xufei');
    templates = (await t.get('/park/approval/templates', { schoolId: 101 }, teacher)).json().data;
  });
  afterAll(() => t.close());

  it('seeds the five templates, leave with its fixed fields', () => {
    expect(templates.map((x) => x.name)).toEqual(['请假', '采购申请', '用印申请', '报销申请', '通用审批']);
    expect(tpl('leave').fields.map((f) => f.key)).toEqual(['leaveType', 'range', 'reason']);
    expect(tpl('seal').fields.find((f) => f.key === 'sealId')).toMatchObject({ kind: 'choice', required: true });
  });

  it('a leave pushed from the device waits for the department head, who approves it into staff attendance', async () => {
    const client = protocolClient(t, teacher);
    const id = uuidv7();
    const before = await unread(principal);
    const pushed = await client.push([
      {
        id: 1,
        name: 'approval.submit',
        args: {
          id,
          schoolId: 101,
          templateId: tpl('leave').id,
          form: { leaveType: '事假', range: { start: '2026-12-07', end: '2026-12-08' }, reason: '家中有事' },
          createTime: now(),
        },
      },
    ]);
    expect(pushed.status).toBe(200);
    expect(pushed.body.results?.[0] ?? pushed.body).not.toMatchObject({ status: 'rejected' });
    const mine = await box(teacher, 'mine');
    expect(mine.find((a) => a.id === id)).toMatchObject({ status: 1, waitingNames: ['王丽华'] });
    expect((await box(principal, 'todo')).map((a) => a.id)).toContain(id);
    expect(await unread(principal)).toBe(before + 1);

    // Only the current approver may act: not a colleague, not another school's principal.
    const byColleague = await decide(finance, id, 'approve');
    expect(byColleague.statusCode).toBe(403);
    expect(byColleague.json().msg).toBe('您不是当前节点的审批人，不能审批');
    // Named with her own school the application is not found; named with ours she is refused.
    expect((await t.get('/park/approval/detail', { schoolId: 104, id }, otherSchool)).statusCode).toBe(404);
    expect((await decide(otherSchool, id, 'approve')).statusCode).toBe(403);
    expect((await detail(otherSchool, id)).statusCode).toBe(403);
    expect((await detail(finance, id)).statusCode).toBe(404);
    // The applicant cannot approve her own.
    expect((await decide(teacher, id, 'approve')).statusCode).toBe(403);

    const teacherBefore = await unread(teacher);
    const ok = await decide(principal, id, 'approve', '注意休息');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().msg).toBe('已同意');
    expect(ok.json().data).toMatchObject({ status: 2, canDecide: false, currentStep: null });
    expect(await unread(teacher)).toBe(teacherBefore + 1);
    expect((await box(principal, 'done')).map((a) => a.id)).toContain(id);
    expect((await box(principal, 'todo')).map((a) => a.id)).not.toContain(id);

    // Both days are 请假 (事假) in 教职工考勤.
    for (const day of ['2026-12-07', '2026-12-08']) {
      const sheet = (await t.get('/park/teacherAttendance/day', { schoolId: 101, day }, principal)).json().data as Array<{
        userId: number;
        current: { status: number; leaveType: number; reason: string } | null;
      }>;
      expect(sheet.find((m) => m.userId === teacher.userId)?.current).toMatchObject({
        status: 2,
        leaveType: 2,
        reason: '请假审批：家中有事',
      });
    }

    // Over: no second decision, no revoking.
    const again = await decide(principal, id, 'refuse', '不行');
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('该审批已结束，不能再操作');
    const late = await revoke(teacher, id);
    expect(late.statusCode).toBe(400);
    expect(late.json().msg).toBe('只有审批中的申请可以撤销');
    // The same id again is refused.
    expect(
      (await submit(teacher, tpl('leave').id, { leaveType: '事假', range: { start: '2026-12-07', end: '2026-12-07' }, reason: 'x' }, id))
        .statusCode,
    ).toBe(400);
  });

  it('nobody approves their own application: a step naming only the applicant goes to their superior; the top passes by itself', async () => {
    type Flow = Array<{ label: string; approvers: Array<{ name: string }>; decisions: Array<{ result: string; comment: string }> }>;
    // caiwu's 报销申请: 部门负责人 (财务室: 王丽华), then 岗位：财务 — herself only, so her superior approves it instead.
    const claim = await submit(finance, tpl('reimburse').id, {
      amount: 12_000,
      category: '办公用品',
      detail: '打印纸两箱',
      invoices: [DEMO_PICTURES[0]],
    });
    expect(claim.statusCode).toBe(200);
    const flow = claim.json().data.flow as Flow;
    expect(flow[1]).toMatchObject({ label: ApprovalMsg.toSuperior(tpl('reimburse').steps[1]?.label ?? ''), decisions: [] });
    expect(flow[1]?.approvers.map((a) => a.name)).toEqual(['王丽华']);
    expect(claim.json().data).toMatchObject({ status: 1, canDecide: false });
    // She cannot decide it, whatever the flow says; the principal takes both steps.
    const id = claim.json().data.id as string;
    expect((await decide(finance, id, 'approve')).json()).toMatchObject({ code: 403, msg: ApprovalMsg.ownApplication });
    expect((await decide(principal, id, 'refuse', '发票不全')).json().data).toMatchObject({ status: 3 });

    // A step naming only the teacher, for the teacher: her department's head (保教部: 王丽华) approves it.
    const mine = await customTemplate([{ userIds: [teacher.userId], mode: 'any' }]);
    const asked = (await submit(teacher, mine, { content: '调班申请' })).json().data;
    expect(asked).toMatchObject({ status: 1, waitingNames: ['王丽华'] });
    // The principal at the top of the school has nobody above: her own 通用审批 (岗位：园长) passes by itself, noted.
    const top = (await submit(principal, tpl('general').id, { content: '园长外出学习' })).json().data;
    expect(top.status).toBe(2);
    expect((top.flow as Flow)[0]?.decisions).toMatchObject([{ result: 'auto', comment: ApprovalMsg.autoPassed }]);
  });

  it('refusing needs a reason and ends the application', async () => {
    const res = await submit(teacher, tpl('leave').id, {
      leaveType: '病假',
      range: { start: '2026-12-10', end: '2026-12-10' },
      reason: '感冒',
    });
    const id = res.json().data.id;
    const bare = await decide(principal, id, 'refuse');
    expect(bare.statusCode).toBe(400);
    expect(bare.json().msg).toBe('请填写拒绝理由');
    const refused = await decide(principal, id, 'refuse', '当天有检查');
    expect(refused.json().data).toMatchObject({ status: 3 });
    expect(refused.json().data.timeline.at(-1)).toMatchObject({ action: 'refuse', name: '王丽华', comment: '当天有检查' });
    const sheet = (await t.get('/park/teacherAttendance/day', { schoolId: 101, day: '2026-12-10' }, principal)).json().data as Array<{
      userId: number;
      current: unknown;
    }>;
    expect(sheet.find((m) => m.userId === teacher.userId)?.current).toBeNull();
  });

  it('a passed 用印申请 becomes a use waiting for the seal keeper in 印章管理', async () => {
    const seal = tpl('seal');
    const choice = seal.fields.find((f) => f.key === 'sealId');
    // The template lists the school's seals in use, by name (the demo's stopped 法人章 is not offered).
    expect(choice?.options).toEqual(expect.arrayContaining(['财务专用章', '童心阳光幼儿园公章']));
    expect(choice?.options.some((o) => o.startsWith('法人章'))).toBe(false);
    const res = await submit(teacher, seal.id, { sealId: '财务专用章', purpose: '收费公示盖章' });
    expect(res.statusCode).toBe(200);
    const id = res.json().data.id as string;
    expect((await decide(principal, id, 'approve')).json().data).toMatchObject({ status: 2 });
    const uses = await t.database.db.select().from(sealUses).where(eq(sealUses.approvalId, id));
    expect(uses).toHaveLength(1);
    expect(uses[0]).toMatchObject({ state: 'approved', sealName: '财务专用章', purpose: '收费公示盖章', issue: '' });
  });

  it('checks the form against the template, in Chinese', async () => {
    const leave = tpl('leave').id;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ range: { start: '2026-12-01', end: '2026-12-01' }, reason: 'x' }, '请选择请假类型'],
      [{ leaveType: '婚假', range: { start: '2026-12-01', end: '2026-12-01' }, reason: 'x' }, '请假类型的选项不正确'],
      [{ leaveType: '事假', range: { start: '2026-12-03', end: '2026-12-01' }, reason: 'x' }, '请假时间的结束日期不能早于开始日期'],
      [{ leaveType: '事假', range: { start: '2026-02-30', end: '2026-03-01' }, reason: 'x' }, '请假时间的日期不正确'],
      [{ leaveType: '事假', range: { start: '2026-12-01', end: '2026-12-01' }, reason: '  ' }, '请填写请假事由'],
      [{ leaveType: '事假', range: { start: '2026-12-01', end: '2026-12-01' }, reason: 'x', extra: 1 }, '表单包含未知字段'],
    ];
    for (const [form, msg] of cases) {
      const res = await submit(teacher, leave, form);
      expect(res.statusCode, msg).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
    const money = await submit(teacher, tpl('purchase').id, { item: '绘本', quantity: 10, amount: 12.5, reason: '阅读角' });
    expect(money.json().msg).toBe('预计金额请输入正确的金额（最多两位小数）');
    const unknown = await submit(teacher, uuidv7(), { content: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe('审批模板不存在或已停用');
  });

  it('会签 needs every approver of the step, 或签 one of them', async () => {
    const all = await customTemplate([{ userIds: [principal.userId, finance.userId], mode: 'all' }], [finance.userId]);
    const a = (await submit(teacher, all, { content: '买钢琴' })).json().data;
    expect(a.waitingNames.sort()).toEqual(['张敏', '王丽华'].sort());
    expect((await box(finance, 'cc')).map((x) => x.id)).toContain(a.id);
    let res = await decide(principal, a.id, 'approve');
    expect(res.json().data).toMatchObject({ status: 1, waitingNames: ['张敏'] });
    const twice = await decide(principal, a.id, 'approve');
    expect(twice.statusCode).toBe(400);
    expect(twice.json().msg).toBe('您已审批过该节点');
    res = await decide(finance, a.id, 'approve');
    expect(res.json().data).toMatchObject({ status: 2 });

    const any = await customTemplate([{ userIds: [principal.userId, finance.userId], mode: 'any' }]);
    const b = (await submit(teacher, any, { content: '买绘本' })).json().data;
    expect((await decide(finance, b.id, 'approve')).json().data).toMatchObject({ status: 2 });
    expect((await decide(principal, b.id, 'approve')).json().msg).toBe('该审批已结束，不能再操作');
  });

  it('moves through the steps in order: only the current step acts', async () => {
    const two = await customTemplate([
      { userIds: [finance.userId], mode: 'any' },
      { userIds: [principal.userId], mode: 'any' },
    ]);
    const a = (await submit(teacher, two, { content: '外出培训' })).json().data;
    const early = await decide(principal, a.id, 'approve');
    expect(early.statusCode).toBe(403);
    expect((await decide(finance, a.id, 'approve')).json().data).toMatchObject({ status: 1, currentStep: 1, waitingNames: ['王丽华'] });
    expect((await decide(principal, a.id, 'approve')).json().data).toMatchObject({ status: 2 });
  });

  it('revokes at once before anyone approved; once partly approved, the approvers decide the revoke', async () => {
    const two = await customTemplate([
      { userIds: [finance.userId], mode: 'any' },
      { userIds: [principal.userId], mode: 'any' },
    ]);
    const fresh = (await submit(teacher, two, { content: '调课' })).json().data;
    expect((await revoke(principal, fresh.id)).json().msg).toBe('只有申请人可以撤销');
    expect((await revoke(teacher, fresh.id)).json().data).toMatchObject({ status: -2 });
    expect((await decide(finance, fresh.id, 'approve')).statusCode).toBe(400);

    const a = (await submit(teacher, two, { content: '换班' })).json().data;
    await decide(finance, a.id, 'approve');
    const asked = await revoke(teacher, a.id);
    expect(asked.json().data).toMatchObject({ status: -1, waitingNames: ['张敏'] });
    expect((await revoke(teacher, a.id)).json().msg).toBe('该申请已在撤销中');
    // The next step's approver does not decide a revoke; the one who approved does.
    expect((await decide(principal, a.id, 'approve')).statusCode).toBe(403);
    const kept = await decide(finance, a.id, 'refuse', '已安排好');
    expect(kept.json().data).toMatchObject({ status: 1, currentStep: 1, waitingNames: ['王丽华'] });
    await revoke(teacher, a.id);
    const gone = await decide(finance, a.id, 'approve');
    expect(gone.json().data).toMatchObject({ status: -2 });
    expect(gone.json().data.timeline.map((e: { action: string }) => e.action)).toEqual([
      'submit',
      'approve',
      'revoke',
      'revokeRefuse',
      'revoke',
      'revokeApprove',
    ]);
  });

  it('templates: only who may edit them, names unique, the leave kind keeps its fields', async () => {
    const body = {
      schoolId: 101,
      id: uuidv7(),
      name: '外出申请',
      kind: 'general',
      fields: [{ key: 'content', label: '事由', kind: 'text', required: true }],
      steps: [{ type: 'position', mode: 'any', positionId: 999999 }],
    };
    expect((await t.post('/park/approval/template/save', body, teacher)).statusCode).toBe(403);
    expect((await t.post('/park/approval/template/save', body, principal)).json().msg).toBe('所选岗位不存在');
    const taken = await t.post('/park/approval/template/save', { ...body, name: '请假', steps: [{ type: 'leader' }] }, principal);
    expect(taken.json().msg).toBe('已有同名的审批模板');
    const leave = await t.post(
      '/park/approval/template/save',
      { ...body, name: '病假', kind: 'leave', steps: [{ type: 'leader' }] },
      principal,
    );
    expect(leave.statusCode).toBe(400);
    expect(leave.json().msg).toBe('该类型模板必须包含字段“请假类型”');
    const stranger = await t.post(
      '/park/approval/template/save',
      { ...body, steps: [{ type: 'user', userIds: [otherSchool.userId] }] },
      principal,
    );
    expect(stranger.json().msg).toBe('所选人员不是本园教职工');
    // A template with applications is not deleted.
    const used = await t.post('/park/approval/template/delete', { schoolId: 101, id: tpl('leave').id }, principal);
    expect(used.json().msg).toBe('该模板已有申请，不能删除，可以停用');
  });

  it('审批管理 lists the whole school for who holds the page, with filters', async () => {
    expect((await t.get('/park/approval/manage', { schoolId: 101 }, teacher)).statusCode).toBe(403);
    const all = (await t.get('/park/approval/manage', { schoolId: 101, pageSize: 100 }, principal)).json().data;
    expect(all.total).toBeGreaterThan(5);
    const passedLeaves = (
      await t.get('/park/approval/manage', { schoolId: 101, templateId: tpl('leave').id, status: 2, applicant: '晓雯' }, principal)
    ).json().data;
    expect(passedLeaves.total).toBe(1);
    expect(passedLeaves.list[0]).toMatchObject({ applicantName: '李晓雯', templateName: '请假', status: 2 });
    const none = (await t.get('/park/approval/manage', { schoolId: 101, from: '2000-01-01', to: '2000-01-02' }, principal)).json().data;
    expect(none.total).toBe(0);
    // The principal reads any application's detail there.
    expect((await detail(principal, passedLeaves.list[0].id)).statusCode).toBe(200);
  });
});
