import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusMsg, busCompanyId, COMPANY_TYPE_LIST, CompanyMsg, DEMO_PICTURES, LineMsg, UploadMsg, uuidv7 } from '@contract';
import { busLines, operationLogs } from '../../server/db/schema';
import { DRIVER_ID_NUMBER } from './helpers/bus-calls';
import { loginSigned, protocolClient } from './helpers/sync-client';
import { createTestApp, type Signed, type TestApp } from './helpers/test-app';

/** Issue 20: lines (线路) over routes (路线), the operating company, the teachers on board, the driver's photo, V2 names. */
describe('bus lines, operating company, teachers on board and the V2 calls', () => {
  let t: TestApp;
  let principal: Signed;
  let teacher: Signed;
  let busTeacher: Signed;
  const SCHOOL = 103;
  const routeIds: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    principal = await loginSigned(t, 'yuanzhang');
    teacher = await loginSigned(t, 'jiaoshi');
    busTeacher = await loginSigned(t, 'xiaoche');
    // Two stops and three routes of school 103 (none of them in a line yet).
    const stops = [uuidv7(), uuidv7()];
    for (const [i, id] of stops.entries()) {
      await t.post('/api/setCarSiteInfo', { id, schoolId: SCHOOL, name: `站${i}`, lat: 22.5, lng: 114 }, principal);
    }
    for (const [name, period] of [
      ['早一', 'morning'],
      ['晚一', 'afternoon'],
      ['早二', 'morning'],
    ] as const) {
      const id = uuidv7();
      routeIds.push(id);
      const body = {
        id,
        schoolId: SCHOOL,
        name,
        period,
        stops: [
          { stopId: stops[0], time: '07:10' },
          { stopId: stops[1], time: '07:40' },
        ],
      };
      expect((await t.post('/api/doRouteInfo', body, principal)).json().code).toBe(200);
    }
  });
  afterAll(() => t.close());

  const line = (extra: Record<string, unknown> = {}) => ({
    id: uuidv7(),
    schoolId: SCHOOL,
    name: '1号线',
    routeIds: routeIds.slice(0, 2),
    remark: '早晚各一班',
    ...extra,
  });

  it('creates a line over routes, updates it, disables and enables it, lists it, deletes it (routes stay)', async () => {
    const l = line();
    expect((await t.post('/api/createLineInfo', l, principal)).json()).toMatchObject({
      code: 200,
      data: { name: '1号线', disabled: false },
    });
    expect((await t.post('/api/updateLineInfo', { ...l, name: '一号线', remark: '' }, principal)).json().data).toMatchObject({
      name: '一号线',
      remark: '',
    });
    expect((await t.post('/api/disableEnableLine', { id: l.id, schoolId: SCHOOL }, principal)).json().data.disabled).toBe(true);
    const listed = (await t.get('/api/getLineInfo', { schoolId: SCHOOL }, principal)).json().data;
    expect(listed).toEqual([expect.objectContaining({ id: l.id, name: '一号线', routeIds: routeIds.slice(0, 2), disabled: true })]);
    expect(
      (await t.post('/api/disableEnableLineV2', { id: l.id, schoolId: SCHOOL, disabled: false }, principal)).json().data.disabled,
    ).toBe(false);
    expect((await t.get('/api/getLineInfoV2', { schoolId: SCHOOL }, principal)).json().data[0].disabled).toBe(false);
    expect((await t.post('/api/deleteLine', { id: l.id, schoolId: SCHOOL }, principal)).json().code).toBe(200);
    expect((await t.get('/api/getLineInfo', { schoolId: SCHOOL }, principal)).json().data).toEqual([]);
    expect((await t.get('/api/routeInfo', { schoolId: SCHOOL }, principal)).json().data).toHaveLength(3);
    const logs = await t.database.db.select().from(operationLogs).where(eq(operationLogs.schoolId, SCHOOL));
    const actions = logs.map((g) => `${g.action} ${g.detail ?? ''}`.trim());
    expect(actions).toEqual(expect.arrayContaining(['保存线路 1号线', '保存线路 一号线（停用）', '删除线路 一号线', '保存路线 早一']));
  });

  it('refuses a repeated name, a route another line runs, a route not of the school, and bad input, in Chinese', async () => {
    const first = line({ name: '2号线', routeIds: [routeIds[0]] });
    expect((await t.post('/api/createLineInfoV2', first, principal)).json().code).toBe(200);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '2号线', routeIds: [routeIds[2]] }, LineMsg.nameTaken],
      [{ name: '3号线', routeIds: [routeIds[0]] }, LineMsg.routeTaken('早一', '2号线')],
      [{ name: '3号线', routeIds: [uuidv7()] }, LineMsg.missingRoute],
      [{ name: '' }, LineMsg.name],
      [{ routeIds: [] }, LineMsg.routes],
      [{ routeIds: [routeIds[2], routeIds[2]] }, LineMsg.routeRepeated],
      [{ routeIds: 'x' }, LineMsg.routes],
      [{ remark: 'x'.repeat(201) }, '备注最多200个字'],
    ];
    for (const [bad, msg] of cases) {
      const res = await t.post('/api/createLineInfo', line({ name: '3号线', routeIds: [routeIds[2]], ...bad }), principal);
      expect(res.statusCode, msg).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
    // Its own routes may stay on an edit.
    expect((await t.post('/api/updateLineInfoV2', { ...first, remark: '改' }, principal)).json().code).toBe(200);
    expect((await t.post('/api/deleteLineV2', { id: first.id, schoolId: SCHOOL }, principal)).json().code).toBe(200);
  });

  it("another school's line is a 404, a member without the right a 403; sync applies and replicates the line", async () => {
    const l = line({ name: '同步线', routeIds: [routeIds[1]] });
    const c = protocolClient(t, principal);
    expect((await c.push([{ id: 1, name: 'busLine.save', args: l }])).body.results[0]).toMatchObject({ status: 'applied' });
    const { changes } = await c.pullAll(SCHOOL);
    expect(changes.find((ch) => ch.table === 'busLines' && ch.row.id === l.id)?.row).toMatchObject({ name: '同步线' });
    expect((await t.post('/api/deleteLine', { id: l.id, schoolId: 101 }, principal)).json().code).toBe(404);
    expect((await t.post('/api/disableEnableLine', { id: l.id, schoolId: 101 }, principal)).json().code).toBe(404);
    expect((await t.post('/api/createLineInfo', { ...l, schoolId: 101, name: '偷改' }, principal)).json().code).toBe(404);
    expect((await t.post('/api/deleteLine', { id: l.id, schoolId: 101 }, busTeacher)).statusCode).toBe(403);
    const pushed = await protocolClient(t, teacher).push([{ id: 1, name: 'busLine.delete', args: { id: l.id, schoolId: 101 } }]);
    expect(pushed.body.results[0]).toMatchObject({ status: 'rejected', code: 403 });
    const [row] = await t.database.db.select().from(busLines).where(eq(busLines.id, l.id));
    expect(row).toMatchObject({ schoolId: SCHOOL, name: '同步线' });
  });

  it('keeps one operating company per school: types, save, read back, licence required when hired, bad input refused', async () => {
    expect((await t.get('/api/getCompanyTypeInfoAll', { schoolId: SCHOOL }, principal)).json().data).toEqual(COMPANY_TYPE_LIST);
    expect(COMPANY_TYPE_LIST.map((x) => x.label)).toEqual(['自营', '租赁', '委托运营']);
    expect((await t.get('/api/companyInfo', { schoolId: SCHOOL }, principal)).json().data).toEqual([]);
    expect((await t.get('/api/companyInfoOne', { schoolId: SCHOOL }, principal)).json().data).toBeNull();
    const company = { schoolId: SCHOOL, name: '园内车队', type: 1, contact: '周卫东', phone: '13926019999' };
    expect((await t.post('/api/companyInfo', company, principal)).json()).toMatchObject({
      code: 200,
      data: { id: busCompanyId(SCHOOL), licenceNo: '', address: '' },
    });
    const hired = { ...company, name: '鹏安校车', type: 3, licenceNo: '粤交运管许可深字440300012345号', phone: '0755-83216688' };
    expect((await t.post('/api/companyInfo', hired, principal)).json().code).toBe(200);
    expect((await t.get('/api/companyInfo', { schoolId: SCHOOL }, principal)).json().data).toEqual([
      expect.objectContaining({ name: '鹏安校车', type: 3 }),
    ]);
    expect((await t.get('/api/companyInfoOne', { schoolId: SCHOOL }, principal)).json().data.phone).toBe('0755-83216688');
    expect((await t.get('/api/companyTypeInfo', { schoolId: SCHOOL }, principal)).json().data).toEqual({ value: 3, label: '委托运营' });
    const cases: [Record<string, unknown>, string][] = [
      [{ licenceNo: '' }, CompanyMsg.licenceRequired],
      [{ licenceNo: '12-34' }, CompanyMsg.licenceNo],
      [{ name: '' }, CompanyMsg.name],
      [{ type: 4 }, CompanyMsg.type],
      [{ contact: '' }, CompanyMsg.contact],
      [{ phone: '5550123' }, CompanyMsg.phone],
      [{ phone: '' }, CompanyMsg.phoneRequired],
    ];
    for (const [bad, msg] of cases) {
      const res = await t.post('/api/companyInfo', { ...hired, ...bad }, principal);
      expect(res.statusCode, msg).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
    expect((await t.post('/api/companyInfo', hired, busTeacher)).statusCode).toBe(403);
    expect((await t.get('/api/companyInfo', { schoolId: SCHOOL }, teacher)).statusCode).toBe(403);
    const { changes } = await protocolClient(t, principal).pullAll(SCHOOL);
    expect(changes.filter((ch) => ch.table === 'busCompanies').at(-1)?.row).toMatchObject({ name: '鹏安校车', licenceNo: hired.licenceNo });
  });

  it('lists the teachers who may ride, and tells a member which routes they escort', async () => {
    const teachers = (await t.get('/api/teacherInfo', { schoolId: 101 }, principal)).json().data;
    expect(teachers).toEqual(expect.arrayContaining([expect.objectContaining({ userId: busTeacher.userId, userName: '陈建国' })]));
    const me = (await t.get('/api/getTeacherId', { schoolId: 101 }, busTeacher)).json().data;
    expect(me).toMatchObject({ teacherId: busTeacher.userId, userName: '陈建国' });
    expect(me.routeIds).toHaveLength(2);
    expect((await t.get('/api/getTeacherId', { schoolId: 101 }, teacher)).json().data.routeIds).toEqual([]);
    expect((await t.get('/api/teacherInfo', { schoolId: 101 }, teacher)).statusCode).toBe(403);
    expect((await t.get('/api/getTeacherId', { schoolId: 104 }, teacher)).statusCode).toBe(403);
  });

  it('keeps a driver photo that is a stored file, refuses one that is not; the V2 names read and write the same rows', async () => {
    const driver = {
      id: uuidv7(),
      schoolId: 101,
      name: '赵师傅',
      phone: '13926018888',
      idNumber: DRIVER_ID_NUMBER,
      licenceClass: 'A1',
      licenceExpiry: '2030-06-30',
    };
    expect((await t.post('/v2/driver', { ...driver, photo: DEMO_PICTURES[0] }, principal)).json().data.photo).toBe(DEMO_PICTURES[0]);
    expect((await t.post('/v2/driver', { ...driver, photo: 'uploads/none.jpg' }, principal)).json()).toMatchObject({
      code: 400,
      msg: UploadMsg.unknownFile,
    });
    expect((await t.post('/v2/driver', { ...driver, photo: 'javascript:alert(1)' }, principal)).json()).toMatchObject({
      code: 400,
      msg: BusMsg.photo,
    });
    const listed = (await t.get('/v2/driver', { schoolId: 101 }, principal)).json().data;
    expect(listed.find((d: { id: string }) => d.id === driver.id)).toMatchObject({ photo: DEMO_PICTURES[0] });
    const car = { id: uuidv7(), schoolId: 101, plate: '粤B66666', model: '宇通', seats: 19, gpsDeviceId: 'GPSV2001' };
    expect((await t.post('/v2/bus/addOrEditSchoolBus', car, principal)).json().code).toBe(200);
    const got = await t.get('/v2/bus/getSchoolBusInfoBySchoolBusId', { schoolId: 101, schoolBusId: car.id }, principal);
    expect(got.json().data).toMatchObject({ plate: '粤B66666' });
    const missing = await t.get('/v2/bus/getSchoolBusInfoBySchoolBusId', { schoolId: 101, schoolBusId: uuidv7() }, principal);
    expect(missing.statusCode).toBe(404);
    const stop = { id: uuidv7(), schoolId: 101, name: 'V2站', lat: 22.5, lng: 114 };
    expect((await t.post('/v2/site', stop, principal)).json().code).toBe(200);
    expect((await t.get('/v2/site', { schoolId: 101 }, principal)).json().data.map((s: { name: string }) => s.name)).toContain('V2站');
  });
});
