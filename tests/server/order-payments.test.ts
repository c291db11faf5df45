import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, OrderMsg } from '@contract';
import { loadConfig } from '../../server/config';
import { classes, notifications, orders, paymentReturns, schools } from '../../server/db/schema';
import { SANDBOX_NOTIFY_PATH, SANDBOX_SIGNATURE_HEADER } from '../../server/providers/payments/sandbox-payments';
import { createTestApp, type Signed, signer, type TestApp } from './helpers/test-app';

const RENEWAL = 'YW202609150001';
const ADD_ON = 'YW202609150002';

describe('paying an order through the sandbox provider', () => {
  let t: TestApp;
  let xufei: Signed;
  beforeAll(async () => {
    t = await createTestApp();
    xufei = signer(await t.login('xufei'));
  });
  afterAll(() => t.close());

  const order = async (orderId: string) => (await t.database.db.select().from(orders).where(eq(orders.orderId, orderId)))[0];
  const school104 = async () => (await t.database.db.select().from(schools).where(eq(schools.id, 104)))[0];
  const status = async (orderId: string, as = xufei, schoolId = 104) =>
    (await t.get('/qltcrm/order/anon/getOrderPayStatus', { schoolId, orderId }, as)).json();
  const startPaying = async (orderId: string) => {
    const res = await t.post('/qltcrm/order/payOnLine', { schoolId: 104, orderId, payMode: 3 }, xufei);
    expect(res.json().code).toBe(200);
    const payData: string = res.json().data.payData;
    return { payData, tradeNo: payData.split('/sandbox-pay/')[1] ?? '' };
  };
  const notify = (rawBody: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: SANDBOX_NOTIFY_PATH,
      payload: rawBody,
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
    });
  const chatWrite = async () => {
    const [cls] = await t.database.db.select().from(classes).where(eq(classes.schoolId, 104)).limit(1);
    return (await t.post('/park/party/classChat/save', { classId: cls?.id, status: 0 }, xufei)).json();
  };

  it('no client call marks an order paid, and a forged notification is refused', async () => {
    const { tradeNo } = await startPaying(ADD_ON);
    // The client's word counts for nothing: a pay call that says it is paid, a status query, extra fields.
    await t.post('/qltcrm/order/payOnLine', { schoolId: 104, orderId: ADD_ON, payMode: 3, orderStatus: 1 }, xufei);
    expect(await status(ADD_ON)).toMatchObject({ code: 200, data: 0 });
    const forgedBody = JSON.stringify({
      notifyId: 'x',
      sentAt: t.clock.now().getTime(),
      tradeNo,
      orderId: ADD_ON,
      amount: '1200.00',
      state: 'paid',
    });
    const forged = await notify(forgedBody, 'ab'.repeat(32));
    expect(forged.statusCode).toBe(400);
    expect((await notify(forgedBody, '')).statusCode).toBe(400);
    // Signed by the provider but for another amount than the order's: never applied; acknowledged and given back.
    const trade = t.payments.trade(tradeNo);
    if (!trade) throw new Error('no trade');
    expect((await t.payments.notify({ ...trade, tradeNo: 'SBX0cheap', state: 'paid', amount: '1.00' })).acknowledged).toBe(true);
    expect((await order(ADD_ON))?.orderStatus).toBe(0);
    const [returned] = await t.database.db.select().from(paymentReturns).where(eq(paymentReturns.tradeNo, 'SBX0cheap'));
    expect(returned).toMatchObject({ orderId: ADD_ON, amountFen: 100, schoolId: 104 });
  });

  it('对公转账: the agent’s account with onlineSupport 1, for members of the school only; the PC flow opens the sandbox cashier', async () => {
    const res = await t.get('/qltcrm/order/getBankInfoOfAgent', { schoolId: 104 }, xufei);
    expect(res.json()).toMatchObject({
      code: 200,
      data: { companyName: '园务云科技有限公司（演示账户）', bankName: '中国工商银行', interBankNo: '102100000000', onlineSupport: 1 },
    });
    const jiaoshi = signer(await t.login('jiaoshi'));
    expect((await t.get('/qltcrm/order/getBankInfoOfAgent', { schoolId: 104 }, jiaoshi)).statusCode).toBe(403);
    const pc = await t.app.inject({ method: 'GET', url: `/qltcrm/order/anon/payOnLineAliPc?orderId=${ADD_ON}` });
    expect(pc.statusCode).toBe(302);
    expect(pc.headers.location).toMatch(/^http:\/\/.+\/sandbox-pay\/SBX/);
    expect((await t.post('/qltcrm/order/payOnLine', { schoolId: 104, orderId: ADD_ON, payMode: 3 }, xufei)).json().data.pagePay).toBe(1);
  });

  it('another school’s order is refused', async () => {
    const jiaoshi = signer(await t.login('jiaoshi'));
    expect((await t.post('/qltcrm/order/payOnLine', { schoolId: 104, orderId: RENEWAL }, jiaoshi)).statusCode).toBe(403);
    // The principal of 101 (also a member of 104) names her school 101 but 104's order: not found there.
    const principal = signer(await t.login('yuanzhang'));
    const asOwnSchool = await t.post('/qltcrm/order/payOnLine', { schoolId: 101, orderId: RENEWAL }, principal);
    expect(asOwnSchool.json()).toMatchObject({ code: 404, msg: OrderMsg.notFound });
    expect((await status(RENEWAL, principal, 101)).msg).toBe(OrderMsg.notFound);
  });

  it('confirming on the cashier page pays once, extends the service and lets the expired school’s member back in', async () => {
    expect((await chatWrite()).code).toBe(ErrorCode.schoolExpired);
    expect((await t.get('/qltcrm/order/countExpaireOrderNotPaid', { schoolId: 104 }, xufei)).json().data).toBe(2);
    const { payData, tradeNo } = await startPaying(RENEWAL);
    expect(payData).toMatch(/^http:\/\/.+\/sandbox-pay\/SBX/);
    const page = await t.app.inject({ method: 'GET', url: `/sandbox-pay/${tradeNo}` });
    expect(page.body).toContain('确认支付');
    expect(page.body).toContain('3980.00');
    expect(await status(RENEWAL)).toMatchObject({ data: 0 });

    const confirmed = await t.app.inject({ method: 'POST', url: `/sandbox-pay/${tradeNo}/confirm` });
    expect(confirmed.body).toContain('支付成功');
    const paid = await order(RENEWAL);
    expect(paid?.orderStatus).toBe(1);
    const school = await school104();
    expect(school?.clientState).toBe(0);
    expect(school?.expiresAt.getTime()).toBe(paid?.expiresAt.getTime());
    expect(await status(RENEWAL)).toMatchObject({ data: 1 });

    // A second, genuine notification changes nothing; a replay of one already seen is refused.
    const trade = t.payments.trade(tradeNo);
    if (!trade) throw new Error('no trade');
    const second = await t.payments.notify({ ...trade });
    expect(second.acknowledged).toBe(true);
    expect((await school104())?.expiresAt.getTime()).toBe(school?.expiresAt.getTime());
    const replay = await notify(second.rawBody, second.signature);
    expect(replay.statusCode).toBe(400);
    // Another trade paid for the paid order (a second QR scanned, or the order paid by transfer meanwhile): its money
    // is not the order's — acknowledged, recorded, given back, and the school's payers told.
    const other = await t.payments.notify({ ...trade, tradeNo: 'SBX0second' });
    expect(other.acknowledged).toBe(true);
    expect((await school104())?.expiresAt.getTime()).toBe(school?.expiresAt.getTime());
    const [returned] = await t.database.db.select().from(paymentReturns).where(eq(paymentReturns.tradeNo, 'SBX0second'));
    expect(returned).toMatchObject({ orderId: RENEWAL, amountFen: 398_000, schoolId: 104, reason: '已支付' });
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, xufei.userId), like(notifications.content, '%SBX0second%')));
    expect(told.map((n) => n.content)).toEqual([expect.stringContaining(`订单${RENEWAL}（园务管理系统年度续费）已支付`)]);

    // The member is let in at once: the session shows the school open and writes go through.
    const info = (await t.get('/park/login/getUserInfo', { schoolId: 104, companyId: 1 }, xufei)).json().data;
    expect(info.schoolInfo).toMatchObject({ schoolId: 104, clientState: 0, expired: false });
    expect((await chatWrite()).code).toBe(200);
    expect((await t.get('/qltcrm/order/countExpaireOrderNotPaid', { schoolId: 104 }, xufei)).json().data).toBe(0);
    // Paying again is refused with the SPEC's wording.
    expect((await t.post('/qltcrm/order/payOnLine', { schoolId: 104, orderId: RENEWAL }, xufei)).json().msg).toBe(OrderMsg.alreadyPaid);
  });

  it('到期续费 before the end: a renewal order of a year from when the service ends, made once; paying it extends the service', async () => {
    const principal = signer(await t.login('yuanzhang'));
    const school101 = async () => (await t.database.db.select().from(schools).where(eq(schools.id, 101)))[0];
    const before = (await school101())?.expiresAt ?? new Date(0);
    const res = (await t.post('/qltcrm/order/renew', { schoolId: 101 }, principal)).json();
    expect(res.code).toBe(200);
    const renewal = res.data as { orderId: string; expirationTime: string };
    expect(res.data).toMatchObject({
      name: '园务管理系统年度续费',
      orderType: '续费',
      orderStatus: 0,
      totalPrice: '5980.00',
      productVersion: '专业版',
    });
    const until = new Date(before);
    until.setUTCFullYear(until.getUTCFullYear() + 1);
    expect((await order(renewal.orderId))?.expiresAt.getTime()).toBe(until.getTime());
    // Asked again (a second click, another device): the same unpaid order.
    expect((await t.post('/qltcrm/order/renew', { schoolId: 101 }, principal)).json().data.orderId).toBe(renewal.orderId);
    expect(await t.database.db.select().from(orders).where(eq(orders.schoolId, 101))).toHaveLength(2);
    // A school far from its end (280 days) is not renewed yet; who may not pay orders may not renew.
    expect((await t.post('/qltcrm/order/renew', { schoolId: 102 }, principal)).json()).toMatchObject({
      code: 400,
      msg: OrderMsg.renewNotYet,
    });
    const busTeacher = signer(await t.login('xiaoche'));
    expect((await t.post('/qltcrm/order/renew', { schoolId: 101 }, busTeacher)).statusCode).toBe(403);

    // Paid through the provider as any order: the service runs a year longer.
    const pay = (await t.post('/qltcrm/order/payOnLine', { schoolId: 101, orderId: renewal.orderId, payMode: 3 }, principal)).json();
    const tradeNo = String(pay.data.payData).split('/sandbox-pay/')[1] ?? '';
    expect((await t.app.inject({ method: 'POST', url: `/sandbox-pay/${tradeNo}/confirm` })).body).toContain('支付成功');
    expect((await order(renewal.orderId))?.orderStatus).toBe(1);
    expect((await school101())?.expiresAt.getTime()).toBe(until.getTime());
  });

  it('a stale notification is refused; an active query settles a paid trade whose notice was lost', async () => {
    const { tradeNo } = await startPaying(ADD_ON);
    const lost: { rawBody: string; signature: string }[] = [];
    t.payments.deliverWith(async (_path, rawBody, headers) => {
      lost.push({ rawBody, signature: headers[SANDBOX_SIGNATURE_HEADER] ?? '' });
      return false;
    });
    await t.app.inject({ method: 'POST', url: `/sandbox-pay/${tradeNo}/confirm` });
    expect((await order(ADD_ON))?.orderStatus).toBe(0);
    // Delivered six minutes late: refused as stale, nothing changes.
    t.clock.advance(6 * 60_000);
    const [notice] = lost;
    if (!notice) throw new Error('no notice sent');
    expect((await notify(notice.rawBody, notice.signature)).statusCode).toBe(400);
    expect((await order(ADD_ON))?.orderStatus).toBe(0);
    // The status poll asks the provider itself, which says paid: settled.
    expect(await status(ADD_ON)).toMatchObject({ data: 1 });
    expect((await order(ADD_ON))?.orderStatus).toBe(1);
  });
});

describe('without the sandbox (PAYMENTS=off, the production default)', () => {
  it('refuses paying online, has no cashier and no restore hook; production refuses the sandbox', async () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENTS: 'sandbox' })).toThrow(/PAYMENTS=sandbox/);
    expect(loadConfig({ NODE_ENV: 'production' }).payments).toBe('off');
    expect(loadConfig({ YUANWU_DEMO: 'off' }).bankAccount).toBeUndefined();
    const off = await createTestApp({
      NODE_ENV: 'development',
      PAYMENTS: 'off',
      BANK_COMPANY_NAME: '示例教育科技有限公司',
      BANK_MOBILE: '010-12345678',
      BANK_NAME: '招商银行',
      BANK_BRANCH_NAME: '招商银行北京分行',
      BANK_CARD_NO: '110900000010101',
      BANK_INTERBANK_NO: '308100005019',
    });
    try {
      const xufei = signer(await off.login('xufei'));
      const res = await off.post('/qltcrm/order/payOnLine', { schoolId: 104, orderId: RENEWAL }, xufei);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(OrderMsg.paymentsOff);
      expect((await off.app.inject({ method: 'GET', url: '/sandbox-pay/SBX1' })).statusCode).toBe(404);
      expect((await off.app.inject({ method: 'POST', url: SANDBOX_NOTIFY_PATH, payload: {} })).statusCode).toBe(404);
      const hook = await off.app.inject({ method: 'POST', url: '/test-hooks/payments/restore', payload: { schoolId: 104 } });
      expect(hook.statusCode).toBe(404);
      // Bank transfer is the way left: the account configured in BANK_*, with no online payment offered.
      expect((await off.get('/qltcrm/order/getBankInfoOfAgent', { schoolId: 104 }, xufei)).json().data).toEqual({
        companyName: '示例教育科技有限公司',
        mobile: '010-12345678',
        bankName: '招商银行',
        branchBankName: '招商银行北京分行',
        bankCardNo: '110900000010101',
        interBankNo: '308100005019',
        onlineSupport: 0,
      });
      const pc = await off.app.inject({ method: 'GET', url: `/qltcrm/order/anon/payOnLineAliPc?orderId=${RENEWAL}` });
      expect(pc.statusCode).toBe(400);
      expect(pc.body).toContain(OrderMsg.pagePayOff);
    } finally {
      await off.close();
    }
  });
});
