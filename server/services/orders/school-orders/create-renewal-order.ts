import { randomInt } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { EXPIRY_REMINDER_DAYS, type Order, OrderMsg, RENEWAL_ORDER, type RenewOrderInput } from '@contract';
import { orders, schools } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/format';
import type { AuthedContext } from '../../context';
import { recordUserOperation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';
import { toOrder } from './list-school-orders';

const DAY_MS = 86_400_000;

/** The same day `years` later (29 February becomes 28 February). */
function yearsLater(from: Date, years: number): Date {
  const d = new Date(from);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  if (d.getUTCDate() !== from.getUTCDate()) d.setUTCDate(0);
  return d;
}

/**
 * POST /qltcrm/order/renew (到期续费 before or after expiry): the school's renewal order, paid like any other through
 * the payment provider (payOnLine). The school's unpaid renewal order is answered again if it has one; otherwise a
 * new one is made from the school's latest order (its product, contract and price), buying a year from when the
 * service ends now (or from today, once it has ended). Offered from EXPIRY_REMINDER_DAYS before the end, as the
 * header's 到期续费 is; the row is locked meanwhile, so two clicks make one order.
 */
export async function createRenewalOrder(ctx: AuthedContext, input: RenewOrderInput): Promise<Order> {
  assertSchoolInScope(ctx, input.schoolId);
  return ctx.db.transaction(async (tx) => {
    const [school] = await tx.select().from(schools).where(eq(schools.id, input.schoolId)).for('update');
    if (!school) throw AppError.notFound('园所不存在');
    const now = ctx.clock.now();
    if (school.clientState !== 1 && school.expiresAt.getTime() - now.getTime() > EXPIRY_REMINDER_DAYS * DAY_MS)
      throw AppError.badRequest(OrderMsg.renewNotYet);
    const [open] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.schoolId, school.id), eq(orders.orderStatus, 0), eq(orders.orderType, RENEWAL_ORDER.orderType)))
      .orderBy(desc(orders.createdAt))
      .limit(1);
    if (open) return toOrder(open);
    const [latest] = await tx.select().from(orders).where(eq(orders.schoolId, school.id)).orderBy(desc(orders.createdAt)).limit(1);
    if (!latest) throw AppError.badRequest(OrderMsg.renewNoProduct);
    const from = school.expiresAt.getTime() > now.getTime() ? school.expiresAt : now;
    const stamp = formatDateTime(now).replace(/\D/g, '');
    const [row] = await tx
      .insert(orders)
      .values({
        orderId: `YW${stamp}${String(randomInt(0, 1000)).padStart(3, '0')}`,
        schoolId: school.id,
        contractId: latest.contractId,
        name: RENEWAL_ORDER.name,
        orderType: RENEWAL_ORDER.orderType,
        productVersion: latest.productVersion,
        expiresAt: yearsLater(from, RENEWAL_ORDER.years),
        purchaseDesc: RENEWAL_ORDER.purchaseDesc,
        orderStatus: 0,
        totalPrice: latest.totalPrice,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('renewal order insert returned nothing');
    await recordUserOperation(
      { ...ctx, db: tx },
      school.id,
      '订单管理',
      '创建续费订单',
      `订单${row.orderId}（${row.name}）¥${row.totalPrice}`,
    );
    return toOrder(row);
  });
}
