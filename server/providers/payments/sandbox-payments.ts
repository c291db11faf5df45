import { PAYMENT_NOTIFY_PATHS } from '@contract/orders/payment-notify';
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../lib/clock';
import type { PaymentProvider, PaymentRequest, PayState, RefundAnswer, RefundRequest, VerifiedNotice } from './payment-provider';

/** The header the sandbox signs its notifications in: hex HMAC-SHA256 of the raw body. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** Where the sandbox posts its notifications (server/routes/orders/order-payments.ts). */
export const SANDBOX_NOTIFY_PATH = PAYMENT_NOTIFY_PATHS.sandbox;
/** A notification older than this is refused; a replay inside it finds its id among the notices the database keeps. */
export const SANDBOX_NOTICE_MAX_AGE_MS = 5 * 60_000;

interface Trade {
  tradeNo: string;
  orderId: string;
  amount: string;
  subject: string;
  state: PayState;
}

interface SandboxRefund {
  refundId: string;
  orderId: string;
  amount: string;
  state: RefundAnswer['state'];
  message: string;
}

interface NoticeBody {
  notifyId: string;
  sentAt: number;
  tradeNo: string;
  orderId: string;
  amount: string;
  state: PayState;
}

/** Posts a signed notification to the server and says whether it was acknowledged (the app's own inject in practice). */
export type NoticeSender = (path: string, rawBody: string, headers: Record<string, string>) => Promise<boolean>;

/**
 * A payment provider that lives in the server process and behaves like a real one: it opens trades, shows the payer
 * a cashier page (/sandbox-pay/:tradeNo) where they confirm or cancel, and then notifies the server over HTTP,
 * signed with a key generated at start (never stored, so nothing in the repository or data folder can forge one).
 * The server verifies the notice like any provider's; nothing here touches an order.
 */
export class SandboxPayments implements PaymentProvider {
  readonly name = 'sandbox';
  private readonly key = randomBytes(32);
  private readonly trades = new Map<string, Trade>();
  private readonly latestByOrder = new Map<string, string>();
  private readonly refunds = new Map<string, SandboxRefund>();
  /** The next refund asked for fails (the sandbox control 下一笔退款失败; tests and the e2e use it). */
  private failNext = false;

  constructor(
    private readonly clock: Clock,
    private send: NoticeSender = async () => false,
  ) {}

  /** The app wires delivery once its routes exist. */
  deliverWith(send: NoticeSender): void {
    this.send = send;
  }

  async createPayment(request: PaymentRequest): Promise<{ payData: string; tradeNo: string }> {
    const open = this.trades.get(this.latestByOrder.get(request.orderId) ?? '');
    const trade =
      open && open.state === 'unpaid' && open.amount === request.amount
        ? open
        : { tradeNo: `SBX${randomUUID().replaceAll('-', '').slice(0, 24)}`, ...request, state: 'unpaid' as const };
    this.trades.set(trade.tradeNo, trade);
    this.latestByOrder.set(request.orderId, trade.tradeNo);
    return { payData: `${request.origin}/sandbox-pay/${trade.tradeNo}`, tradeNo: trade.tradeNo };
  }

  /** The PC flow opens the same cashier page in a new window (the sandbox's stand-in for Alipay's page pay). */
  async createPagePayment(request: PaymentRequest): Promise<string> {
    return (await this.createPayment(request)).payData;
  }

  async queryStatus(orderId: string): Promise<{ state: PayState; tradeNo?: string; amount?: string }> {
    const trade = this.trades.get(this.latestByOrder.get(orderId) ?? '');
    return trade ? { state: trade.state, tradeNo: trade.tradeNo, amount: trade.amount } : { state: 'unpaid' };
  }

  verifyNotification(rawBody: string, headers: Record<string, string | string[] | undefined>): VerifiedNotice | null {
    const given = headers[SANDBOX_SIGNATURE_HEADER];
    if (typeof given !== 'string' || !/^[0-9a-f]{64}$/.test(given)) return null;
    if (!timingSafeEqual(Buffer.from(given, 'hex'), this.sign(rawBody))) return null;
    let body: NoticeBody;
    try {
      body = JSON.parse(rawBody) as NoticeBody;
    } catch {
      return null;
    }
    const age = this.clock.now().getTime() - body.sentAt;
    if (!(age >= -60_000 && age <= SANDBOX_NOTICE_MAX_AGE_MS)) return null;
    return { orderId: body.orderId, tradeNo: body.tradeNo, amount: body.amount, state: body.state, noticeId: body.notifyId };
  }

  /** Every trade of the order still waiting is closed: its cashier page says so and can no longer be paid. */
  async closeTrade(orderId: string): Promise<void> {
    for (const trade of this.trades.values()) if (trade.orderId === orderId && trade.state === 'unpaid') trade.state = 'closed';
  }

  /**
   * A refund of a paid trade: never more than the trade's amount less what it refunded already (failed otherwise).
   * It answers `processing` and settles as `refunded` when it is next asked about (`queryRefund`), as WeChat Pay's do
   * a moment later — unless `failNextRefund` was called, which makes that refund fail. The same refund id twice is the
   * same refund.
   */
  async refund(request: RefundRequest): Promise<RefundAnswer> {
    const known = this.refunds.get(request.refundId);
    if (known) return { state: known.state, message: known.message };
    const trade = this.trades.get(this.latestByOrder.get(request.orderId) ?? '');
    const fen = (yuan: string) => Math.round(Number(yuan) * 100);
    const refunded = [...this.refunds.values()]
      .filter((r) => r.orderId === request.orderId && r.state !== 'failed')
      .reduce((s, r) => s + fen(r.amount), 0);
    // A bad request is refused at once, as a provider's business error; a good one is accepted as processing.
    if (trade?.state !== 'paid') return { state: 'failed', message: '交易不存在或未支付' };
    if (fen(request.amount) <= 0 || fen(request.amount) + refunded > fen(trade.amount))
      return { state: 'failed', message: '退款金额超过可退金额' };
    // The sandbox control makes this one fail, told (like a real provider's) on the query.
    const fails = this.failNext;
    this.failNext = false;
    this.refunds.set(request.refundId, {
      refundId: request.refundId,
      orderId: request.orderId,
      amount: request.amount,
      state: fails ? 'failed' : 'processing',
      message: fails ? '沙箱：退款失败' : '退款处理中',
    });
    return { state: 'processing', message: '退款处理中' };
  }

  async queryRefund(refundId: string): Promise<RefundAnswer> {
    const r = this.refunds.get(refundId);
    if (!r) return { state: 'failed', message: '退款不存在' };
    if (r.state === 'processing') [r.state, r.message] = ['refunded', '退款成功'];
    return { state: r.state, message: r.message };
  }

  /** The sandbox control: the next refund asked for fails. */
  failNextRefund(): void {
    this.failNext = true;
  }

  /** The cashier page's view of a trade (undefined: no such trade). */
  trade(tradeNo: string): Readonly<Trade> | undefined {
    return this.trades.get(tradeNo);
  }

  /** The payer confirmed on the cashier page: the trade is paid and the server is told, as a provider would. */
  async confirm(tradeNo: string): Promise<Trade | undefined> {
    const trade = this.trades.get(tradeNo);
    if (!trade || trade.state === 'closed') return trade;
    trade.state = 'paid';
    await this.notify(trade);
    return trade;
  }

  /** The payer cancelled: the trade closes and the order stays unpaid (a new payment opens a new trade). */
  cancel(tradeNo: string): Trade | undefined {
    const trade = this.trades.get(tradeNo);
    if (trade && trade.state === 'unpaid') trade.state = 'closed';
    return trade;
  }

  /** Sends one signed notification for the trade; returns its exact body and signature (tests replay them). */
  async notify(trade: Trade): Promise<{ rawBody: string; signature: string; acknowledged: boolean }> {
    const body: NoticeBody = {
      notifyId: randomUUID(),
      sentAt: this.clock.now().getTime(),
      tradeNo: trade.tradeNo,
      orderId: trade.orderId,
      amount: trade.amount,
      state: trade.state,
    };
    const rawBody = JSON.stringify(body);
    const signature = this.sign(rawBody).toString('hex');
    const acknowledged = await this.send(SANDBOX_NOTIFY_PATH, rawBody, {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signature,
    });
    return { rawBody, signature, acknowledged };
  }

  private sign(rawBody: string): Buffer {
    return createHmac('sha256', this.key).update(rawBody).digest();
  }
}
