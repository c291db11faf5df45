import { REFUND_WRITE_CALLS, refundsCalls } from '@contract/finance/refunds-calls';
import type { FastifyInstance } from 'fastify';
import type { RefundMoveInput } from '@contract';
import { batchSaveRefunds } from '../../services/finance/refunds/batch-save-refunds';
import { checkRefunds } from '../../services/finance/refunds/check-refunds';
import {
  listRefundGroups,
  listRefundItems,
  listRefundRecords,
  oneRefundGroup,
  oneRefundItem,
  oneRefundRecord,
  refundItemList,
} from '../../services/finance/refunds/list-refunds';
import { moveRefund } from '../../services/finance/refunds/move-refund';
import { proposeRefund } from '../../services/finance/refunds/propose-refund';
import { refundOnBill } from '../../services/finance/refunds/refund-on-bill';
import { submitRefunds } from '../../services/finance/refunds/submit-refunds';
import type { RouteDeps } from '../deps';
import { serviceRoutes } from '../service-route';

/**
 * Refunds and carry-overs (SPEC §7 refundItem, refundItemList, oneRefundItem, refundGroup, refundRecord save,
 * sendToApprove, batchCheck, batchSave; /park/charge/queryRefundByStu; refundRecord/createRefountRecordOnRevenueOrder;
 * contract/finance/refunds.ts). Every call needs its right on 退费管理 AND the finance pages unlocked (financeGate in each
 * service). Drafts are the sync mutations'; every move after is online, by the transition table REFUND_ACTIONS.
 */
export function refundRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { payments: provider, followUps } = deps.parts;
  const route = serviceRoutes(app, deps);
  const logFailure = (err: unknown, what: string) => app.log.warn({ err }, `payment provider failed: ${what}`);
  for (const { call, mutation } of REFUND_WRITE_CALLS) {
    route(call, {
      input: (req) => req.body,
      run: (ctx, args) => deps.parts.mutations.run(ctx, mutation, args),
      tx: true,
      msg: call.method === 'PUT' ? '作废成功' : '保存成功',
    });
  }
  route(refundsCalls.listRefundItems, { run: listRefundItems });
  route(refundsCalls.refundItemList, { run: refundItemList });
  route(refundsCalls.oneRefundItem, { run: oneRefundItem });
  route(refundsCalls.listRefundGroups, { run: listRefundGroups });
  route(refundsCalls.oneRefundGroup, { run: oneRefundGroup });
  route(refundsCalls.listRefundRecords, { run: listRefundRecords });
  route(refundsCalls.oneRefundRecord, { run: oneRefundRecord });
  route(refundsCalls.proposeRefund, { run: proposeRefund });
  route(refundsCalls.refundOnBill, { run: refundOnBill, tx: true, msg: '保存成功' });
  route(refundsCalls.batchSaveRefunds, { run: batchSaveRefunds, tx: true, msg: '保存成功' });
  route(refundsCalls.submitRefunds, { run: submitRefunds, tx: true, msg: '已提交审核' });
  route(refundsCalls.checkRefunds, { run: checkRefunds, tx: true, msg: (a) => (a.approve ? '审核通过' : '已驳回') });
  route(refundsCalls.refundRecordMove, {
    run: (ctx, a: RefundMoveInput) => moveRefund({ ...ctx, provider, logFailure }, a),
    tx: true, // A carry-over credits a bill: its QRs are closed, their provider trades after the commit.
    after: () => followUps.run(),
    msg: '操作成功',
  });
}
