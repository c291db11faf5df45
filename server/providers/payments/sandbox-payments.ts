import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { BoundedMap } from '../../lib/bounded-map';
import type { Clock } from '../../lib/clock';
import type { PaymentProvider, PaymentRequest, PayState, VerifiedNotice } from './payment-provider';

/** The header the sandbox signs its notifications in: hex HMAC-SHA256 of the raw body. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** Where the sandbox posts its notifications (server/routes/order-payments.ts). */
export const SANDBOX_NOTIFY_PATH = '/qltcrm/order/anon/payNotify/sandbox';
/** A notification older than this is refused, so a captured one cannot be replayed later. */
const NOTICE_MAX_AGE_MS = 5 * 60_000;

interface Trade {
  tradeNo: string;
  orderId: string;
  amount: string;
  subject: string;
  state: PayState;
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
  /** Notification ids already accepted: the same notice twice is a replay. */
  private readonly seen = new BoundedMap<string, number>(10_000);

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
    if (!(age >= -60_000 && age <= NOTICE_MAX_AGE_MS)) return null;
    if (this.seen.get(body.notifyId) !== undefined) return null;
    this.seen.set(body.notifyId, body.sentAt);
    return { orderId: body.orderId, tradeNo: body.tradeNo, amount: body.amount, state: body.state };
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
