import { PAYMENT_NOTIFY_PATHS } from '@contract/orders/payment-notify';
import { createDecipheriv, createPrivateKey, createPublicKey, createSign, createVerify, type KeyObject, randomBytes } from 'node:crypto';
import type { WechatConfig } from '../../config';
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

/** Where WeChat Pay posts its notifications (server/routes/orders/order-payments.ts). */
export const WECHAT_NOTIFY_PATH = PAYMENT_NOTIFY_PATHS.wechat;
/**
 * WeChat Pay signs a timestamp; a notice older than this (or from the future) is refused, as its guide asks. Each of
 * its retries is signed anew, so the window refuses no genuine notice.
 */
export const WECHAT_NOTICE_MAX_AGE_S = 5 * 60;

/** The WeChat Pay signature headers of an answer or a notification. */
const header = (headers: Record<string, string | string[] | undefined>, name: string): string => {
  const value = headers[name] ?? headers[name.toLowerCase()];
  return typeof value === 'string' ? value : '';
};

const stateOf = (tradeState: string | undefined): PayState =>
  tradeState === 'SUCCESS'
    ? 'paid'
    : tradeState === 'CLOSED' || tradeState === 'REVOKED' || tradeState === 'PAYERROR'
      ? 'closed'
      : 'unpaid';

/** Fen (WeChat Pay's integer amounts) from the order's yuan text, and back. */
export const toFen = (yuan: string): number => Math.round(Number(yuan) * 100);
export const toYuan = (fen: number): string => (fen / 100).toFixed(2);

const refundStateOf = (status: unknown): RefundAnswer =>
  status === 'SUCCESS'
    ? { state: 'refunded', message: '退款成功' }
    : status === 'CLOSED' || status === 'ABNORMAL'
      ? { state: 'failed', message: status === 'CLOSED' ? '退款关闭' : '退款异常' }
      : { state: 'processing', message: '退款处理中' };

interface Transaction {
  appid?: string;
  mchid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  amount?: { total?: number };
}

/**
 * The APIv3 message an `Authorization: WECHATPAY2-SHA256-RSA2048` header signs (request), or the one WeChat Pay signs in
 * Wechatpay-Signature (answers and notifications): the fields each followed by a line feed.
 */
export const signatureMessage = (...fields: string[]): string => fields.map((f) => `${f}\n`).join('');

/** Decrypts a notification's `resource` (AEAD_AES_256_GCM under the APIv3 key; the tag is the ciphertext's last 16 bytes). */
export function decryptResource(apiV3Key: string, resource: { ciphertext: string; nonce: string; associated_data?: string }): string {
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length < 17) throw new Error('ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
}

/**
 * WeChat Pay Native (APIv3) with node:crypto only: every request is signed with the merchant's API key
 * (WECHATPAY2-SHA256-RSA2048), every answer and notification is verified with WeChat Pay's platform public key (or the
 * public key of its platform certificate), and a notification's resource is decrypted with the APIv3 key
 * (AEAD_AES_256_GCM). `/v3/pay/transactions/native` gives the code_url the QR encodes; the order number is the
 * out_trade_no, so the query asks by it and nothing is kept here.
 */
export class WechatPayments implements PaymentProvider {
  readonly name = 'wechat';
  private readonly privateKey: KeyObject;
  private readonly platformKey: KeyObject;
  readonly notification = {
    path: WECHAT_NOTIFY_PATH,
    // WeChat Pay reads the status: 200/204 with no body is accepted; otherwise it retries (a 4xx/5xx with code FAIL).
    answer: (accepted: boolean): NoticeAnswer =>
      accepted
        ? { status: 204, type: 'application/json', body: '' }
        : { status: 400, type: 'application/json; charset=utf-8', body: JSON.stringify({ code: 'FAIL', message: '失败' }) },
  };

  constructor(
    private readonly config: WechatConfig,
    private readonly clock: Clock,
    private readonly fetcher: typeof fetch = fetch,
  ) {
    this.privateKey = createPrivateKey(config.privateKey);
    // A platform certificate or the platform public key itself: createPublicKey reads either PEM.
    this.platformKey = createPublicKey(config.platformPublicKey);
  }

  /** The Authorization header of one request (exported for the tests, which check it as WeChat Pay would). */
  authorization(method: string, pathWithQuery: string, body: string, timestamp: number, nonce: string): string {
    const signature = createSign('RSA-SHA256')
      .update(signatureMessage(method, pathWithQuery, String(timestamp), nonce, body))
      .sign(this.privateKey, 'base64');
    return `WECHATPAY2-SHA256-RSA2048 mchid="${this.config.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${this.config.mchSerial}"`;
  }

  /** Checks WeChat Pay's signature over `timestamp\nnonce\nbody\n` with the configured platform key, and its age. */
  private signedByPlatform(headers: Record<string, string | string[] | undefined>, body: string): { nonce: string } | null {
    const timestamp = header(headers, 'wechatpay-timestamp');
    const nonce = header(headers, 'wechatpay-nonce');
    const signature = header(headers, 'wechatpay-signature');
    const serial = header(headers, 'wechatpay-serial');
    if (!/^\d{1,12}$/.test(timestamp) || !nonce || !signature) return null;
    // A key WeChat Pay has rotated to that we do not hold: refused (an operator updates the key).
    if (serial !== this.config.platformSerial) return null;
    const age = this.clock.now().getTime() / 1000 - Number(timestamp);
    if (!(age >= -60 && age <= WECHAT_NOTICE_MAX_AGE_S)) return null;
    try {
      const ok = createVerify('RSA-SHA256')
        .update(signatureMessage(timestamp, nonce, body))
        .verify(this.platformKey, signature, 'base64');
      return ok ? { nonce } : null;
    } catch {
      return null;
    }
  }

  private async call(
    method: 'GET' | 'POST',
    pathWithQuery: string,
    payload?: object,
  ): Promise<{ status: number; data: Record<string, unknown> }> {
    const body = payload ? JSON.stringify(payload) : '';
    const timestamp = Math.floor(this.clock.now().getTime() / 1000);
    const nonce = randomBytes(16).toString('hex');
    const res = await this.fetcher(`${this.config.gateway}${pathWithQuery}`, {
      method,
      headers: {
        authorization: this.authorization(method, pathWithQuery, body, timestamp, nonce),
        accept: 'application/json',
        'user-agent': 'yuanwu',
        ...(payload ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload ? { body } : {}),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await res.text();
    const headers = Object.fromEntries(res.headers.entries());
    // Every answer of WeChat Pay is signed; one that is not (a proxy's page, a spoofed gateway) is not believed.
    if (!this.signedByPlatform(headers, text))
      throw new Error(`WeChat Pay answer ${res.status} to ${pathWithQuery} is not signed by the platform`);
    return { status: res.status, data: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  }

  async createPayment(request: PaymentRequest): Promise<{ payData: string; tradeNo: string }> {
    const { status, data } = await this.call('POST', '/v3/pay/transactions/native', {
      appid: this.config.appId,
      mchid: this.config.mchId,
      description: request.subject.slice(0, 127),
      out_trade_no: request.orderId,
      notify_url: this.config.notifyUrl,
      amount: { total: toFen(request.amount), currency: 'CNY' },
    });
    if (status !== 200 || typeof data.code_url !== 'string')
      throw new Error(`WeChat Pay native: ${status} ${String(data.code ?? '')} ${String(data.message ?? '')}`);
    return { payData: data.code_url, tradeNo: request.orderId };
  }

  async queryStatus(orderId: string): Promise<{ state: PayState; tradeNo?: string; amount?: string }> {
    const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderId)}?mchid=${encodeURIComponent(this.config.mchId)}`;
    const { status, data } = await this.call('GET', path);
    // 404 ORDER_NOT_EXIST: the payer has not scanned yet.
    if (status !== 200) return { state: 'unpaid' };
    const trade = data as Transaction;
    if (trade.out_trade_no !== orderId || trade.mchid !== this.config.mchId) return { state: 'unpaid' };
    return { state: stateOf(trade.trade_state), tradeNo: trade.transaction_id ?? '', amount: toYuan(trade.amount?.total ?? 0) };
  }

  /**
   * POST /v3/pay/transactions/out-trade-no/{out_trade_no}/close: 204 closed. Already paid (ORDERPAID: its notice or
   * the query tells), closed, or never opened (404): done. Anything else throws, to be tried again.
   */
  async closeTrade(orderId: string): Promise<void> {
    const { status, data } = await this.call('POST', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderId)}/close`, {
      mchid: this.config.mchId,
    });
    if (status === 204 || status === 200 || status === 404) return;
    if (data.code === 'ORDERPAID' || data.code === 'ORDER_CLOSED' || data.code === 'ORDERNOTEXIST') return;
    throw new Error(`WeChat Pay close: ${status} ${String(data.code ?? '')} ${String(data.message ?? '')}`);
  }

  /**
   * POST /v3/refund/domestic/refunds: the refund is accepted PROCESSING (or SUCCESS at once); CLOSED/ABNORMAL or a 4xx
   * with an error code is failed. out_refund_no is our refund id: asking again never refunds twice.
   */
  async refund(request: RefundRequest): Promise<RefundAnswer> {
    const { status, data } = await this.call('POST', '/v3/refund/domestic/refunds', {
      out_trade_no: request.orderId,
      out_refund_no: request.refundId,
      reason: request.reason.slice(0, 80),
      amount: { refund: toFen(request.amount), total: toFen(request.total), currency: 'CNY' },
    });
    if (status >= 400 && status < 500) return { state: 'failed', message: String(data.message ?? data.code ?? '退款失败') };
    if (status !== 200) return { state: 'processing', message: String(data.message ?? '') };
    return refundStateOf(data.status);
  }

  /** GET /v3/refund/domestic/refunds/{out_refund_no}: SUCCESS refunded, CLOSED/ABNORMAL failed, else processing. */
  async queryRefund(refundId: string): Promise<RefundAnswer> {
    const { status, data } = await this.call('GET', `/v3/refund/domestic/refunds/${encodeURIComponent(refundId)}`);
    if (status === 404) return { state: 'failed', message: '退款不存在' };
    if (status !== 200) return { state: 'processing', message: String(data.message ?? '') };
    return refundStateOf(data.status);
  }

  verifyNotification(rawBody: string, headers: Record<string, string | string[] | undefined>): VerifiedNotice | null {
    const signed = this.signedByPlatform(headers, rawBody);
    if (!signed) return null;
    try {
      const notice = JSON.parse(rawBody) as {
        id?: string;
        event_type?: string;
        resource?: { algorithm?: string; ciphertext: string; nonce: string; associated_data?: string };
      };
      if (!notice.id || notice.resource?.algorithm !== 'AEAD_AES_256_GCM') return null;
      const trade = JSON.parse(decryptResource(this.config.apiV3Key, notice.resource)) as Transaction;
      if (trade.mchid !== this.config.mchId || trade.appid !== this.config.appId || !trade.out_trade_no || !trade.transaction_id)
        return null;
      return {
        orderId: trade.out_trade_no,
        tradeNo: trade.transaction_id,
        amount: toYuan(trade.amount?.total ?? 0),
        state: stateOf(trade.trade_state),
        // The notice's id with the nonce it was signed with: a replay repeats both; WeChat Pay's own retry of a
        // notice is signed anew (another nonce), so it is applied again — idempotently — and acknowledged.
        noticeId: `${notice.id}:${signed.nonce}`,
      };
    } catch {
      // Not JSON, or the resource does not decrypt under our APIv3 key (the GCM tag fails): not ours.
      return null;
    }
  }
}
