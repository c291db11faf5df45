/** What a payment provider answers about one order: only `paid` may ever settle it. */
export type PayState = 'unpaid' | 'paid' | 'closed';

export interface PaymentRequest {
  orderId: string;
  /** Yuan with two decimals, as text (contract Order.totalPrice). */
  amount: string;
  subject: string;
  /** The server's own origin as the payer's device reaches it, for providers whose payData is one of our pages. */
  origin: string;
}

/** How a provider answers about one refund: only `refunded` moves the money in our ledger. */
export type RefundAnswerState = 'processing' | 'refunded' | 'failed';

/** A refund of (part of) a paid trade, back to the payer's account (原路退回). */
export interface RefundRequest {
  /** The paid trade's order id (out_trade_no). */
  orderId: string;
  /** Our refund's id (out_refund_no / out_request_no): asking again with it never refunds twice. */
  refundId: string;
  /** Yuan with two decimals, as text: this refund, and the trade's total (WeChat Pay wants both). */
  amount: string;
  total: string;
  reason: string;
}

export interface RefundAnswer {
  state: RefundAnswerState;
  /** The provider's words when it failed (or its status), for the record's 退款结果. */
  message?: string;
}

/**
 * A notification whose signature and freshness the provider has checked. Whether it was seen before is the
 * database's to say (server/services/payment-settlement/accept-payment-notice.ts), by `noticeId`.
 */
export interface VerifiedNotice {
  orderId: string;
  tradeNo: string;
  amount: string;
  state: PayState;
  /** The provider's id of this notification: a replay carries the same one. */
  noticeId: string;
}

/** How a provider expects its notification answered: Alipay reads the text `success`, WeChat Pay the status. */
export interface NoticeAnswer {
  status: number;
  type: string;
  body: string;
}

/**
 * The seam between the order service and whoever takes the money (the local sandbox, Alipay, WeChat Pay). The
 * server trusts only two answers: a notification `verifyNotification` accepts, and `queryStatus`, which asks the
 * provider itself; never what a client says.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Opens (or reuses) the provider's trade for an order; `payData` is what the QR encodes. */
  createPayment(request: PaymentRequest): Promise<{ payData: string; tradeNo: string }>;
  /** Asks the provider how the order's latest trade stands. */
  queryStatus(orderId: string): Promise<{ state: PayState; tradeNo?: string; amount?: string }>;
  /**
   * Checks a notification exactly as received (raw body and headers): null when the signature is wrong or the notice
   * is older than the provider's window (so the database need keep seen ids only that long). Never throws on bad
   * input. Replays are refused by the caller, which keeps the ids of the notices it applied in the database.
   */
  verifyNotification(rawBody: string, headers: Record<string, string | string[] | undefined>): VerifiedNotice | null;
  /**
   * Closes the order's open trade, so its QR can no longer be paid. Resolves once the provider holds no payable trade
   * under the order id (closed now, never opened, or already finished: a paid one is told by its notice or the query);
   * throws when the provider could not be asked, to be tried again. Absent: the provider opens no trades (`off`).
   */
  closeTrade?(orderId: string): Promise<void>;
  /**
   * The Alipay PC flow (payOnLineAliPc): where to send the payer's browser to pay the order on the provider's own
   * page. Absent when the provider has no such page (WeChat Pay Native is scan only).
   */
  createPagePayment?(request: PaymentRequest): Promise<string>;
  /**
   * Refunds (part of) a paid trade to where it came from. The answer may be `processing` (WeChat Pay, the sandbox):
   * `queryRefund` then tells the outcome. Absent: the provider cannot refund (原路退回 is refused).
   */
  refund?(request: RefundRequest): Promise<RefundAnswer>;
  /** How a refund stands, asked of the provider itself by our refund id (and the trade's order id, which Alipay needs). */
  queryRefund?(refundId: string, orderId: string): Promise<RefundAnswer>;
  /** The route the provider posts notifications to, and how it wants them answered (real providers). */
  readonly notification?: { path: string; answer(accepted: boolean): NoticeAnswer };
}

/**
 * No provider configured (PAYMENTS=off): paying online is refused with a message the payer can act on; the status
 * query answers what the database holds.
 */
export const paymentsOff = (refuse: () => Error): PaymentProvider => ({
  name: 'off',
  createPayment: async () => {
    throw refuse();
  },
  queryStatus: async () => ({ state: 'unpaid' }),
  verifyNotification: () => null,
});
