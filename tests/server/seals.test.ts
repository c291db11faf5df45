import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PermissionMsg, SEAL_NOTICE, SealIssue, SealMsg, type SealRow, type SealUseRow, UploadMsg, uuidv7 } from '@contract';
import { notifications, sealUses } from '../../server/db/schema';
import type { AuthedContext } from '../../server/services/context';
import { sealUseFromApproval } from '../../server/services/org/seals/seal-use-from-approval';
import { loginWithSmsCode } from './helpers/security';
import { storeUpload } from './helpers/store-upload';
import { loginSigned, protocolClient } from './helpers/sync-client';
import { createTestApp, type Signed, signer, type TestApp } from './helpers/test-app';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Issue 25 item 4: 印章管理 (/park/seal and the seal / sealUse mutations, the approvals hook). */
describe('seals', () => {
  let t: TestApp;
  let principal: Signed;
  let vice: Signed;
  let finance: Signed;
  let teacher: Signed;
  let outsider: Signed;
  type Answer<T> = { code: number; msg: string; data: T };
  const post = async <T = SealUseRow>(path: string, body: unknown, as: Signed) => (await t.post(path, body, as)).json() as Answer<T>;
  const seal = (extra: Record<string, unknown> = {}) => ({
    id: uuidv7(),
    schoolId: 101,
    name: `园所公章${Math.floor(Math.random() * 1e6)}`,
    kind: 0,
    picture: '',
    keeperIds: [finance.userId],
    remark: '存放于财务室保险柜',
    ...extra,
  });
  const addSeal = async (extra: Record<string, unknown> = {}) => {
    const res = await post<SealRow>('/park/seal/save', seal(extra), principal);
    expect(res.code).toBe(200);
    return res.data;
  };
  const request = async (sealId: string, as: Signed = finance, extra: Record<string, unknown> = {}) =>
    post('/park/seal/use/apply', { id: uuidv7(), schoolId: 101, sealId, purpose: '与供应商签订食材采购合同', copies: 2, ...extra }, as);
  const noticesOf = async (who: Signed, title: string) =>
    t.database.db
      .select({ content: notifications.content })
      .from(notifications)
      .where(and(eq(notifications.userId, who.userId), eq(notifications.schoolId, 101), eq(notifications.title, title)));
  const ctxOf = (who: Signed): AuthedContext => ({
    db: t.database.db,
    clock: t.clock,
    config: {} as never,
    session: { tokenHash: '', userId: who.userId, schoolId: 101, schoolIds: new Set([101]), expiresAt: new Date(0) },
  });

  beforeAll(async () => {
    t = await createTestApp();
    principal = await loginSigned(t, 'yuanzhang');
    vice = signer(await loginWithSmsCode(t, 'shuangyz'));
    finance = await loginSigned(t, 'caiwu');
    teacher = await loginSigned(t, 'jiaoshi');
    outsider = await loginSigned(t, 'xufei');
  });
  afterAll(() => t.close());

  it('adds a seal with a picture and keepers; refuses a taken name, a keeper from elsewhere, a picture never uploaded', async () => {
    const picture = await storeUpload(t, principal, '公章.png', PNG);
    const added = await addSeal({ name: '阳光幼儿园新公章', picture });
    expect(added).toMatchObject({ state: 'active', picture, keepers: [{ userId: finance.userId, name: '张敏' }] });
    expect((await post('/park/seal/save', seal({ name: '阳光幼儿园新公章' }), principal)).msg).toBe(SealMsg.nameTaken);
    expect(await post('/park/seal/save', seal({ keeperIds: [outsider.userId] }), principal)).toMatchObject({
      code: 400,
      msg: SealMsg.keeperNotMember,
    });
    expect(await post('/park/seal/save', seal({ keeperIds: [] }), principal)).toMatchObject({ code: 400, msg: SealMsg.keepers });
    expect(await post('/park/seal/save', seal({ kind: 9 }), principal)).toMatchObject({ code: 400, msg: SealMsg.kind });
    expect(await post('/park/seal/save', seal({ picture: 'schools/101/2026-11/nope.png' }), principal)).toMatchObject({
      code: 400,
      msg: UploadMsg.unknownFile,
    });
    // Editing keeps the id and may change the keepers.
    const edited = await post<SealRow>(
      '/park/seal/save',
      { ...seal(), id: added.id, name: added.name, picture, keeperIds: [finance.userId, vice.userId] },
      principal,
    );
    expect(edited.data.keepers.map((k) => k.name)).toEqual(['张敏', '赵安']);
  });

  it('only who holds the edit key adds or stops seals; a teacher without the page reads nothing', async () => {
    expect(await post('/park/seal/save', seal(), finance)).toMatchObject({ code: 403, msg: PermissionMsg.denied });
    expect(await post('/park/seal/save', seal(), teacher)).toMatchObject({ code: 403, msg: PermissionMsg.denied });
    expect((await t.get('/park/seal/keepers', { schoolId: 101 }, teacher)).json()).toMatchObject({ code: 403 });
    const keepers = (await t.get('/park/seal/keepers', { schoolId: 101 }, finance)).json() as Answer<{ name: string }[]>;
    expect(keepers.data.map((k) => k.name)).toEqual(expect.arrayContaining(['王丽华', '张敏', '赵安']));
    const push = await protocolClient(t, teacher).push([{ id: 1, name: 'seal.save', args: seal() }]);
    expect(push.body.results[0]).toMatchObject({ status: 'rejected', code: 403 });
    const { scopes } = await protocolClient(t, teacher).pullAll(101);
    expect(scopes).not.toContain('seals');
    expect((await protocolClient(t, finance).pullAll(101)).scopes).toContain('seals');
  });

  it('a request waits for the principal, who hears of it; approved, the keepers hear of it; the keeper records the use', async () => {
    const s = await addSeal({ name: '财务专用章（二）', kind: 1 });
    const asked = await request(s.id, vice);
    expect(asked).toMatchObject({ code: 200, data: { state: 'pending', applicantId: vice.userId, applicantName: '赵安', copies: 2 } });
    expect((await noticesOf(principal, SEAL_NOTICE.toApprove)).some((n) => n.content.includes('财务专用章（二）'))).toBe(true);
    // caiwu holds the page but not the approve key.
    expect(await post('/park/seal/use/approve', { id: asked.data.id, schoolId: 101 }, finance)).toMatchObject({
      code: 403,
      msg: PermissionMsg.denied,
    });
    const approved = await post('/park/seal/use/approve', { id: asked.data.id, schoolId: 101 }, principal);
    expect(approved).toMatchObject({ code: 200, data: { state: 'approved', decidedByName: '王丽华' } });
    expect((await noticesOf(finance, SEAL_NOTICE.toStamp)).some((n) => n.content.includes('财务专用章（二）'))).toBe(true);
    expect(await post('/park/seal/use/approve', { id: asked.data.id, schoolId: 101 }, principal)).toMatchObject({
      code: 400,
      msg: SealMsg.illegal('approved', 'approve'),
    });

    // 赵安 manages seals (/YWGL:*) but keeps none of this one: refused. The keeper records it, with a photo.
    expect(await post('/park/seal/use/record', { id: asked.data.id, schoolId: 101 }, vice)).toMatchObject({
      code: 403,
      msg: SealMsg.notKeeper,
    });
    const future = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    expect(await post('/park/seal/use/record', { id: asked.data.id, schoolId: 101, usedAt: future }, finance)).toMatchObject({
      code: 400,
      msg: SealMsg.usedAtFuture,
    });
    const photo = await storeUpload(t, finance, '盖章页.png', PNG);
    const used = await post('/park/seal/use/record', { id: asked.data.id, schoolId: 101, photo, remark: '合同两份已盖章' }, finance);
    expect(used).toMatchObject({ code: 200, data: { state: 'used', usedById: finance.userId, usedByName: '张敏', usedPhoto: photo } });
    expect(used.data.usedAt).not.toBeNull();
    expect(await post('/park/seal/use/record', { id: asked.data.id, schoolId: 101 }, finance)).toMatchObject({
      code: 400,
      msg: SealMsg.illegal('used', 'record'),
    });
    expect(await post('/park/seal/use/revoke', { id: asked.data.id, schoolId: 101 }, vice)).toMatchObject({
      code: 400,
      msg: SealMsg.illegal('used', 'revoke'),
    });
    // The principal may record a use of any seal.
    const second = await request(s.id);
    await post('/park/seal/use/approve', { id: second.data.id, schoolId: 101 }, principal);
    expect((await post('/park/seal/use/record', { id: second.data.id, schoolId: 101 }, principal)).data.state).toBe('used');
  });

  it('nobody approves or rejects their own request, as in 记账管理: the principal’s waits for another approver', async () => {
    const s = await addSeal({ name: '合同专用章（园长）', kind: 3 });
    const mine = await request(s.id, principal);
    for (const [path, extra] of [
      ['/park/seal/use/approve', {}],
      ['/park/seal/use/reject', { reason: '自己驳回' }],
    ] as const)
      expect(await post(path, { id: mine.data.id, schoolId: 101, ...extra }, principal)).toMatchObject({ code: 400, msg: SealMsg.ownUse });
    const [still] = await t.database.db.select().from(sealUses).where(eq(sealUses.id, mine.data.id));
    expect(still).toMatchObject({ state: 'pending', decidedById: null });
    // 赵安 (副园长, who holds the approve key) decides it; his own request goes to the principal in turn.
    expect(await post('/park/seal/use/approve', { id: mine.data.id, schoolId: 101 }, vice)).toMatchObject({
      code: 200,
      data: { state: 'approved', decidedByName: '赵安' },
    });
    const his = await request(s.id, vice);
    expect(await post('/park/seal/use/approve', { id: his.data.id, schoolId: 101 }, vice)).toMatchObject({
      code: 400,
      msg: SealMsg.ownUse,
    });
    expect((await post('/park/seal/use/approve', { id: his.data.id, schoolId: 101 }, principal)).data.state).toBe('approved');
  });

  it('rejects with a reason, revokes by the applicant or a seal manager only, refuses illegal moves', async () => {
    const s = await addSeal({ name: '合同专用章', kind: 3 });
    const a = await request(s.id);
    expect(await post('/park/seal/use/reject', { id: a.data.id, schoolId: 101, reason: '' }, principal)).toMatchObject({
      code: 400,
      msg: SealMsg.rejectReason,
    });
    expect(await post('/park/seal/use/reject', { id: a.data.id, schoolId: 101, reason: '合同未经审核' }, principal)).toMatchObject({
      code: 200,
      data: { state: 'rejected', rejectReason: '合同未经审核' },
    });
    expect(await post('/park/seal/use/record', { id: a.data.id, schoolId: 101 }, finance)).toMatchObject({
      code: 400,
      msg: SealMsg.illegal('rejected', 'record'),
    });
    expect(await post('/park/seal/use/revoke', { id: a.data.id, schoolId: 101 }, finance)).toMatchObject({
      code: 400,
      msg: SealMsg.illegal('rejected', 'revoke'),
    });
    // Someone else's request: caiwu (page only) may not revoke it, 赵安 (who manages seals) may.
    const b = await request(s.id, principal);
    expect(await post('/park/seal/use/revoke', { id: b.data.id, schoolId: 101 }, finance)).toMatchObject({
      code: 403,
      msg: SealMsg.notApplicant,
    });
    expect((await post('/park/seal/use/revoke', { id: b.data.id, schoolId: 101 }, vice)).data.state).toBe('revoked');
    // Her own, through sync.
    const c = await request(s.id);
    const push = await protocolClient(t, finance).push([{ id: 1, name: 'sealUse.revoke', args: { id: c.data.id, schoolId: 101 } }]);
    expect(push.body.results[0]).toMatchObject({ status: 'applied' });
    expect(await post('/park/seal/use/approve', { id: c.data.id, schoolId: 101 }, principal)).toMatchObject({
      code: 400,
      msg: SealMsg.illegal('revoked', 'approve'),
    });
  });

  it('a stopped seal takes no request nor stamp until back in use; a destroyed one stays destroyed', async () => {
    const s = await addSeal({ name: '法人章', kind: 2 });
    const a = await request(s.id);
    await post('/park/seal/use/approve', { id: a.data.id, schoolId: 101 }, principal);
    expect((await post<SealRow>('/park/seal/state', { id: s.id, schoolId: 101, state: 'inactive' }, principal)).data.state).toBe(
      'inactive',
    );
    expect(await request(s.id)).toMatchObject({ code: 400, msg: SealMsg.notActive('inactive') });
    expect(await post('/park/seal/use/record', { id: a.data.id, schoolId: 101 }, finance)).toMatchObject({
      code: 400,
      msg: SealMsg.notActive('inactive'),
    });
    expect(await post('/park/seal/state', { id: s.id, schoolId: 101, state: 'inactive' }, principal)).toMatchObject({
      code: 400,
      msg: SealMsg.sameState,
    });
    await post('/park/seal/state', { id: s.id, schoolId: 101, state: 'active' }, principal);
    expect((await post('/park/seal/use/record', { id: a.data.id, schoolId: 101 }, finance)).data.state).toBe('used');
    // In use, it is stopped first, then destroyed.
    expect(await post('/park/seal/state', { id: s.id, schoolId: 101, state: 'destroyed' }, principal)).toMatchObject({
      code: 400,
      msg: SealMsg.stopFirst,
    });
    await post('/park/seal/state', { id: s.id, schoolId: 101, state: 'inactive' }, principal);
    await post('/park/seal/state', { id: s.id, schoolId: 101, state: 'destroyed' }, principal);
    expect(await post('/park/seal/state', { id: s.id, schoolId: 101, state: 'active' }, principal)).toMatchObject({
      code: 400,
      msg: SealMsg.destroyed,
    });
    expect(await post('/park/seal/save', seal({ id: s.id, name: '法人章' }), principal)).toMatchObject({
      code: 400,
      msg: SealMsg.destroyed,
    });
    // Its name is free again.
    expect((await post('/park/seal/save', seal({ name: '法人章' }), principal)).code).toBe(200);
  });

  it('another school’s seal or use is a 404 from here, and its school is a 403', async () => {
    // The principal of 101 also heads 102: a seal there.
    const theirs = await post<SealRow>('/park/seal/save', { ...seal(), schoolId: 102, keeperIds: [principal.userId] }, principal);
    expect(theirs.code).toBe(200);
    expect(await request(theirs.data.id)).toMatchObject({ code: 404, msg: SealMsg.missing });
    expect(await post('/park/seal/state', { id: theirs.data.id, schoolId: 101, state: 'inactive' }, vice)).toMatchObject({
      code: 404,
      msg: SealMsg.missing,
    });
    expect(await post('/park/seal/save', { ...seal(), id: theirs.data.id }, vice)).toMatchObject({ code: 404, msg: SealMsg.missing });
    expect(await post('/park/seal/state', { id: theirs.data.id, schoolId: 102, state: 'inactive' }, vice)).toMatchObject({ code: 403 });
    const use = await post(
      '/park/seal/use/apply',
      { id: uuidv7(), schoolId: 102, sealId: theirs.data.id, purpose: '证明', copies: 1 },
      principal,
    );
    expect(use.code).toBe(200);
    for (const path of ['/park/seal/use/approve', '/park/seal/use/record', '/park/seal/use/revoke'])
      expect(await post(path, { id: use.data.id, schoolId: 101 }, principal)).toMatchObject({ code: 404, msg: SealMsg.useMissing });
    expect(await post('/park/seal/use/record', { id: use.data.id, schoolId: 102 }, finance)).toMatchObject({ code: 403 });
  });

  it('sealUseFromApproval makes one 待用印 use per approval, tells the keepers, and marks what it cannot use instead of throwing', async () => {
    const s = await addSeal({ name: '业务专用章', kind: 5 });
    const approval = {
      id: `ap-${uuidv7()}`,
      schoolId: 101,
      applicantId: teacher.userId,
      kind: 'seal',
      form: { sealId: s.id, purpose: '开具在园证明', copies: '3' },
    };
    const before = (await noticesOf(finance, SEAL_NOTICE.toStamp)).length;
    const made = await t.database.db.transaction((tx) => sealUseFromApproval({ ...ctxOf(principal), db: tx }, approval));
    expect(made).toMatchObject({
      state: 'approved',
      approvalId: approval.id,
      sealId: s.id,
      sealName: '业务专用章',
      applicantId: teacher.userId,
      applicantName: '李晓雯',
      purpose: '开具在园证明',
      copies: 3,
      issue: '',
    });
    expect((await noticesOf(finance, SEAL_NOTICE.toStamp)).length).toBe(before + 1);
    // Again (a retried hook): the same use, nobody told twice.
    const again = await t.database.db.transaction((tx) => sealUseFromApproval({ ...ctxOf(principal), db: tx }, approval));
    expect(again?.id).toBe(made?.id);
    expect(await t.database.db.select().from(sealUses).where(eq(sealUses.approvalId, approval.id))).toHaveLength(1);
    expect((await noticesOf(finance, SEAL_NOTICE.toStamp)).length).toBe(before + 1);
    // The keeper records it as any approved use; it cannot be approved again here.
    expect(await post('/park/seal/use/approve', { id: made?.id, schoolId: 101 }, principal)).toMatchObject({ code: 400 });
    expect((await post('/park/seal/use/record', { id: made?.id, schoolId: 101 }, finance)).data.state).toBe('used');

    // Other kinds are not its business.
    expect(await sealUseFromApproval(ctxOf(principal), { ...approval, id: `ap-${uuidv7()}`, kind: 'leave' })).toBeNull();
    // An unknown seal (or another school's), a stopped one, bad copies: the use is made, marked, and the managers told.
    const unknown = await sealUseFromApproval(ctxOf(principal), {
      ...approval,
      id: `ap-${uuidv7()}`,
      form: { sealId: 'nope', purpose: 7 },
    });
    expect(unknown).toMatchObject({ state: 'approved', sealId: null, sealName: '', issue: SealIssue.unknownSeal, purpose: '7', copies: 1 });
    await post('/park/seal/state', { id: s.id, schoolId: 101, state: 'inactive' }, principal);
    const stopped = await sealUseFromApproval(ctxOf(principal), {
      ...approval,
      id: `ap-${uuidv7()}`,
      form: { sealId: s.id, purpose: '证明', copies: 0 },
    });
    expect(stopped?.issue).toBe(`${SealIssue.inactive('inactive')}；${SealIssue.copies}`);
    expect((await noticesOf(vice, SEAL_NOTICE.issue)).length).toBeGreaterThanOrEqual(2);
    expect(await post('/park/seal/use/record', { id: stopped?.id, schoolId: 101 }, finance)).toMatchObject({
      code: 400,
      msg: SealMsg.notActive('inactive'),
    });
    // A seal manager revokes it.
    expect((await post('/park/seal/use/revoke', { id: unknown?.id, schoolId: 101 }, vice)).data.state).toBe('revoked');
  });
});
