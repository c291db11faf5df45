import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPageSchema } from '@contract';
import { createTestApp, signer, type TestApp } from './helpers/test-app';

describe('school switch on the server (SPEC §4)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("lists an expired school's pending orders without moving the session there", async () => {
    const s = signer(await t.login('yuanzhang'));
    const res = await t.get('/park/common/school/productOrderList', { schoolId: 104, orderStatus: 0, pageNum: 1, pageSize: 2 }, s);
    expect(res.statusCode).toBe(200);
    const page = orderPageSchema.parse(res.json().data);
    expect(page.total).toBe(2);
    expect(page.list.map((o) => o.orderId)).toEqual(['YW202609150001', 'YW202609150002']);
    expect(page.list[0]).toMatchObject({ orderStatus: 0, orderStatusDesc: '待支付', totalPrice: '3980.00', name: '园务管理系统年度续费' });
    // The session still works in the default school: its signatures are unchanged.
    expect((await t.get('/park/bj/term/warn', {}, s)).json().code).toBe(200);

    const none = await t.get('/park/common/school/productOrderList', { schoolId: 105, orderStatus: 0 }, s);
    expect(orderPageSchema.parse(none.json().data)).toMatchObject({ total: 0, list: [] });
  });

  it('pages the pending orders two at a time by default', async () => {
    const s = signer(await t.login('yuanzhang'));
    const second = await t.get('/park/common/school/productOrderList', { schoolId: 104, orderStatus: 0, pageNum: 2 }, s);
    expect(orderPageSchema.parse(second.json().data)).toMatchObject({ total: 2, pageNum: 2, pageSize: 2, list: [] });
  });

  it("refuses another school's orders with 403", async () => {
    const s = signer(await t.login('jiaoshi'));
    const res = await t.get('/park/common/school/productOrderList', { schoolId: 104, orderStatus: 0 }, s);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(403);
  });

  it('refuses to move the session into an expired school, and the session stays where it was', async () => {
    const s = signer(await t.login('yuanzhang'));
    const res = await t.get('/park/login/getUserInfo', { schoolId: 104 }, s);
    expect(res.statusCode).toBe(403);
    // SPEC §4 code 2225: the expiry and the user's expired schools, which the client keeps until an order is paid.
    expect(res.json()).toMatchObject({ code: 2225, msg: '该园所服务已到期，请缴费续期后再切换', data: { schoolIds: [104, 105] } });
    expect(res.json().data.expirationTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await t.get('/park/bj/term/warn', {}, s)).json().code).toBe(200);
  });

  it('moves the session to the new school and logs the switch there', async () => {
    const s = signer(await t.login('yuanzhang'));
    const moved = await t.get('/park/login/getUserInfo', { schoolId: 103, companyId: 1 }, s);
    expect(moved.json().data.schoolInfo).toMatchObject({ schoolId: 103, schoolStyle: 3 });
    const at103 = { ...s, schoolId: 103 };
    const log = await t.get('/park/operationLog/list', { module: '园所切换' }, at103);
    expect(log.json().data.list[0]).toMatchObject({
      userName: '王丽华',
      action: '切换园所',
      detail: '由「童心阳光幼儿园」切换到「童心营养膳食示范园」',
    });
    // The menu of a school is served for any of the user's schools, with the envelope the switch checks.
    const menu = await t.get('/park/login/menu', { schoolId: 102 }, at103);
    expect(menu.json()).toMatchObject({ code: 200, msg: '成功' });
    expect(menu.json().data.map((m: { name: string }) => m.name)).toContain('家校互动');
  });
});
