import { PAYMENT_NOTIFY_PATHS } from '@contract/orders/payment-notify';
import { createPrivateKey, createPublicKey } from 'node:crypto';
import { AlipaySdk } from 'alipay-sdk';
import type { AlipayConfig } from '../../config';
import type { Clock } from '../../lib/clock';
import type {
  NoticeAnswer,
  PaymentProvider,
  PaymentRequest,
  PayState,
  RefundAnswer,
  RefundRequest,
  VerifiedNotice,
} from './payment-provider';

/** Where Alipay posts its asynchronous notifications (server/routes/orders/order-payments.ts). */
export const ALIPAY_NOTIFY_PATH = PAYMENT_NOTIFY_PATHS.alipay;

/**
 * How old a notice may be (by its signed notify_time, China time). Alipay retries a notice it did not hear `success`
 * for about 25 hours (4m, 10m, 10m, 1h, 2h, 6h, 15h) and does not promise that a retry carries a new notify_time: a
 * shorter window could refuse the one retry that tells of a payment nobody is polling for (a QR paid after its bill
 * was settled, to be given back). Replays inside the window are refused by the notices the database keeps.
 */
export const ALIPAY_NOTICE_MAX_AGE_MS = 25 * 3600_000;
/** A notice stamped this far ahead of our clock is refused too (clock skew allowed). */
const NOTICE_MAX_AHEAD_MS = 5 * 60_000;

/** notify_time ('yyyy-MM-dd HH:mm:ss', China time) as an instant; NaN when it is not that. */
const noticeTime = (text: string | undefined): number =>
  text && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text) ? Date.parse(`${text.replace(' ', 'T')}+08:00`) : Number.NaN;

/** Alipay's trade states (alipay.trade.query, notifications) as the order service reads them. */
const stateOf = (tradeStatus: string | undefined): PayState =>
  tradeStatus === 'TRADE_SUCCESS' || tradeStatus === 'TRADE_FINISHED' ? 'paid' : tradeStatus === 'TRADE_CLOSED' ? 'closed' : 'unpaid';

/**
 * The SDK takes PKCS#8 keys only when told. A PEM says which it is; a bare base64 key (as Alipay's key tool prints it,
 * PKCS#8 for Java, PKCS#1 otherwise) is tried as PKCS#8 first.
 */
export function keyType(privateKey: string): 'PKCS1' | 'PKCS8' {
  if (privateKey.includes('BEGIN PRIVATE KEY')) return 'PKCS8';
  if (privateKey.includes('BEGIN RSA PRIVATE KEY')) return 'PKCS1';
  try {
    createPrivateKey({ key: Buffer.from(privateKey.replace(/\s+/g, ''), 'base64'), format: 'der', type: 'pkcs8' });
    return 'PKCS8';
  } catch {
    return 'PKCS1';
  }
}

/**
 * Alipay through the official `alipay-sdk`: face-to-face `alipay.trade.precreate` (the QR's payData is Alipay's
 * qr_code), PC page pay `alipay.trade.page.pay` (payOnLineAliPc), `alipay.trade.query` for the active query and RSA2
 * notification verification with Alipay's public key. The order number is the trade's out_trade_no, so no trade is
 * kept here: Alipay holds it, and a second precreate for the same order and amount answers the same QR.
 * Answers from the gateway are verified too (validateSign), so a spoofed gateway cannot say an order is paid.
 */
export class AlipayPayments implements PaymentProvider {
  readonly name = 'alipay';
  readonly sdk: AlipaySdk;
  readonly notification = {
    path: ALIPAY_NOTIFY_PATH,
    // Alipay stops retrying on the exact text `success`; anything else makes it retry (up to 8 times over 25 hours).
    // A refused notice is `fail` with a 400, like every provider's refusal here.
    answer: (accepted: boolean): NoticeAnswer => ({
      status: accepted ? 200 : 400,
      type: 'text/plain; charset=utf-8',
      body: accepted ? 'success' : 'fail',
    }),
  };

  constructor(
    private readonly config: AlipayConfig,
    private readonly clock: Clock,
  ) {
    this.sdk = new AlipaySdk({
      appId: config.appId,
      privateKey: config.privateKey,
      keyType: keyType(config.privateKey),
      alipayPublicKey: config.alipayPublicKey,
      gateway: config.gateway,
      signType: 'RSA2',
      camelcase: false,
      timeout: 10_000,
    });
    // The SDK reads its keys only when it first signs: read them now, so a bad key stops the start, not a payment.
    createPrivateKey(this.sdk.config.privateKey);
    createPublicKey(this.sdk.config.alipayPublicKey);
  }

  private bizContent(request: PaymentRequest, extra: Record<string, string> = {}) {
    return {
      out_trade_no: request.orderId,
      total_amount: Number(request.amount).toFixed(2),
      subject: request.subject.slice(0, 128),
      timeout_express: '2h',
      ...extra,
    };
  }

  async createPayment(request: PaymentRequest): Promise<{ payData: string; tradeNo: string }> {
    const res = await this.sdk.exec(
      'alipay.trade.precreate',
      { notify_url: this.config.notifyUrl, bizContent: this.bizContent(request) },
      { validateSign: true },
    );
    const qrCode = typeof res.qr_code === 'string' ? res.qr_code : '';
    if (res.code !== '10000' || !qrCode)
      throw new Error(`alipay.trade.precreate: ${res.code} ${res.sub_code ?? ''} ${res.sub_msg ?? res.msg ?? ''}`);
    return { payData: qrCode, tradeNo: request.orderId };
  }

  /** The address of Alipay's cashier page for the order (a signed GET link to the gateway). */
  async createPagePayment(request: PaymentRequest): Promise<string> {
    return this.sdk.pageExecute('alipay.trade.page.pay', 'GET', {
      notify_url: this.config.notifyUrl,
      ...(this.config.returnUrl ? { return_url: this.config.returnUrl } : {}),
      bizContent: this.bizContent(request, { product_code: 'FAST_INSTANT_TRADE_PAY' }),
    });
  }

  async queryStatus(orderId: string): Promise<{ state: PayState; tradeNo?: string; amount?: string }> {
    const res = await this.sdk.exec('alipay.trade.query', { bizContent: { out_trade_no: orderId } }, { validateSign: true });
    // ACQ.TRADE_NOT_EXIST: the payer has not scanned yet.
    if (res.code !== '10000') return { state: 'unpaid' };
    if (res.out_trade_no !== orderId) return { state: 'unpaid' };
    return { state: stateOf(res.trade_status), tradeNo: String(res.trade_no ?? ''), amount: String(res.total_amount ?? '') };
  }

  /**
   * alipay.trade.refund: synchronous — code 10000 with fund_change Y is refunded; a business failure (ACQ.*) failed;
   * anything else (a system error, no answer) is processing, for alipay.trade.fastpay.refund.query to settle. The
   * out_request_no is our refund id, so asking again never refunds twice.
   */
  async refund(request: RefundRequest): Promise<RefundAnswer> {
    const res = await this.sdk.exec(
      'alipay.trade.refund',
      {
        bizContent: {
          out_trade_no: request.orderId,
          refund_amount: Number(request.amount).toFixed(2),
          out_request_no: request.refundId,
          refund_reason: request.reason.slice(0, 256),
        },
      },
      { validateSign: true },
    );
    if (res.code === '10000') return res.fund_change === 'Y' ? { state: 'refunded', message: '退款成功' } : { state: 'processing' };
    if (res.code === '40004') return { state: 'failed', message: String(res.sub_msg ?? res.msg ?? '退款失败') };
    return { state: 'processing', message: String(res.sub_msg ?? res.msg ?? '') };
  }

  /** alipay.trade.fastpay.refund.query: refund_status REFUND_SUCCESS is refunded; no such refund is failed. */
  async queryRefund(refundId: string, orderId: string): Promise<RefundAnswer> {
    const res = await this.sdk.exec(
      'alipay.trade.fastpay.refund.query',
      { bizContent: { out_trade_no: orderId, out_request_no: refundId, query_options: ['gmt_refund_pay'] } },
      { validateSign: true },
    );
    if (res.code !== '10000') return { state: 'processing', message: String(res.sub_msg ?? res.msg ?? '') };
    // An empty answer (no refund_amount) means Alipay has no refund of that number: it was never made.
    if (!res.refund_amount) return { state: 'failed', message: '退款不存在' };
    return res.refund_status === 'REFUND_SUCCESS' || res.refund_status === undefined
      ? { state: 'refunded', message: '退款成功' }
      : { state: 'processing' };
  }

  /**
   * alipay.trade.close: the trade can no longer be paid. Closed (10000), no such trade (ACQ.TRADE_NOT_EXIST: a
   * precreated QR nobody has scanned has none yet — it lapses at its 2 h timeout_express) or no longer waiting
   * (ACQ.TRADE_STATUS_ERROR: paid or closed already — a paid one is told by its notice or the query): done. Anything
   * else (a system error, no answer) throws, to be tried again.
   */
  async closeTrade(orderId: string): Promise<void> {
    const res = await this.sdk.exec('alipay.trade.close', { bizContent: { out_trade_no: orderId } }, { validateSign: true });
    if (res.code === '10000' || res.sub_code === 'ACQ.TRADE_NOT_EXIST' || res.sub_code === 'ACQ.TRADE_STATUS_ERROR') return;
    throw new Error(`alipay.trade.close: ${res.code} ${res.sub_code ?? ''} ${res.sub_msg ?? res.msg ?? ''}`);
  }

  verifyNotification(rawBody: string, _headers: Record<string, string | string[] | undefined>): VerifiedNotice | null {
    const params: Record<string, string> = {};
    for (const [key, value] of new URLSearchParams(rawBody)) params[key] = value;
    const { sign, notify_id: notifyId, out_trade_no: orderId, trade_no: tradeNo, total_amount: amount } = params;
    if (!sign || !notifyId || !orderId || !tradeNo || !amount) return null;
    let valid = false;
    try {
      // The values are decoded already: checkNotifySignV2 signs them as they are.
      valid = this.sdk.checkNotifySignV2(params);
    } catch {
      valid = false;
    }
    if (!valid) return null;
    // A notice signed by Alipay for another merchant's app is not ours.
    if (params.app_id !== this.config.appId) return null;
    // notify_time is signed: a notice older than the window (or from the future) is refused, whatever its id.
    const age = this.clock.now().getTime() - noticeTime(params.notify_time);
    if (!(age >= -NOTICE_MAX_AHEAD_MS && age <= ALIPAY_NOTICE_MAX_AGE_MS)) return null;
    return { orderId, tradeNo, amount, state: stateOf(params.trade_status), noticeId: notifyId };
  }
}
