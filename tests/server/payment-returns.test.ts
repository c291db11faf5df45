import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uuidv7 } from '@contract';
import { financeLedger, notifications, operationLogs, paymentReturns, payments } from '../../server/db/schema';
import { SANDBOX_NOTIFY_PATH, SANDBOX_SIGNATURE_HEADER } from '../../server/providers/payments/sandbox-payments';
import { loginSigned } from './helpers/sync-client';
import { demoCareClass, expectUnlocked, publishedCareBill, setBillReview } from './helpers/finance-demo';
import { createTestApp, type Signed, type TestApp } from './helpers/test-app';

/**
 * Money taken is always recorded or returned (docs/finance.md "Collection", docs/payments.md): whatever changes what a
 * bill asks closes its other QRs at the provider, and money a provider took that can no longer be applied is
 * acknowledged, recorded, given back through the provider and told to finance in 通知 — also when the server stops
 * between the steps. Through the sandbox provider, whose trades and notices the test drives.
 */
describe('a bill’s QRs: closed when what the bill asks changes; money they take anyway is given back', () => {
  let t: TestApp;
  let caiwu: Signed;
  let classId: string;
  let kid: { id: string; name: string };
  let itemId: string;
  const S = 101;

  beforeAll(async () => {
    t = await createTestApp();
    caiwu = await loginSigned(t, 'caiwu');
    await expectUnlocked(t, caiwu);
    const demo = await demoCareClass(t, S);
    [classId, kid, itemId] = [demo.classId, demo.kids[0] ?? { id: '', name: '' }, demo.careItem.id];
    await setBillReview(t, caiwu, 0);
  });
  afterAll(() => t.close());

  /** A published bill of `fen` for the child. */
  const published = (fen: number) => {
    const id = uuidv7();
    return publishedCareBill(t, caiwu, { schoolId: S, classId, studentId: kid.id, itemId, fen, id, title: `扫码测试${id.slice(-6)}` });
  };
  const scene = async (billId: string, payType: 1 | 2 = 1) => {
    const res = (await t.post('/park/charge/scenePay', { schoolId: S, billId, payType }, caiwu)).json();
    expect(res.code).toBe(200);
    return { paymentId: String(res.data.paymentId), tradeNo: String(res.data.payData).split('/sandbox-pay/')[1] ?? '' };
  };
  const desk = async (billId: string, amountFen: number) =>
    (await t.post('/park/BabyCharge/confirmBabyBill', { schoolId: S, id: uuidv7(), billId, amountFen, payType: 5 }, caiwu)).json();
  const queried = async (paymentId: string) =>
    (await t.get('/park/charge/queryScenePay', { schoolId: S, paymentId }, caiwu)).json().data as { state: string };
  /** What the payer's phone shows on the QR's cashier page after pressing 确认支付. */
  const payerConfirms = async (tradeNo: string) => (await t.app.inject({ method: 'POST', url: `/sandbox-pay/${tradeNo}/confirm` })).body;
  const billLedger = async (billId: string) =>
    Number(
      (
        await t.database.db
          .select({ s: sql<string>`coalesce(sum(${financeLedger.amountFen}), 0)` })
          .from(financeLedger)
          .where(eq(financeLedger.billId, billId))
      )[0]?.s,
    );
  const notices = (text: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, caiwu.userId), like(notifications.content, `%${text}%`)));
  /** The sandbox's notices are held back (the payer paid; the provider has not told us yet): returns them to send later. */
  const holdNotices = () => {
    const held: { rawBody: string; signature: string }[] = [];
    t.payments.deliverWith(async (_path, rawBody, headers) => {
      held.push({ rawBody, signature: headers[SANDBOX_SIGNATURE_HEADER] ?? '' });
      return false;
    });
    return held;
  };
  const deliver = (n: { rawBody: string; signature: string }, app = t.app) =>
    app.inject({
      method: 'POST',
      url: SANDBOX_NOTIFY_PATH,
      payload: n.rawBody,
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: n.signature },
    });
  const deliverNormally = () =>
    t.payments.deliverWith(
      async (url, payload, headers) => (await t.app.inject({ method: 'POST', url, payload, headers })).statusCode === 200,
    );

  /** The payer pays the QR and the provider's notice is held back: returned, to send later. */
  const paidUnheard = async (tradeNo: string) => {
    const held = holdNotices();
    try {
      expect(await payerConfirms(tradeNo)).toContain('支付成功');
    } finally {
      deliverNormally();
    }
    return held;
  };

  it('part of the bill taken at the desk closes its QR at the provider: the payer can no longer pay it', async () => {
    const b = await published(30_000);
    const qr = await scene(b.id);
    expect((await desk(b.id, 10_000)).code).toBe(200);
    expect(t.payments.trade(qr.tradeNo)?.state).toBe('closed');
    expect(await payerConfirms(qr.tradeNo)).toContain('交易已关闭');
    expect(await queried(qr.paymentId)).toMatchObject({ state: 'closed' });
    expect(await billLedger(b.id)).toBe(10_000);
    // A new QR asks what is left.
    const next = await scene(b.id);
    expect(t.payments.trade(next.tradeNo)).toMatchObject({ amount: '200.00', state: 'unpaid' });
  });

  it('a new QR (another way to pay) and a void close the older QR at the provider', async () => {
    const b = await published(12_000);
    const alipay = await scene(b.id, 1);
    const wechat = await scene(b.id, 2);
    expect(t.payments.trade(alipay.tradeNo)?.state).toBe('closed');
    expect(t.payments.trade(wechat.tradeNo)?.state).toBe('unpaid');
    const voided = await t.put('/park/publicCharge/toVoid', { schoolId: S, id: b.id, reason: '重复生成' }, caiwu);
    expect(voided.json().code).toBe(200);
    expect(t.payments.trade(wechat.tradeNo)?.state).toBe('closed');
    expect(await payerConfirms(wechat.tradeNo)).toContain('交易已关闭');
  });

  it('a QR paid just before the bill was settled at the desk: acknowledged, recorded, given back, and finance told', async () => {
    const b = await published(25_000);
    const qr = await scene(b.id);
    const held = await paidUnheard(qr.tradeNo);
    expect((await desk(b.id, 25_000)).code).toBe(200);
    const [notice] = held;
    if (!notice) throw new Error('the sandbox sent no notice');
    // The provider's notice arrives after: acknowledged (the provider stops sending it), never applied.
    const res = await deliver(notice);
    expect(res.statusCode).toBe(200);
    expect(await billLedger(b.id)).toBe(25_000);
    expect(await queried(qr.paymentId)).toMatchObject({ state: 'closed' });
    const [returned] = await t.database.db.select().from(paymentReturns).where(eq(paymentReturns.paymentId, qr.paymentId));
    expect(returned).toMatchObject({ amountFen: 25_000, billId: b.id, schoolId: S, tradeKey: expect.stringMatching(/^B/) });
    // The refund was asked for as the notice was answered (the sandbox answers processing); the next run settles it.
    expect(returned?.askedAt).not.toBeNull();
    await t.followUps.run();
    const [done] = await t.database.db
      .select()
      .from(paymentReturns)
      .where(eq(paymentReturns.id, returned?.id ?? ''));
    expect(done).toMatchObject({ state: 'refunded' });
    // Finance hear of it in 通知: the child, the bill and the amount.
    const told = await notices(b.title);
    expect(told).toHaveLength(1);
    expect(told[0]?.content).toContain(kid.name);
    expect(told[0]?.content).toContain('¥250.00');
    const lines = await t.database.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.schoolId, S), like(operationLogs.detail, `%${b.title}%`)));
    expect(lines.map((l) => l.action)).toEqual(expect.arrayContaining(['收款退回', '收款已退回']));
    // The same notice again is a replay: refused, nothing more recorded or told.
    expect((await deliver(notice)).statusCode).toBe(400);
    expect(await t.database.db.select().from(paymentReturns).where(eq(paymentReturns.paymentId, qr.paymentId))).toHaveLength(1);
    expect(await notices(b.title)).toHaveLength(1);
  });

  it('a QR paid whose notice never comes is found as its trade is closed, and given back', async () => {
    const b = await published(7_700);
    const qr = await scene(b.id);
    await paidUnheard(qr.tradeNo); // the provider's notice is lost
    expect((await desk(b.id, 7_700)).code).toBe(200);
    // Closing the QR asked the provider how its trade ended: paid — so the money is recorded and given back.
    const [returned] = await t.database.db.select().from(paymentReturns).where(eq(paymentReturns.paymentId, qr.paymentId));
    expect(returned).toMatchObject({ amountFen: 7_700, billId: b.id, reason: '已缴清' });
    await t.followUps.run();
    expect(
      (
        await t.database.db
          .select()
          .from(paymentReturns)
          .where(eq(paymentReturns.id, returned?.id ?? ''))
      )[0]?.state,
    ).toBe('refunded');
    expect(await notices(b.title)).toHaveLength(1);
    expect(await billLedger(b.id)).toBe(7_700);
  });

  it('nothing is lost when the server stops between the commit and the provider: the next run closes and gives back', async () => {
    const b = await published(8_000);
    const qr = await scene(b.id);
    const held = await paidUnheard(qr.tradeNo);
    const other = await published(9_000);
    const open = await scene(other.id);
    // The provider cannot be reached: the desk payment and the notice commit, the provider calls fail.
    const close = vi.spyOn(t.payments, 'closeTrade').mockRejectedValue(new Error('provider down'));
    const refund = vi.spyOn(t.payments, 'refund').mockRejectedValue(new Error('provider down'));
    try {
      expect((await desk(other.id, 1_000)).code).toBe(200);
      expect((await desk(b.id, 8_000)).code).toBe(200);
      const [notice] = held;
      if (!notice) throw new Error('the sandbox sent no notice');
      expect((await deliver(notice)).statusCode).toBe(200);
    } finally {
      close.mockRestore();
      refund.mockRestore();
    }
    expect(t.payments.trade(open.tradeNo)?.state).toBe('unpaid');
    const [owed] = await t.database.db.select().from(payments).where(eq(payments.id, open.paymentId));
    expect(owed).toMatchObject({ state: 'closed', closeOwed: true });
    const [waiting] = await t.database.db.select().from(paymentReturns).where(eq(paymentReturns.paymentId, qr.paymentId));
    expect(waiting).toMatchObject({ state: 'refunding', askedAt: null });
    // The server that comes back (or the minute's timer) finds what is owed in the database.
    await t.followUps.run();
    expect(t.payments.trade(open.tradeNo)?.state).toBe('closed');
    expect((await t.database.db.select().from(payments).where(eq(payments.id, open.paymentId)))[0]?.closeOwed).toBe(false);
    await t.followUps.run();
    expect((await t.database.db.select().from(paymentReturns).where(eq(paymentReturns.paymentId, qr.paymentId)))[0]?.state).toBe(
      'refunded',
    );
  });

  it('a refund the provider refuses is told to finance to give back by hand', async () => {
    const b = await published(6_600);
    const qr = await scene(b.id);
    const held = await paidUnheard(qr.tradeNo);
    t.payments.failNextRefund();
    expect((await desk(b.id, 6_600)).code).toBe(200);
    const [notice] = held;
    if (!notice) throw new Error('the sandbox sent no notice');
    expect((await deliver(notice)).statusCode).toBe(200);
    await t.followUps.run();
    const [failed] = await t.database.db.select().from(paymentReturns).where(eq(paymentReturns.paymentId, qr.paymentId));
    expect(failed?.state).toBe('failed');
    const told = await notices(b.title);
    expect(told.map((n) => n.title)).toEqual(expect.arrayContaining(['收款无法入账，原路退回', '收款原路退回失败']));
    expect(told.find((n) => n.title === '收款原路退回失败')?.content).toContain('请联系付款人另行退还');
  });
});
