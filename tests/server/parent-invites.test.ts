import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARENT_INVITE_TTL_MS, ParentInviteMsg, type ParentQr, SmsMsg } from '@contract';
import { guardians, parentJoinRequests } from '../../server/db/schema';
import { lastSmsCode, postAnon } from './helpers/security';
import { firstClassId, loginSigned } from './helpers/sync-client';
import { createTestApp, type Signed, type TestApp } from './helpers/test-app';

describe('parent invitations: QR per child, join requests, review', () => {
  let t: TestApp;
  let principal: Signed;
  let finance: Signed;
  let otherPrincipal: Signed;
  let classId: string;
  beforeAll(async () => {
    t = await createTestApp();
    principal = await loginSigned(t, 'yuanzhang');
    finance = await loginSigned(t, 'caiwu');
    otherPrincipal = await loginSigned(t, 'xufei');
    classId = await firstClassId(t, 101);
  });
  afterAll(() => t.close());

  const post = async (path: string, body: unknown, as: Signed = principal) => {
    const res = await t.post(path, body, as);
    return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: unknown } };
  };
  const anon = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const res = await t.app.inject({ method, url, ...(payload ? { payload, headers: { 'content-type': 'application/json' } } : {}) });
    return res.json() as { code: number; msg: string; data: Record<string, unknown> };
  };
  const info = (key: string) => anon('GET', `/park/parentInvite/anon/info?key=${encodeURIComponent(key)}`);
  let sender = 0;
  /** An SMS code to the phone (each from its own address: the send limit is per address), then the next send allowed. */
  const smsCode = async (phone: string) => {
    sender += 1;
    expect((await postAnon(t, '/park/login/sendSms', { mobilePhone: phone, type: 1 }, `10.19.0.${sender}`)).json().code).toBe(200);
    const code = await lastSmsCode(t);
    t.clock.advance(61_000);
    return code;
  };
  /** A parent's request as 爸爸 (code 0), the phone proved with its SMS code. */
  const join = async (key: string, phone: string, parentName = '林建国', relation = 0) =>
    anon('POST', '/park/parentInvite/anon/join', { key, parentName, relation, phone, code: await smsCode(phone) });
  const codes = async (): Promise<ParentQr[]> => {
    const res = await post('/park/getQrcodeImgUrlBatch', { schoolId: 101, classId });
    expect(res.body.code).toBe(200);
    return res.body.data as ParentQr[];
  };
  const requests = async () =>
    (await t.get('/park/parentInvite/requests', { schoolId: 101 }, principal)).json().data as {
      id: string;
      phone: string;
      status: number;
      studentId: string;
      reason: string;
    }[];

  it('makes a code per child of a class; a parent sees the school and class and asks to join once', async () => {
    const sheet = await codes();
    expect(sheet.length).toBeGreaterThan(1);
    expect(new Set(sheet.map((c) => c.key)).size).toBe(sheet.length);
    const kid = sheet[0] as ParentQr;
    expect(kid.expireTime - t.clock.now().getTime()).toBe(PARENT_INVITE_TTL_MS);
    const shown = await info(kid.key);
    expect(shown).toMatchObject({ code: 200, data: { schoolName: '童心阳光幼儿园', className: kid.className } });
    expect(shown.data.studentName).toBe(`*${[...kid.studentName].slice(1).join('')}`);

    expect(await join(kid.key, '13911110001')).toMatchObject({ code: 200, msg: ParentInviteMsg.submitted });
    expect(await join(kid.key, '13911110001')).toMatchObject({ code: 400, msg: ParentInviteMsg.duplicate });
    expect(
      (await anon('POST', '/park/parentInvite/anon/join', { key: kid.key, parentName: '林', relation: 0, phone: '12345', code: '123456' }))
        .code,
    ).toBe(400);
    expect(
      (
        await anon('POST', '/park/parentInvite/anon/join', {
          key: kid.key,
          parentName: '林',
          relation: 9,
          phone: '13911110002',
          code: '123456',
        })
      ).msg,
    ).toBe(ParentInviteMsg.relation);
    const mine = (await requests()).filter((r) => r.phone === '13911110001');
    expect(mine).toMatchObject([{ status: 0, studentId: kid.studentId, relation: 0 }]);
  });

  it('asks for the SMS code sent to the phone: none, a wrong one or another phone’s is refused and nothing is filed', async () => {
    const [kid] = await codes();
    if (!kid) throw new Error('no child');
    const body = { key: kid.key, parentName: '王芳', relation: 1, phone: '13966660001' };
    expect(await anon('POST', '/park/parentInvite/anon/join', body)).toMatchObject({ code: 400, msg: SmsMsg.codeRequired });
    const right = await smsCode('13966660001');
    const wrong = right === '000000' ? '111111' : '000000';
    expect(await anon('POST', '/park/parentInvite/anon/join', { ...body, code: wrong })).toMatchObject({
      code: 400,
      msg: SmsMsg.wrongCode,
    });
    const others = await smsCode('13966660002');
    if (others !== right) {
      expect(await anon('POST', '/park/parentInvite/anon/join', { ...body, code: others })).toMatchObject({ msg: SmsMsg.wrongCode });
    }
    expect((await requests()).filter((r) => r.phone === '13966660001')).toEqual([]);
    // The right code still works after the wrong guesses, once.
    expect(await anon('POST', '/park/parentInvite/anon/join', { ...body, code: right })).toMatchObject({ code: 200 });
    expect((await requests()).filter((r) => r.phone === '13966660001')).toMatchObject([{ relation: 1 }]);
  });

  it('approving makes the parent a guardian once, however often it is sent; a reviewed request stays as decided', async () => {
    const [kid] = await codes();
    if (!kid) throw new Error('no child');
    await join(kid.key, '13922220001', '周强', 5);
    const req = (await requests()).find((r) => r.phone === '13922220001');
    if (!req) throw new Error('no request');
    for (let i = 0; i < 3; i++) {
      expect((await post('/park/parentInvite/approve', { schoolId: 101, id: req.id })).body).toMatchObject({
        code: 200,
        msg: ParentInviteMsg.approved,
      });
    }
    const approved = await t.database.db
      .select()
      .from(parentJoinRequests)
      .where(
        and(eq(parentJoinRequests.studentId, kid.studentId), eq(parentJoinRequests.phone, '13922220001'), eq(parentJoinRequests.status, 1)),
      );
    expect(approved).toHaveLength(1);
    expect(approved[0]).toMatchObject({ reviewedBy: principal.userId });
    // The relation the parent picked (5 外婆) is the guardian's, as a code.
    const made = await t.database.db.select().from(guardians).where(eq(guardians.id, req.id));
    expect(made).toMatchObject([{ relation: 5, name: '周强', phone: '13922220001', studentId: kid.studentId }]);
    expect((await post('/park/parentInvite/reject', { schoolId: 101, id: req.id, reason: '重复' })).body.msg).toBe(
      ParentInviteMsg.reviewed,
    );
    // The guardian asking again through the same code: already there.
    expect(await join(kid.key, '13922220001', '周强')).toMatchObject({ code: 400, msg: ParentInviteMsg.duplicate });
  });

  it('rejects with a reason kept on the request; the parent may ask again', async () => {
    const [kid] = await codes();
    if (!kid) throw new Error('no child');
    await join(kid.key, '13933330001');
    const req = (await requests()).find((r) => r.phone === '13933330001');
    if (!req) throw new Error('no request');
    expect((await post('/park/parentInvite/reject', { schoolId: 101, id: req.id, reason: '' })).body.msg).toBe(ParentInviteMsg.reason);
    expect((await post('/park/parentInvite/reject', { schoolId: 101, id: req.id, reason: '不是本园家长' })).body.code).toBe(200);
    expect((await requests()).find((r) => r.id === req.id)).toMatchObject({ status: 2, reason: '不是本园家长' });
    expect((await post('/park/parentInvite/approve', { schoolId: 101, id: req.id })).body.msg).toBe(ParentInviteMsg.reviewed);
    expect((await join(kid.key, '13933330001')).code).toBe(200);
  });

  it('refuses members without the rights and another school, on every route', async () => {
    const [kid] = await codes();
    if (!kid) throw new Error('no child');
    await join(kid.key, '13944440001');
    const req = (await requests()).find((r) => r.phone === '13944440001');
    if (!req) throw new Error('no request');
    // 财务 reads children but may neither invite nor review.
    expect((await post('/park/getQrcodeImgUrlBatch', { schoolId: 101, classId }, finance)).status).toBe(403);
    expect((await post('/park/parentInvite/approve', { schoolId: 101, id: req.id }, finance)).status).toBe(403);
    expect((await post('/park/parentInvite/revoke', { schoolId: 101, studentId: kid.studentId }, finance)).status).toBe(403);
    for (const [path, body] of [
      ['/park/getQrcodeImgUrlBatch', { schoolId: 101, classId }],
      ['/park/parentInvite/approve', { schoolId: 101, id: req.id }],
      ['/park/parentInvite/reject', { schoolId: 101, id: req.id, reason: '别校' }],
      ['/park/parentInvite/revoke', { schoolId: 101, studentId: kid.studentId }],
    ] as const) {
      expect((await post(path, body, otherPrincipal)).status, path).toBe(403);
    }
    expect((await t.get('/park/parentInvite/requests', { schoolId: 101 }, otherPrincipal)).statusCode).toBe(403);
    // The principal of both 101 and 102 naming 102 with 101's rows: nothing found, nothing changed.
    expect((await post('/park/parentInvite/approve', { schoolId: 102, id: req.id })).status).toBe(404);
    expect((await post('/park/parentInvite/revoke', { schoolId: 102, studentId: kid.studentId })).status).toBe(404);
    expect((await post('/park/getQrcodeImgUrlBatch', { schoolId: 102, classId })).status).toBe(404);
    expect((await requests()).find((r) => r.id === req.id)?.status).toBe(0);
  });

  it('refuses a revoked, a replaced and an expired code', async () => {
    const [first] = await codes();
    if (!first) throw new Error('no child');
    expect((await post('/park/parentInvite/revoke', { schoolId: 101, studentId: first.studentId })).body.msg).toBe(ParentInviteMsg.revoked);
    expect(await info(first.key)).toMatchObject({ code: 400, msg: ParentInviteMsg.invalid });
    expect(await join(first.key, '13955550001')).toMatchObject({ code: 400, msg: ParentInviteMsg.invalid });

    const [again] = await codes();
    const [newer] = await codes();
    if (!again || !newer) throw new Error('no child');
    expect((await info(again.key)).msg).toBe(ParentInviteMsg.invalid);
    expect((await info(newer.key)).code).toBe(200);
    expect((await info('made-up-key')).msg).toBe(ParentInviteMsg.invalid);

    t.clock.advance(PARENT_INVITE_TTL_MS + 1000);
    expect(await info(newer.key)).toMatchObject({ code: 400, msg: ParentInviteMsg.invalid });
    expect((await join(newer.key, '13955550002')).msg).toBe(ParentInviteMsg.invalid);
  });
});
