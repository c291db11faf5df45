import { ORDER_PAY } from '@contract/orders/school-orders';
import type { Session } from '@contract/session';
import { can } from './can';

/**
 * Whether the member may renew the school's service, so renewal calls to action (到期续费, the expiry reminder and its
 * 去续费, 立即支付) are offered: the right to pay the school's orders (ORDER_PAY), the very check the server makes
 * on payOnLine. The order list itself is open to every member (SPEC §6).
 */
export function mayRenew(session: Pick<Session, 'permissions'>): boolean {
  return can(session, ORDER_PAY);
}
