import { index, integer, numeric, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, schoolRef } from '../columns';

/** Subscription orders of a school (SPEC §3 Order). */
export const orders = pgTable(
  'orders',
  {
    orderId: text('order_id').primaryKey(),
    schoolId: schoolRef(),
    contractId: text('contract_id').notNull(),
    name: text('name').notNull(),
    orderType: text('order_type').notNull(),
    productVersion: text('product_version').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    purchaseDesc: text('purchase_desc').notNull(),
    /** 0 unpaid, 1 paid. */
    orderStatus: smallint('order_status').notNull().default(0),
    totalPrice: numeric('total_price', { precision: 12, scale: 2 }).notNull(),
    /**
     * The provider's trade that paid it (null: unpaid, or paid outside the app): a later notice of another trade for
     * a paid order is money to give back (server/services/orders/school-orders/settle-payment.ts).
     */
    tradeNo: text('trade_no'),
    /** 0 not applied, 1 or 2 applied. */
    invoicingStatus: smallint('invoicing_status').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('orders_school_idx').on(t.schoolId)],
);

/**
 * A school's invoice application for one paid order (SPEC §3 invoice application), one per order. The platform
 * issues it (server/services/orders/invoices/issue-invoice.ts): invoice number and date set, the order's invoicing status 1.
 */
export const orderInvoices = pgTable(
  'order_invoices',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.orderId),
    schoolId: schoolRef(),
    contractId: text('contract_id').notNull(),
    contractMoney: numeric('contract_money', { precision: 12, scale: 2 }).notNull(),
    invoiceMoney: numeric('invoice_money', { precision: 12, scale: 2 }).notNull(),
    invoiceTitle: text('invoice_title').notNull(),
    /** 1 VAT special, 2 ordinary. */
    invoiceType: smallint('invoice_type').notNull(),
    /** Always 1 (a company). */
    titleType: smallint('title_type').notNull().default(1),
    taxNumber: text('tax_number').notNull(),
    depositAddress: text('deposit_address').notNull(),
    phone: text('phone').notNull(),
    depositBank: text('deposit_bank').notNull(),
    depositAccount: text('deposit_account').notNull(),
    remark: text('remark').notNull().default(''),
    appliedBy: integer('applied_by').notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
    /** Set when the platform issues the invoice. */
    invoiceNo: text('invoice_no'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
  },
  (t) => [index('order_invoices_school_idx').on(t.schoolId)],
);
