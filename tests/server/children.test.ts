import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdNumberMsg, Msg, PermissionMsg, type StudentRow, uuidv7 } from '@contract';
import { firstClassId, loginSigned, protocolClient } from './helpers/sync-client';
import { createTestApp, type Signed, type TestApp } from './helpers/test-app';

/** A child's record, guardians, exception records and batch status changes: /park/baby (SPEC §3, §4). */
describe('children: /park/baby', () => {
  let t: TestApp;
  let principal: Signed;
  /** 财务: may open 幼儿管理 but holds none of its actions. */
  let finance: Signed;
  /** Principal of 104 only (an expired school): not a member of 101. */
  let stranger: Signed;
  let classA: string;
  let classB: string;
  beforeAll(async () => {
    t = await createTestApp();
    principal = await loginSigned(t, 'yuanzhang');
    finance = await loginSigned(t, 'caiwu');
    stranger = await loginSigned(t, 'xufei');
    classA = await firstClassId(t, 101);
    const res = await t.post('/park/class/add', { id: uuidv7(), schoolId: 101, name: '调班测试班', grade: 1 }, principal);
    classB = res.json().data.id;
  });
  afterAll(() => t.close());

  const add = async (fields: Record<string, unknown> = {}, as = principal) =>
    t.post(
      '/park/baby/add',
      { id: uuidv7(), schoolId: 101, classId: classA, name: '林小雨', gender: 2, birthday: '2021-05-06', ...fields },
      as,
    );
  const child = async (fields: Record<string, unknown> = {}): Promise<StudentRow> => {
    const res = await add(fields);
    expect(res.json()).toMatchObject({ code: 200 });
    return res.json().data;
  };

  describe('ID numbers (GB 11643)', () => {
    it('accepts an 18-digit resident ID whose check digit and birthday are right, and keeps the whole record', async () => {
      const res = await add({
        idType: 0,
        idNumber: '110105202105061239',
        household: 0,
        bloodType: 2,
        trusteeship: 1,
        ethnicity: 3,
        nationality: '156',
        labels: ['过敏体质', '插班生'],
        address: '北京市朝阳区幸福路1号',
        enrolDate: '2024-09-01',
        studentNo: 'G110105202105061239',
        onlyChild: true,
        allergies: '花生',
        conditions: '哮喘',
      });
      expect(res.json()).toMatchObject({
        code: 200,
        data: { idType: 0, idNumber: '110105202105061239', bloodType: 2, ethnicity: 3, labels: ['过敏体质', '插班生'], status: 1 },
      });
    });

    it('refuses a wrong check digit with 身份证号码不正确', async () => {
      const res = await add({ idType: 0, idNumber: '110105202105061230' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, msg: IdNumberMsg.residentId });
    });

    it('refuses an ID whose birthday is not the child’s, and one whose birthday is not a day', async () => {
      const other = await add({ idType: 0, idNumber: '440304202203150025' });
      expect(other.json()).toMatchObject({ code: 400, msg: IdNumberMsg.birthdayMismatch });
      // 2021-02-30 with its check digit made right: still not a birthday.
      const res = await add({ idType: 0, idNumber: '11010520210230123X', birthday: '2021-02-28' });
      expect(res.json()).toMatchObject({ code: 400, msg: IdNumberMsg.residentId });
    });

    it('checks the ID against a birthday changed later by an update', async () => {
      const s = await child({ idType: 0, idNumber: '110105202105061239' });
      const res = await t.post('/park/baby/update', { id: s.id, schoolId: 101, birthday: '2021-05-07' }, principal);
      expect(res.json()).toMatchObject({ code: 400, msg: IdNumberMsg.birthdayMismatch });
    });

    it('accepts the old 15-digit form and the other papers, refusing malformed ones', async () => {
      expect((await add({ idType: 0, idNumber: '110105210506123', birthday: '1921-05-06' })).json().code).toBe(200);
      expect((await add({ idType: 3, idNumber: 'H12345678' })).json().code).toBe(200);
      expect((await add({ idType: 3, idNumber: 'M1234567890' })).json().code).toBe(200);
      expect((await add({ idType: 3, idNumber: 'X12345678' })).json().msg).toBe(IdNumberMsg.hkMacau);
      expect((await add({ idType: 4, idNumber: '12345678' })).json().code).toBe(200);
      expect((await add({ idType: 4, idNumber: '1234567' })).json().msg).toBe(IdNumberMsg.taiwan);
      expect((await add({ idType: 2, idNumber: 'O440012345' })).json().code).toBe(200);
      expect((await add({ idType: 1, idNumber: 'E1234' })).json().code).toBe(200);
      expect((await add({ idType: 1, idNumber: 'E12#4' })).json().msg).toBe(IdNumberMsg.passport);
      expect((await add({ bloodType: 9 })).json()).toMatchObject({ code: 400, msg: '请选择血型' });
      expect((await add({ ethnicity: 57 })).json()).toMatchObject({ code: 400, msg: '请选择民族' });
    });
  });

  describe('guardians and exception records', () => {
    it('keeps one primary contact per child and deletes a child’s family with the child', async () => {
      const s = await child();
      const mother = { id: uuidv7(), schoolId: 101, studentId: s.id, relation: 1, name: '王芳', phone: '13912345678', primary: true };
      expect((await t.post('/park/baby/guardian/add', mother, principal)).json()).toMatchObject({
        code: 200,
        data: { primary: true, mayPickUp: true },
      });
      const father = { ...mother, id: uuidv7(), relation: 0, name: '林强', phone: '13812345678' };
      expect((await t.post('/park/baby/guardian/add', father, principal)).json().code).toBe(200);
      const bad = await t.post('/park/baby/guardian/add', { ...father, id: uuidv7(), phone: '12345' }, principal);
      expect(bad.json()).toMatchObject({ code: 400, msg: '请输入正确的手机号!' });
      const note = { id: uuidv7(), schoolId: 101, studentId: s.id, date: '2026-03-02', kind: 1, description: '午睡后发烧38度' };
      expect((await t.post('/park/baby/exception/add', note, principal)).json().code).toBe(200);

      const { changes } = await protocolClient(t, principal).pullAll(101);
      const latest = new Map(changes.map((c) => [c.row.id, c]));
      expect(latest.get(mother.id)?.row).toMatchObject({ primary: false });
      expect(latest.get(father.id)?.row).toMatchObject({ primary: true });

      expect((await t.post('/park/baby/delete', { id: s.id, schoolId: 101 }, principal)).json().code).toBe(200);
      const after = new Map((await protocolClient(t, principal).pullAll(101)).changes.map((c) => [c.row.id, c.op]));
      expect([after.get(mother.id), after.get(father.id), after.get(note.id), after.get(s.id)]).toEqual(['del', 'del', 'del', 'del']);
    });
  });

  describe('batch status changes (SPEC §4)', () => {
    it('changes class, leaves with date and reason, refuses a second leave, brings back, graduates', async () => {
      const [a, b] = [await child({ name: '甲' }), await child({ name: '乙' })];
      const ids = [a.id, b.id];
      const moved = await t.post('/park/baby/changeClass', { schoolId: 101, ids, classId: classB }, principal);
      expect(moved.json().data.map((s: StudentRow) => s.classId)).toEqual([classB, classB]);

      const left = await t.post('/park/baby/leave', { schoolId: 101, ids, leaveDate: '2026-03-01', leaveReason: '搬家' }, principal);
      expect(left.json().data).toEqual(
        expect.arrayContaining([expect.objectContaining({ status: 2, leaveDate: '2026-03-01', leaveReason: '搬家' })]),
      );
      const again = await t.post('/park/baby/leave', { schoolId: 101, ids, leaveDate: '2026-03-01', leaveReason: '搬家' }, principal);
      expect(again.json()).toMatchObject({ code: 400, msg: '甲不是在园状态，不能离园' });
      const noClassChange = await t.post('/park/baby/changeClass', { schoolId: 101, ids, classId: classA }, principal);
      expect(noClassChange.json()).toMatchObject({ code: 400, msg: '甲不是在园状态，不能调班' });
      const noReason = await t.post('/park/baby/leave', { schoolId: 101, ids, leaveDate: '2026-03-01', leaveReason: ' ' }, principal);
      expect(noReason.json()).toMatchObject({ code: 400, msg: '请输入离园原因' });

      const back = await t.post('/park/baby/back', { schoolId: 101, ids: [a.id], classId: classA }, principal);
      expect(back.json().data[0]).toMatchObject({ status: 1, classId: classA, leaveDate: null, leaveReason: '' });
      // All or nothing: 乙 is still 离园, so graduating both changes neither.
      const mixed = await t.post('/park/baby/graduate', { schoolId: 101, ids }, principal);
      expect(mixed.json()).toMatchObject({ code: 400, msg: '乙不是在园状态，不能毕业' });
      expect((await t.post('/park/baby/graduate', { schoolId: 101, ids: [a.id] }, principal)).json().data[0].status).toBe(3);
      const graduateBack = await t.post('/park/baby/back', { schoolId: 101, ids: [a.id], classId: classA }, principal);
      expect(graduateBack.json()).toMatchObject({ code: 400, msg: '甲不是离园状态，不能复学' });
    });

    it('runs the same checks as sync mutations: a refused one is recorded rejected with the message', async () => {
      const s = await child({ name: '丙' });
      const client = protocolClient(t, principal);
      const { body } = await client.push([
        { id: 1, name: 'student.graduate', args: { schoolId: 101, ids: [s.id] } },
        { id: 2, name: 'student.leave', args: { schoolId: 101, ids: [s.id], leaveDate: '2026-03-01', leaveReason: '转园' } },
      ]);
      expect(body.lastMutationId).toBe(2);
      expect(JSON.stringify(body)).toContain('丙不是在园状态，不能离园');
    });

    it('needs the page action: 财务 may open 幼儿管理 but not change a child', async () => {
      const s = await child();
      const res = await t.post('/park/baby/leave', { schoolId: 101, ids: [s.id], leaveDate: '2026-03-01', leaveReason: '搬家' }, finance);
      expect(res.json()).toMatchObject({ code: 403, msg: PermissionMsg.denied });
    });
  });

  describe('another school’s child', () => {
    it('is refused on every student route: 404 under another school of the caller, 403 to a non-member', async () => {
      const s = await child();
      const guardianId = uuidv7();
      await t.post(
        '/park/baby/guardian/add',
        { id: guardianId, schoolId: 101, studentId: s.id, relation: 1, name: '王芳', phone: '13912345678' },
        principal,
      );
      const noteId = uuidv7();
      await t.post(
        '/park/baby/exception/add',
        { id: noteId, schoolId: 101, studentId: s.id, date: '2026-03-02', kind: 2, description: '哭闹' },
        principal,
      );
      const calls: [string, Record<string, unknown>][] = [
        ['/park/baby/update', { id: s.id, name: '改名' }],
        ['/park/baby/delete', { id: s.id }],
        ['/park/baby/changeClass', { ids: [s.id], classId: classA }],
        ['/park/baby/leave', { ids: [s.id], leaveDate: '2026-03-01', leaveReason: '搬家' }],
        ['/park/baby/graduate', { ids: [s.id] }],
        ['/park/baby/back', { ids: [s.id], classId: classA }],
        ['/park/baby/guardian/add', { id: uuidv7(), studentId: s.id, relation: 1, name: '王芳', phone: '13912345678' }],
        ['/park/baby/guardian/update', { id: guardianId, name: '改名' }],
        ['/park/baby/guardian/delete', { id: guardianId }],
        ['/park/baby/exception/add', { id: uuidv7(), studentId: s.id, date: '2026-03-02', kind: 1, description: '发烧' }],
        ['/park/baby/exception/delete', { id: noteId }],
      ];
      for (const [path, body] of calls) {
        // The principal also runs 102: a 101 child named under 102 is as good as missing.
        const own = await t.post(path, { ...body, schoolId: 102 }, principal);
        expect([path, own.json().code, own.json().msg]).toEqual([path, 404, Msg.missingRow]);
        const ours = await t.post(path, { ...body, schoolId: 101 }, stranger);
        expect([path, ours.json().code]).toEqual([path, 403]);
      }
      // Nothing changed.
      const { changes } = await protocolClient(t, principal).pullAll(101);
      const last = changes.filter((c) => c.row.id === s.id).at(-1);
      expect(last).toMatchObject({ op: 'put', row: { name: '林小雨', status: 1 } });
    });
  });
});
