import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { schools } from './org';

/**
 * Every payment notice a provider sent that the server accepted, by the provider's id of it: claimed in the
 * transaction that applies the notice, so a replay — also after a restart — finds its row and is refused. Kept past
 * every provider's freshness window (a notice older than that is refused by age), then pruned by housekeeping.
 */
export const paymentNotices = pgTable(
  'payment_notices',
  {
    provider: text('provider').notNull(),
    noticeId: text('notice_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.noticeId] }), index('payment_notices_received_idx').on(t.receivedAt)],
);

/**
 * Money a provider took that cannot be applied (a QR paid after its bill was settled or voided, an order already paid,
 * another amount): recorded with the notice that told of it, then refunded to the payer through the provider
 * (server/services/provider-payments). One row per provider trade, so the same money is never given back twice.
 * `refundId` is ours at the provider (asking again never refunds twice); `askedAt` is when the provider first
 * answered the refund, after which only its query is asked.
 */
export const paymentReturns = pgTable(
  'payment_returns',
  {
    id: uuid('id').primaryKey(),
    provider: text('provider').notNull(),
    /** The provider's order id of the trade (a bill's scene-pay key, or an order number). */
    tradeKey: text('trade_key').notNull(),
    tradeNo: text('trade_no').notNull(),
    amountFen: integer('amount_fen').notNull(),
    /** Null when the trade is neither a bill's nor an order's we know: refunded all the same. */
    schoolId: integer('school_id').references(() => schools.id),
    billId: uuid('bill_id'),
    paymentId: uuid('payment_id'),
    orderId: text('order_id'),
    /** The child (or the order's name) and the bill's title, as the 通知 named them. */
    studentName: text('student_name').notNull().default(''),
    title: text('title').notNull().default(''),
    reason: text('reason').notNull(),
    refundId: text('refund_id').notNull(),
    state: text('state').$type<'refunding' | 'refunded' | 'failed'>().notNull(),
    providerAnswer: text('provider_answer').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    askedAt: timestamp('asked_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_returns_trade_idx').on(t.provider, t.tradeNo),
    index('payment_returns_state_idx').on(t.state),
    index('payment_returns_school_idx').on(t.schoolId, t.createdAt),
  ],
);
