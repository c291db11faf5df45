import { index, integer, numeric, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { schools } from './org';

/** Subscription orders of a school (SPEC §3 Order). */
export const orders = pgTable(
  'orders',
  {
    orderId: text('order_id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    contractId: text('contract_id').notNull(),
    name: text('name').notNull(),
    orderType: text('order_type').notNull(),
    productVersion: text('product_version').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    purchaseDesc: text('purchase_desc').notNull(),
    /** 0 unpaid, 1 paid. */
    orderStatus: smallint('order_status').notNull().default(0),
    totalPrice: numeric('total_price', { precision: 12, scale: 2 }).notNull(),
    /** 0 not applied, 1 or 2 applied. */
    invoicingStatus: smallint('invoicing_status').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orders_school_idx').on(t.schoolId)],
);
