import type { RefundMoveInput, RefundRecordRow } from '@contract';
import type { AuthedContext } from '../../context';
import { carryRefund } from './carry-refund';
import { changeRefundWay } from './change-refund-way';
import { confirmRefund } from './confirm-refund';
import { queryOnlineRefund, type RefundProviderDeps, refundOnline } from './refund-online';
import { refundRest } from './refund-rest';
import { voidRefund } from './void-refund';

/** One record's online move by name (POST /park/finance/refundRecord/move): the transition table decides. */
export function moveRefund(ctx: AuthedContext & RefundProviderDeps, a: RefundMoveInput): Promise<RefundRecordRow> {
  switch (a.action) {
    case 'void':
      return voidRefund(ctx, a);
    case 'confirm':
      return confirmRefund(ctx, a);
    case 'refundOnline':
      return refundOnline(ctx, a);
    case 'queryOnline':
      return queryOnlineRefund(ctx, a);
    case 'carry':
      return carryRefund(ctx, a);
    case 'refundRest':
      return refundRest(ctx, a);
    case 'changeWay':
      return changeRefundWay(ctx, a);
  }
}
