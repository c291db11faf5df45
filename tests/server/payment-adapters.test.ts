import { createCipheriv, createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import formbody from '@fastify/formbody';
import { AlipaySdk } from 'alipay-sdk';
import { and, eq, like } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderMsg } from '@contract';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { notifications, operationLogs, orders, paymentReturns, schools } from '../../server/db/schema';
import { formatDateTime } from '../../server/lib/format';
import { createPaymentProvider } from '../../server/providers/payments/create-payment-provider';
import { ALIPAY_NOTICE_MAX_AGE_MS, ALIPAY_NOTIFY_PATH, AlipayPayments, keyType } from '../../server/providers/payments/alipay-payments';
import { signatureMessage, WECHAT_NOTIFY_PATH, WechatPayments } from '../../server/providers/payments/wechat-payments';
import { systemClock } from '../../server/lib/clock';
import { createTestApp, type Signed, signer, type TestApp } from './helpers/test-app';

const RENEWAL = 'YW202609150001';
const ADD_ON = 'YW202609150002';

const rsaKeys = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const rsaSign = (text: string, privateKey: string) => createSign('RSA-SHA256').update(text).sign(privateKey, 'base64');
const rsaVerify = (text: string, signature: string, publicKey: string) =>
  createVerify('RSA-SHA256').update(text).verify(publicKey, signature, 'base64');
/** Alipay's signing content: the parameters but `sign` (and, for notifications, `sign_type`), sorted, `k=v` joined by &. */
const alipayContent = (params: Record<string, string>, skip: string[]) =>
  Object.keys(params)
    .filter((k) => !skip.includes(k) && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
const started = async (app: FastifyInstance) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
};

describe('the Alipay adapter (alipay-sdk), against a local gateway that answers as Alipay does', () => {
  const merchant = rsaKeys(); // the app's key pair: the gateway checks requests with its public half
  const alipay = rsaKeys(); // Alipay's: it signs answers and notifications
  const appId = '2021000000000001';
  const gateway = Fastify();
  /** What the gateway received, with whether the request's RSA2 signature verified under the app's public key. */
  const received: { method: string; biz: Record<string, string>; signed: boolean }[] = [];
  /** The trades the gateway holds (out_trade_no → status), as the payer leaves them. */
  const trades = new Map<string, { status: string; amount: string }>();
  /** Refunds made (out_request_no → amount). */
  const refunds = new Map<string, string>();
  let forgeAnswers = false;
  let down = false;
  let t: TestApp;
  let xufei: Signed;

  beforeAll(async () => {
    await gateway.register(formbody);
    gateway.post('/gateway.do', async (req, reply) => {
      if (down) return reply.status(502).send('Bad Gateway');
      const params = { ...(req.query as Record<string, string>), ...(req.body as Record<string, string>) };
      const signed = rsaVerify(alipayContent(params, ['sign']), params.sign ?? '', merchant.publicKey);
      const method = params.method ?? '';
      const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>;
      received.push({ method, biz, signed });
      const key = `${method.replaceAll('.', '_')}_response`;
      let inner: Record<string, string>;
      if (!signed) inner = { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature', sub_msg: '验签出错' };
      else if (method === 'alipay.trade.refund') {
        // A refund of a paid trade is synchronous (fund_change Y); of anything else a business failure.
        const trade = trades.get(biz.out_trade_no ?? '');
        inner =
          trade?.status === 'TRADE_SUCCESS' && Number(biz.refund_amount) <= Number(trade.amount)
            ? { code: '10000', msg: 'Success', out_trade_no: biz.out_trade_no ?? '', fund_change: 'Y', refund_fee: biz.refund_amount ?? '' }
            : { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_STATUS_ERROR', sub_msg: '交易状态不合法' };
        if (inner.code === '10000') refunds.set(biz.out_request_no ?? '', biz.refund_amount ?? '');
      } else if (method === 'alipay.trade.fastpay.refund.query') {
        const amount = refunds.get(biz.out_request_no ?? '');
        inner = amount
          ? {
              code: '10000',
              msg: 'Success',
              out_request_no: biz.out_request_no ?? '',
              refund_amount: amount,
              refund_status: 'REFUND_SUCCESS',
            }
          : { code: '10000', msg: 'Success' };
      } else if (method === 'alipay.trade.close') {
        // Only a trade waiting for the buyer closes; none (a QR nobody scanned) or a finished one is a business error.
        const trade = trades.get(biz.out_trade_no ?? '');
        if (trade?.status === 'WAIT_BUYER_PAY') {
          trade.status = 'TRADE_CLOSED';
          inner = { code: '10000', msg: 'Success', out_trade_no: biz.out_trade_no ?? '' };
        } else
          inner = trade
            ? { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_STATUS_ERROR', sub_msg: '交易状态不合法' }
            : { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' };
      } else if (method === 'alipay.trade.precreate') {
        trades.set(biz.out_trade_no ?? '', { status: 'WAIT_BUYER_PAY', amount: biz.total_amount ?? '' });
        inner = {
          code: '10000',
          msg: 'Success',
          out_trade_no: biz.out_trade_no ?? '',
          qr_code: `https://qr.alipay.com/bax0${biz.out_trade_no}`,
        };
      } else {
        const trade = trades.get(biz.out_trade_no ?? '');
        inner = trade
          ? {
              code: '10000',
              msg: 'Success',
              out_trade_no: biz.out_trade_no ?? '',
              trade_no: `2026112622001${biz.out_trade_no}`,
              trade_status: trade.status,
              total_amount: trade.amount,
            }
          : { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' };
      }
      const json = JSON.stringify(inner);
      // Alipay signs the exact text of the xxx_response object; a spoofing gateway signs with a key not Alipay's.
      const sign = rsaSign(json, forgeAnswers ? merchant.privateKey : alipay.privateKey);
      return reply.type('application/json; charset=utf-8').send(`{"${key}":${json},"sign":"${sign}"}`);
    });
    const url = await started(gateway);
    t = await createTestApp({
      PAYMENTS: 'alipay',
      ALIPAY_APP_ID: appId,
      // One environment line, the way an operator writes a PEM into a .env file.
      ALIPAY_PRIVATE_KEY: merchant.privateKey.replaceAll('\n', '\\n'),
      ALIPAY_PUBLIC_KEY: alipay.publicKey,
      ALIPAY_NOTIFY_URL: `https://yuanwu.example.com${ALIPAY_NOTIFY_PATH}`,
      ALIPAY_GATEWAY: `${url}/gateway.do`,
    });
    xufei = signer(await t.login('xufei'));
  });
  afterAll(async () => {
    await t?.close();
    await gateway.close();
  });

  const order = async (orderId: string) => (await t.database.db.select().from(orders).where(eq(orders.orderId, orderId)))[0];
  const paymentLines = async () =>
    t.database.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.schoolId, 104), eq(operationLogs.action, '订单支付')));
  /** A notification as Alipay posts it: a form, signed with Alipay's key (or another, to forge one). */
  const notice = (orderId: string, over: Record<string, string> = {}, key = alipay.privateKey) => {
    const params: Record<string, string> = {
      gmt_create: '2026-11-26 10:00:00',
      charset: 'utf-8',
      seller_email: 'pay@yuanwu.example.com',
      subject: '智慧校车模块',
      buyer_id: '2088102177846880',
      invoice_amount: '1200.00',
      notify_id: `2026112600222100000${randomBytes(4).toString('hex')}`,
      fund_bill_list: '[{"amount":"1200.00","fundChannel":"ALIPAYACCOUNT"}]',
      notify_type: 'trade_status_sync',
      trade_status: 'TRADE_SUCCESS',
      receipt_amount: '1200.00',
      app_id: appId,
      buyer_pay_amount: '1200.00',
      // Signed, China time: as old as the notice is.
      notify_time: formatDateTime(t.clock.now()),
      point_amount: '0.00',
      total_amount: '1200.00',
      trade_no: `2026112622001${orderId}`,
      auth_app_id: appId,
      out_trade_no: orderId,
      version: '1.0',
      ...over,
    };
    params.sign_type = 'RSA2';
    params.sign = rsaSign(alipayContent(params, ['sign', 'sign_type']), key);
    return params;
  };
  const post = (params: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: ALIPAY_NOTIFY_PATH,
      payload: new URLSearchParams(params).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    });

  it('precreate is signed RSA2 with the app key, and the QR encodes Alipay’s qr_code', async () => {
    const res = await t.post('/qltcrm/order/payOnLine', { schoolId: 104, orderId: ADD_ON, payMode: 3 }, xufei);
    expect(res.json()).toMatchObject({ code: 200, data: { orderId: ADD_ON, payData: `https://qr.alipay.com/bax0${ADD_ON}` } });
    const call = received.at(-1);
    expect(call).toMatchObject({
      method: 'alipay.trade.precreate',
      signed: true,
      biz: { out_trade_no: ADD_ON, total_amount: '1200.00', subject: '智慧校车模块' },
    });
  });

  it('a gateway that fails is a short Chinese message (not a 500) and an unpaid status', async () => {
    down = true;
    try {
      const res = await t.post('/qltcrm/order/payOnLine', { schoolId: 104, orderId: ADD_ON, payMode: 3 }, xufei);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(OrderMsg.providerDown);
      const status = await t.get('/qltcrm/order/anon/getOrderPayStatus', { schoolId: 104, orderId: ADD_ON }, xufei);
      expect(status.json()).toMatchObject({ code: 200, data: 0 });
    } finally {
      down = false;
    }
  });

  it('the SDK’s own checkNotifySign accepts the notices the test signs as Alipay, and refuses forged ones', () => {
    const sdk = new AlipaySdk({ appId, privateKey: merchant.privateKey, keyType: 'PKCS8', alipayPublicKey: alipay.publicKey });
    expect(sdk.checkNotifySign(notice(ADD_ON))).toBe(true);
    expect(sdk.checkNotifySign(notice(ADD_ON, {}, merchant.privateKey))).toBe(false);
    expect(sdk.checkNotifySign({ ...notice(ADD_ON), total_amount: '0.01' })).toBe(false);
  });

  it('a forged or altered notification is refused (fail), logged, and changes nothing', async () => {
    const forged = await post(notice(ADD_ON, {}, merchant.privateKey));
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toBe('fail');
    expect((await post({ ...notice(ADD_ON), total_amount: '0.01' })).body).toBe('fail');
    // Signed by Alipay but for another app.
    expect((await post(notice(ADD_ON, { app_id: '2021999999999999' }))).body).toBe('fail');
    expect((await post({ out_trade_no: ADD_ON })).body).toBe('fail');
    // Older than the window (by its signed notify_time), or stamped well ahead of our clock.
    const at = (ms: number) => formatDateTime(new Date(t.clock.now().getTime() + ms));
    expect((await post(notice(ADD_ON, { notify_time: at(-ALIPAY_NOTICE_MAX_AGE_MS - 60_000) }))).body).toBe('fail');
    expect((await post(notice(ADD_ON, { notify_time: at(-3 * ALIPAY_NOTICE_MAX_AGE_MS) }))).body).toBe('fail');
    expect((await post(notice(ADD_ON, { notify_time: at(10 * 60_000) }))).body).toBe('fail');
    expect((await post(notice(ADD_ON, { notify_time: '' }))).body).toBe('fail');
    expect((await order(ADD_ON))?.orderStatus).toBe(0);
    expect(await paymentLines()).toHaveLength(0);
  });

  it('a genuine notice of another amount than the order’s is acknowledged, never applied, and recorded to be given back', async () => {
    const cheap = notice(ADD_ON, { total_amount: '1.00', trade_no: '2026112622001CHEAP' });
    expect((await post(cheap)).body).toBe('success');
    expect((await order(ADD_ON))?.orderStatus).toBe(0);
    const [returned] = await t.database.db.select().from(paymentReturns).where(eq(paymentReturns.tradeNo, '2026112622001CHEAP'));
    expect(returned).toMatchObject({ provider: 'alipay', tradeKey: ADD_ON, orderId: ADD_ON, amountFen: 100, schoolId: 104 });
  });

  it('a genuine notification pays once (success); the same one replayed is refused; a second one changes nothing', async () => {
    const first = notice(ADD_ON);
    const res = await post(first);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('success');
    expect((await order(ADD_ON))?.orderStatus).toBe(1);
    expect((await post(first)).body).toBe('fail');
    // Alipay's own second notice (TRADE_FINISHED, a new notify_id) is acknowledged and pays nothing more.
    expect((await post(notice(ADD_ON, { trade_status: 'TRADE_FINISHED' }))).body).toBe('success');
    const lines = await paymentLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ userId: null, userName: '支付宝', module: '订单管理' });
    expect(lines[0]?.detail).toContain(`订单${ADD_ON}`);
    expect(lines[0]?.detail).toContain('¥1200.00');
    // A day later (inside the window), the same notice is still refused — also by a server started again on the same
    // database, whose memory holds nothing of the first one's.
    t.clock.advance(24 * 3600_000);
    const restarted = await buildApp({ db: t.database.db, config: t.config, clock: t.clock, paymentFollowUps: t.followUps });
    try {
      const replay = await restarted.inject({
        method: 'POST',
        url: ALIPAY_NOTIFY_PATH,
        payload: new URLSearchParams(first).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      });
      expect(replay.body).toBe('fail');
    } finally {
      await restarted.close();
    }
    expect(await paymentLines()).toHaveLength(1);
    xufei = signer(await t.login('xufei')); // the session of a day ago has lapsed
  });

  it('a second trade paid for an order already paid is given back through alipay.trade.refund, and the school told', async () => {
    // The payer paid another QR of the paid order (a trade of its own number at Alipay): its money is not the order's.
    trades.set(ADD_ON, { status: 'TRADE_SUCCESS', amount: '1200.00' });
    const second = notice(ADD_ON, { trade_no: '2026112622001SECOND' });
    expect((await post(second)).body).toBe('success');
    const [returned] = await t.database.db.select().from(paymentReturns).where(eq(paymentReturns.tradeNo, '2026112622001SECOND'));
    expect(returned).toMatchObject({ state: 'refunded', amountFen: 120_000, orderId: ADD_ON });
    const asked = received.filter((r) => r.method === 'alipay.trade.refund').at(-1);
    expect(asked).toMatchObject({
      signed: true,
      biz: { out_trade_no: ADD_ON, out_request_no: returned?.refundId, refund_amount: '1200.00' },
    });
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, xufei.userId), like(notifications.content, '%2026112622001SECOND%')));
    expect(told.map((n) => n.title)).toEqual(['收款无法入账，原路退回']);
    expect(told[0]?.content).toContain(`订单${ADD_ON}（智慧校车模块）已支付`);
    expect(told[0]?.content).toContain('¥1,200.00');
    expect(await paymentLines()).toHaveLength(1);
  });

  it('closing a trade (alipay.trade.close) is signed RSA2; a trade never scanned or already finished has nothing to close', async () => {
    const provider = new AlipayPayments(t.config.alipay as NonNullable<typeof t.config.alipay>, t.clock);
    trades.set('B-open', { status: 'WAIT_BUYER_PAY', amount: '80.00' });
    await provider.closeTrade('B-open');
    expect(received.at(-1)).toMatchObject({ method: 'alipay.trade.close', signed: true, biz: { out_trade_no: 'B-open' } });
    expect(trades.get('B-open')?.status).toBe('TRADE_CLOSED');
    await expect(provider.closeTrade('B-never-scanned')).resolves.toBeUndefined();
    trades.set('B-paid-already', { status: 'TRADE_SUCCESS', amount: '80.00' });
    await expect(provider.closeTrade('B-paid-already')).resolves.toBeUndefined();
    // No answer, or one not signed by Alipay: not closed as far as we know — it throws, to be tried again.
    down = true;
    await expect(provider.closeTrade('B-open')).rejects.toThrow();
    down = false;
    forgeAnswers = true;
    await expect(provider.closeTrade('B-open')).rejects.toThrow();
    forgeAnswers = false;
  });

  it('the active query (alipay.trade.query) settles a paid trade whose notice was lost, and believes only Alipay’s signed answer', async () => {
    const status = async () => (await t.get('/qltcrm/order/anon/getOrderPayStatus', { schoolId: 104, orderId: RENEWAL }, xufei)).json();
    await t.post('/qltcrm/order/payOnLine', { schoolId: 104, orderId: RENEWAL, payMode: 3 }, xufei);
    expect(await status()).toMatchObject({ code: 200, data: 0 });
    trades.set(RENEWAL, { status: 'TRADE_SUCCESS', amount: '3980.00' });
    forgeAnswers = true;
    expect(await status()).toMatchObject({ code: 200, data: 0 });
    expect((await order(RENEWAL))?.orderStatus).toBe(0);
    forgeAnswers = false;
    expect(await status()).toMatchObject({ code: 200, data: 1 });
    expect(received.at(-1)).toMatchObject({ method: 'alipay.trade.query', signed: true, biz: { out_trade_no: RENEWAL } });
    expect((await order(RENEWAL))?.orderStatus).toBe(1);
    const [school] = await t.database.db.select().from(schools).where(eq(schools.id, 104));
    expect(school?.clientState).toBe(0);
    expect(await paymentLines()).toHaveLength(2);
  });

  it('refunds (原路退回): alipay.trade.refund signed RSA2, refunded at once for a paid trade, failed otherwise; the query finds it', async () => {
    const provider = new AlipayPayments(t.config.alipay as NonNullable<typeof t.config.alipay>, t.clock);
    trades.set('B-paid', { status: 'TRADE_SUCCESS', amount: '100.00' });
    const request = { orderId: 'B-paid', refundId: 'R1-1', amount: '30.00', total: '100.00', reason: '退学退费' };
    expect(await provider.refund(request)).toMatchObject({ state: 'refunded' });
    const sent = received.filter((r) => r.method === 'alipay.trade.refund').at(-1);
    expect(sent).toMatchObject({ signed: true, biz: { out_trade_no: 'B-paid', out_request_no: 'R1-1', refund_amount: '30.00' } });
    expect(await provider.queryRefund('R1-1', 'B-paid')).toMatchObject({ state: 'refunded' });
    expect(await provider.queryRefund('R1-9', 'B-paid')).toMatchObject({ state: 'failed' });
    expect(await provider.refund({ ...request, orderId: 'B-none', refundId: 'R2-1' })).toMatchObject({
      state: 'failed',
      message: '交易状态不合法',
    });
    // An answer not signed by Alipay is not believed.
    forgeAnswers = true;
    await expect(provider.refund({ ...request, refundId: 'R3-1' })).rejects.toThrow();
    forgeAnswers = false;
  });

  it('the PC flow (payOnLineAliPc) sends the window to Alipay’s page pay with a signed link; a paid order is refused', async () => {
    await t.database.db.update(orders).set({ orderStatus: 0 }).where(eq(orders.orderId, ADD_ON));
    const res = await t.app.inject({ method: 'GET', url: `/qltcrm/order/anon/payOnLineAliPc?orderId=${ADD_ON}` });
    expect(res.statusCode).toBe(302);
    const link = new URL(res.headers.location ?? '');
    const params = Object.fromEntries(link.searchParams);
    expect(params).toMatchObject({ method: 'alipay.trade.page.pay', app_id: appId, sign_type: 'RSA2' });
    expect(rsaVerify(alipayContent(params, ['sign']), params.sign ?? '', merchant.publicKey)).toBe(true);
    expect(JSON.parse(params.biz_content ?? '{}')).toMatchObject({
      out_trade_no: ADD_ON,
      total_amount: '1200.00',
      product_code: 'FAST_INSTANT_TRADE_PAY',
    });
    const paid = await t.app.inject({ method: 'GET', url: `/qltcrm/order/anon/payOnLineAliPc?orderId=${RENEWAL}` });
    expect(paid.statusCode).toBe(400);
    expect(paid.body).toContain(OrderMsg.alreadyPaid);
    expect((await t.app.inject({ method: 'GET', url: '/qltcrm/order/anon/payOnLineAliPc?orderId=YW0' })).statusCode).toBe(404);
  });
});

describe('the WeChat Pay Native adapter (APIv3), against a local gateway that answers as WeChat Pay does', () => {
  const merchant = rsaKeys(); // the merchant's API key: WeChat Pay checks the Authorization header with its public half
  const platform = rsaKeys(); // WeChat Pay's platform key: it signs answers and notifications
  const apiV3Key = randomBytes(16).toString('hex'); // 32 characters
  const mchId = '1900000109';
  const appId = 'wxd678efh567hg6787';
  const platformSerial = 'PUB_KEY_ID_0119000001092026112600000000000001';
  const gateway = Fastify();
  const received: { method: string; url: string; body: Record<string, unknown>; signed: boolean }[] = [];
  const trades = new Map<string, { state: string; total: number }>();
  const refunds = new Map<string, string>();
  let forgeAnswers = false;
  let t: TestApp;
  let xufei: Signed;

  /** WeChat Pay's signature headers over `timestamp\nnonce\nbody\n`, with its platform key (or another, to forge). */
  const platformHeaders = (
    body: string,
    { key = platform.privateKey, at = Math.floor(t.clock.now().getTime() / 1000), nonce = randomBytes(16).toString('hex') } = {},
  ) => ({
    'wechatpay-timestamp': String(at),
    'wechatpay-nonce': nonce,
    'wechatpay-serial': platformSerial,
    'wechatpay-signature': rsaSign(signatureMessage(String(at), nonce, body), key),
    'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
  });

  beforeAll(async () => {
    gateway.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    const check = (method: string, url: string, body: string, authorization: string) => {
      const fields = Object.fromEntries([...authorization.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
      return (
        authorization.startsWith('WECHATPAY2-SHA256-RSA2048 ') &&
        fields.mchid === mchId &&
        fields.serial_no === 'MCH-SERIAL-1' &&
        rsaVerify(
          signatureMessage(method, url, fields.timestamp ?? '', fields.nonce_str ?? '', body),
          fields.signature ?? '',
          merchant.publicKey,
        )
      );
    };
    gateway.route({
      method: ['GET', 'POST'],
      url: '/v3/*',
      handler: async (req, reply) => {
        const body = typeof req.body === 'string' ? req.body : '';
        const signed = check(req.method, req.url, body, String(req.headers.authorization ?? ''));
        received.push({ method: req.method, url: req.url, body: body ? JSON.parse(body) : {}, signed });
        let status = 200;
        let answer: object;
        if (!signed) [status, answer] = [401, { code: 'SIGN_ERROR', message: '签名错误' }];
        else if (req.url.startsWith('/v3/refund/domestic/refunds')) {
          if (req.method === 'POST') {
            const b = JSON.parse(body) as { out_trade_no: string; out_refund_no: string; amount: { refund: number; total: number } };
            const trade = trades.get(b.out_trade_no);
            if (trade?.state !== 'SUCCESS') [status, answer] = [400, { code: 'INVALID_REQUEST', message: '订单未支付' }];
            else {
              refunds.set(b.out_refund_no, 'PROCESSING');
              answer = { out_refund_no: b.out_refund_no, status: 'PROCESSING', amount: { refund: b.amount.refund, total: b.amount.total } };
            }
          } else {
            const id = decodeURIComponent(req.url.split('/refunds/')[1] ?? '');
            const state = refunds.get(id);
            if (!state) [status, answer] = [404, { code: 'RESOURCE_NOT_EXISTS', message: '退款单不存在' }];
            else {
              refunds.set(id, 'SUCCESS');
              answer = { out_refund_no: id, status: state === 'PROCESSING' ? 'SUCCESS' : state };
            }
          }
        } else if (req.method === 'POST' && req.url.endsWith('/close')) {
          // Closing: a trade waiting is closed (204, no body); a paid one is ORDERPAID; none is 404.
          const id = decodeURIComponent(req.url.split('/out-trade-no/')[1]?.split('/close')[0] ?? '');
          const trade = trades.get(id);
          if (trade?.state === 'NOTPAY') {
            trade.state = 'CLOSED';
            return reply.status(204).headers(platformHeaders('')).send();
          }
          [status, answer] = trade
            ? [400, { code: 'ORDERPAID', message: '订单已支付' }]
            : [404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' }];
        } else if (req.method === 'POST') {
          const b = JSON.parse(body) as { out_trade_no: string; amount: { total: number } };
          trades.set(b.out_trade_no, { state: 'NOTPAY', total: b.amount.total });
          answer = { code_url: `weixin://wxpay/bizpayurl?pr=${b.out_trade_no}` };
        } else {
          const id = decodeURIComponent(req.url.split('/out-trade-no/')[1]?.split('?')[0] ?? '');
          const trade = trades.get(id);
          if (!trade) [status, answer] = [404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' }];
          else
            answer = {
              appid: appId,
              mchid: mchId,
              out_trade_no: id,
              transaction_id: `4200000${id}`,
              trade_state: trade.state,
              amount: { total: trade.total, currency: 'CNY' },
            };
        }
        const text = JSON.stringify(answer);
        const headers = platformHeaders(text, forgeAnswers ? { key: merchant.privateKey } : {});
        return reply.status(status).headers(headers).type('application/json').send(text);
      },
    });
    const url = await started(gateway);
    t = await createTestApp({
      PAYMENTS: 'wechat',
      WECHAT_APP_ID: appId,
      WECHAT_MCH_ID: mchId,
      WECHAT_MCH_SERIAL: 'MCH-SERIAL-1',
      WECHAT_PRIVATE_KEY: merchant.privateKey,
      WECHAT_API_V3_KEY: apiV3Key,
      WECHAT_PLATFORM_PUBLIC_KEY: platform.publicKey,
      WECHAT_PLATFORM_SERIAL: platformSerial,
      WECHAT_NOTIFY_URL: `https://yuanwu.example.com${WECHAT_NOTIFY_PATH}`,
      WECHAT_GATEWAY: url,
    });
    xufei = signer(await t.login('xufei'));
  });
  afterAll(async () => {
    await t?.close();
    await gateway.close();
  });

  const order = async (orderId: string) => (await t.database.db.select().from(orders).where(eq(orders.orderId, orderId)))[0];
  /** The decrypted resource of a notification (a transaction), encrypted AEAD_AES_256_GCM as WeChat Pay does. */
  const encrypt = (plain: object, key = apiV3Key) => {
    const nonce = randomBytes(6).toString('hex');
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(key), Buffer.from(nonce));
    cipher.setAAD(Buffer.from('transaction'));
    const data = Buffer.concat([cipher.update(JSON.stringify(plain)), cipher.final(), cipher.getAuthTag()]);
    return {
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: data.toString('base64'),
      associated_data: 'transaction',
      nonce,
      original_type: 'transaction',
    };
  };
  const noticeBody = (orderId: string, total: number, key = apiV3Key, transactionId = `4200000${orderId}`) =>
    JSON.stringify({
      id: `EV-${randomBytes(8).toString('hex')}`,
      create_time: '2026-11-26T10:00:05+08:00',
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: encrypt(
        {
          appid: appId,
          mchid: mchId,
          out_trade_no: orderId,
          transaction_id: transactionId,
          trade_type: 'NATIVE',
          trade_state: 'SUCCESS',
          success_time: '2026-11-26T10:00:04+08:00',
          amount: { total, payer_total: total, currency: 'CNY', payer_currency: 'CNY' },
        },
        key,
      ),
    });
  const post = (body: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: WECHAT_NOTIFY_PATH, payload: body, headers: { 'content-type': 'application/json', ...headers } });

  it('the native order is signed WECHATPAY2-SHA256-RSA2048 and the QR encodes its code_url', async () => {
    const res = await t.post('/qltcrm/order/payOnLine', { schoolId: 104, orderId: ADD_ON, payMode: 3 }, xufei);
    expect(res.json()).toMatchObject({ code: 200, data: { payData: `weixin://wxpay/bizpayurl?pr=${ADD_ON}` } });
    expect(received.at(-1)).toMatchObject({
      method: 'POST',
      url: '/v3/pay/transactions/native',
      signed: true,
      body: { appid: appId, mchid: mchId, out_trade_no: ADD_ON, amount: { total: 120000, currency: 'CNY' } },
    });
  });

  it('a forged, stale, undecryptable or replayed notification is refused (400 FAIL) and changes nothing', async () => {
    const body = noticeBody(ADD_ON, 120000);
    const forged = await post(body, platformHeaders(body, { key: merchant.privateKey }));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ code: 'FAIL', message: '失败' });
    const stale = await post(body, platformHeaders(body, { at: Math.floor(t.clock.now().getTime() / 1000) - 10 * 60 }));
    expect(stale.statusCode).toBe(400);
    // Signed by the platform but encrypted under another APIv3 key: the GCM tag fails.
    const otherKey = noticeBody(ADD_ON, 120000, randomBytes(16).toString('hex'));
    expect((await post(otherKey, platformHeaders(otherKey))).statusCode).toBe(400);
    // For another amount than the order's: acknowledged, never applied, recorded to be given back.
    const cheap = noticeBody(ADD_ON, 1, apiV3Key, '4200000CHEAP');
    expect((await post(cheap, platformHeaders(cheap))).statusCode).toBe(204);
    expect((await order(ADD_ON))?.orderStatus).toBe(0);
    const [returned] = await t.database.db.select().from(paymentReturns).where(eq(paymentReturns.tradeNo, '4200000CHEAP'));
    expect(returned).toMatchObject({ provider: 'wechat', orderId: ADD_ON, amountFen: 1 });

    const headers = platformHeaders(body);
    expect((await post(body, headers)).statusCode).toBe(204);
    expect((await order(ADD_ON))?.orderStatus).toBe(1);
    // The very same notice again (same signature, nonce and id): a replay — also to a server started again on the same
    // database, whose memory holds nothing of the first one's.
    expect((await post(body, headers)).statusCode).toBe(400);
    const restarted = await buildApp({ db: t.database.db, config: t.config, clock: t.clock, paymentFollowUps: t.followUps });
    try {
      const replay = await restarted.inject({
        method: 'POST',
        url: WECHAT_NOTIFY_PATH,
        payload: body,
        headers: { 'content-type': 'application/json', ...headers },
      });
      expect(replay.statusCode).toBe(400);
    } finally {
      await restarted.close();
    }
  });

  it('two notifications pay once', async () => {
    const again = noticeBody(ADD_ON, 120000);
    expect((await post(again, platformHeaders(again))).statusCode).toBe(204);
    const lines = await t.database.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.schoolId, 104), eq(operationLogs.action, '订单支付')));
    expect(lines).toHaveLength(1);
    expect(lines[0]?.userName).toBe('微信支付');
  });

  it('the active query settles a paid trade; an answer not signed by the platform is not believed', async () => {
    const status = async () => (await t.get('/qltcrm/order/anon/getOrderPayStatus', { schoolId: 104, orderId: RENEWAL }, xufei)).json();
    expect(await status()).toMatchObject({ code: 200, data: 0 }); // no trade yet: 404 ORDER_NOT_EXIST
    await t.post('/qltcrm/order/payOnLine', { schoolId: 104, orderId: RENEWAL, payMode: 3 }, xufei);
    trades.set(RENEWAL, { state: 'SUCCESS', total: 1 });
    expect(await status()).toMatchObject({ data: 0 }); // paid 0.01 for a 3980.00 order: not applied (given back)
    trades.set(RENEWAL, { state: 'SUCCESS', total: 398000 });
    forgeAnswers = true;
    expect(await status()).toMatchObject({ code: 200, data: 0 });
    forgeAnswers = false;
    expect(await status()).toMatchObject({ code: 200, data: 1 });
    expect(received.filter((r) => r.url.startsWith('/v3/pay/transactions/out-trade-no/')).at(-1)).toMatchObject({
      method: 'GET',
      url: `/v3/pay/transactions/out-trade-no/${RENEWAL}?mchid=${mchId}`,
      signed: true,
    });
  });

  it('refunds (原路退回): POST /v3/refund/domestic/refunds signed, PROCESSING then SUCCESS on the query; an unpaid trade fails', async () => {
    const provider = new WechatPayments(t.config.wechat as NonNullable<typeof t.config.wechat>, t.clock);
    trades.set('B-wx-paid', { state: 'SUCCESS', total: 10_000 });
    const request = { orderId: 'B-wx-paid', refundId: 'R9-1', amount: '25.00', total: '100.00', reason: '退学退费' };
    expect(await provider.refund(request)).toMatchObject({ state: 'processing' });
    const sent = received.filter((r) => r.url === '/v3/refund/domestic/refunds').at(-1);
    expect(sent).toMatchObject({
      signed: true,
      body: { out_refund_no: 'R9-1', amount: { refund: 2_500, total: 10_000, currency: 'CNY' } },
    });
    expect(await provider.queryRefund('R9-1')).toMatchObject({ state: 'refunded' });
    expect(await provider.queryRefund('R9-2')).toMatchObject({ state: 'failed' });
    expect(await provider.refund({ ...request, orderId: 'B-wx-none', refundId: 'R9-3' })).toMatchObject({
      state: 'failed',
      message: '订单未支付',
    });
    forgeAnswers = true;
    await expect(provider.queryRefund('R9-1')).rejects.toThrow();
    forgeAnswers = false;
  });

  it('closing a trade (…/out-trade-no/{no}/close) is signed; a paid or unknown trade has nothing to close', async () => {
    const provider = new WechatPayments(t.config.wechat as NonNullable<typeof t.config.wechat>, t.clock);
    trades.set('B-wx-open', { state: 'NOTPAY', total: 8_000 });
    await provider.closeTrade('B-wx-open');
    expect(received.at(-1)).toMatchObject({
      method: 'POST',
      url: '/v3/pay/transactions/out-trade-no/B-wx-open/close',
      signed: true,
      body: { mchid: mchId },
    });
    expect(trades.get('B-wx-open')?.state).toBe('CLOSED');
    trades.set('B-wx-paid', { state: 'SUCCESS', total: 8_000 });
    await expect(provider.closeTrade('B-wx-paid')).resolves.toBeUndefined();
    await expect(provider.closeTrade('B-wx-none')).resolves.toBeUndefined();
    // An answer not signed by the platform is not believed: not closed as far as we know, tried again later.
    forgeAnswers = true;
    await expect(provider.closeTrade('B-wx-open')).rejects.toThrow();
    forgeAnswers = false;
  });

  it('WeChat Pay has no PC page: payOnLineAliPc says so', async () => {
    await t.database.db.update(orders).set({ orderStatus: 0 }).where(eq(orders.orderId, ADD_ON));
    const res = await t.app.inject({ method: 'GET', url: `/qltcrm/order/anon/payOnLineAliPc?orderId=${ADD_ON}` });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(OrderMsg.pagePayOff);
  });
});

describe('payment settings', () => {
  it('a provider without its keys refuses to start, naming what is missing', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENTS: 'alipay', ALIPAY_APP_ID: '1' })).toThrow(
      /ALIPAY_PRIVATE_KEY is required when PAYMENTS=alipay[\s\S]*ALIPAY_PUBLIC_KEY[\s\S]*ALIPAY_NOTIFY_URL/,
    );
    expect(() => loadConfig({ PAYMENTS: 'wechat' })).toThrow(/WECHAT_MCH_ID is required when PAYMENTS=wechat/);
    expect(() => loadConfig({ PAYMENTS: 'wechat', WECHAT_API_V3_KEY: 'short' })).toThrow(
      /WECHAT_API_V3_KEY must be the 32-character APIv3 key/,
    );
  });

  it('Alipay keys may be the bare base64 its key tool prints, PKCS#8 or PKCS#1', () => {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const bare = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
    const pkcs8 = bare(pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
    const pkcs1 = bare(pair.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
    expect(keyType(pkcs8)).toBe('PKCS8');
    expect(keyType(pkcs1)).toBe('PKCS1');
    const publicPem = pair.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    for (const privateKey of [pkcs8, pkcs1]) {
      const config = loadConfig({
        PAYMENTS: 'alipay',
        ALIPAY_APP_ID: '2021000000000001',
        ALIPAY_PRIVATE_KEY: privateKey,
        ALIPAY_PUBLIC_KEY: bare(publicPem),
        ALIPAY_NOTIFY_URL: 'https://yuanwu.example.com/n',
      });
      const provider = createPaymentProvider(config, systemClock) as AlipayPayments;
      const link = new URL(provider.sdk.pageExecute('alipay.trade.page.pay', 'GET', { bizContent: { out_trade_no: 'YW1' } }));
      const params = Object.fromEntries(link.searchParams);
      expect(rsaVerify(alipayContent(params, ['sign']), params.sign ?? '', publicPem)).toBe(true);
    }
    expect(() =>
      createPaymentProvider(
        loadConfig({
          PAYMENTS: 'alipay',
          ALIPAY_APP_ID: '1',
          ALIPAY_PRIVATE_KEY: 'abc',
          ALIPAY_PUBLIC_KEY: 'abc',
          ALIPAY_NOTIFY_URL: 'https://x.example/n',
        }),
        systemClock,
      ),
    ).toThrow(/PAYMENTS=alipay: ALIPAY_PRIVATE_KEY or ALIPAY_PUBLIC_KEY cannot be read/);
  });

  it('a key that cannot be read fails at start with a clear message, not in the middle of a request', () => {
    const config = loadConfig({
      PAYMENTS: 'wechat',
      WECHAT_APP_ID: 'wx1',
      WECHAT_MCH_ID: '1',
      WECHAT_MCH_SERIAL: 's',
      WECHAT_PRIVATE_KEY: 'not a key',
      WECHAT_API_V3_KEY: 'a'.repeat(32),
      WECHAT_PLATFORM_PUBLIC_KEY: 'not a key',
      WECHAT_PLATFORM_SERIAL: 'p',
      WECHAT_NOTIFY_URL: 'https://yuanwu.example.com/n',
    });
    expect(() => createPaymentProvider(config, systemClock)).toThrow(
      /PAYMENTS=wechat: WECHAT_PRIVATE_KEY or WECHAT_PLATFORM_PUBLIC_KEY cannot be read/,
    );
  });
});
