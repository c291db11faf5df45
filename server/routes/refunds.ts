import type { FastifyInstance } from 'fastify';
import {
  MUTATION_DECLS,
  REFUND_EDIT,
  REFUND_PAGE,
  REFUND_REVIEW,
  refundBatchSaveSchema,
  refundByStuQuerySchema,
  refundCheckSchema,
  refundIdsSchema,
  refundListQuerySchema,
  refundMoveSchema,
  refundOnBillSchema,
  type RefundMoveInput,
  refundRowQuerySchema,
  busSchoolQuerySchema,
} from '@contract';
import type { PaymentProvider } from '../providers/payments/payment-provider';
import type { PaymentFollowUps } from '../services/payment-settlement/payment-follow-ups';
import { batchSaveRefunds } from '../services/finance/refunds/batch-save-refunds';
import { checkRefunds } from '../services/finance/refunds/check-refunds';
import {
  listRefundGroups,
  listRefundItems,
  listRefundRecords,
  oneRefundGroup,
  oneRefundItem,
  oneRefundRecord,
  refundItemList,
} from '../services/finance/refunds/list-refunds';
import { moveRefund } from '../services/finance/refunds/move-refund';
import { proposeRefund } from '../services/finance/refunds/propose-refund';
import { refundOnBill } from '../services/finance/refunds/refund-on-bill';
import { submitRefunds } from '../services/finance/refunds/submit-refunds';
import { runMutation } from '../services/mutations';
import type { RouteDeps } from './deps';
import { body, query, serviceRoutes } from './service-route';

/** The sync mutations' REST twins. */
const WRITES = [
  ['POST', '/park/finance/refundItem', 'refundItem.save'],
  ['PUT', '/park/finance/refundItem/invalid', 'refundItem.void'],
  ['POST', '/park/finance/refundGroup', 'refundGroup.save'],
  ['PUT', '/park/finance/refundGroup/invalid', 'refundGroup.void'],
  ['POST', '/park/finance/refundRecord/save', 'refundRecord.save'],
] as const;

/**
 * Refunds and carry-overs (SPEC §7 refundItem, refundItemList, oneRefundItem, refundGroup, refundRecord save,
 * sendToApprove, batchCheck, batchSave; /park/charge/queryRefundByStu; refundRecord/createRefountRecordOnRevenueOrder;
 * contract/finance/refunds.ts). Every call needs its right on 退费管理 AND the finance pages unlocked (financeGate in each
 * service). Drafts are the sync mutations'; every move after is online, by the transition table REFUND_ACTIONS.
 */
export function refundRoutes(app: FastifyInstance, deps: RouteDeps, provider: PaymentProvider, followUps: PaymentFollowUps): void {
  const route = serviceRoutes(app, deps);
  const logFailure = (err: unknown, what: string) => app.log.warn({ err }, `payment provider failed: ${what}`);
  for (const [method, path, mutation] of WRITES) {
    route(method, path, {
      permission: MUTATION_DECLS[mutation].permission,
      input: (req) => req.body,
      run: (ctx, args) => runMutation(ctx, mutation, args),
      tx: true,
      msg: method === 'PUT' ? '作废成功' : '保存成功',
    });
  }
  route('GET', '/park/finance/refundItem', { permission: REFUND_PAGE, input: query(refundListQuerySchema), run: listRefundItems });
  route('GET', '/park/finance/refundItemList', { permission: REFUND_PAGE, input: query(busSchoolQuerySchema), run: refundItemList });
  route('GET', '/park/finance/oneRefundItem', { permission: REFUND_PAGE, input: query(refundRowQuerySchema), run: oneRefundItem });
  route('GET', '/park/finance/refundGroup', { permission: REFUND_PAGE, input: query(refundListQuerySchema), run: listRefundGroups });
  route('GET', '/park/finance/oneRefundGroup', { permission: REFUND_PAGE, input: query(refundRowQuerySchema), run: oneRefundGroup });
  route('GET', '/park/finance/refundRecord', { permission: REFUND_PAGE, input: query(refundListQuerySchema), run: listRefundRecords });
  route('GET', '/park/finance/oneRefundRecord', { permission: REFUND_PAGE, input: query(refundRowQuerySchema), run: oneRefundRecord });
  route('GET', '/park/charge/queryRefundByStu', { permission: REFUND_EDIT, input: query(refundByStuQuerySchema), run: proposeRefund });
  route('POST', '/park/finance/refundRecord/createRefountRecordOnRevenueOrder', {
    permission: REFUND_EDIT,
    input: body(refundOnBillSchema),
    run: refundOnBill,
    tx: true,
    msg: '保存成功',
  });
  route('POST', '/park/finance/refundRecord/batchSave', {
    permission: REFUND_EDIT,
    input: body(refundBatchSaveSchema),
    run: batchSaveRefunds,
    tx: true,
    msg: '保存成功',
  });
  route('POST', '/park/finance/refundRecord/sendToApprove', {
    permission: REFUND_EDIT,
    input: body(refundIdsSchema),
    run: submitRefunds,
    tx: true,
    msg: '已提交审核',
  });
  route('POST', '/park/finance/refundRecord/batchCheck', {
    permission: REFUND_REVIEW,
    input: body(refundCheckSchema),
    run: checkRefunds,
    tx: true,
    msg: (a) => (a.approve ? '审核通过' : '已驳回'),
  });
  route('POST', '/park/finance/refundRecord/move', {
    permission: REFUND_EDIT,
    input: body(refundMoveSchema),
    run: (ctx, a: RefundMoveInput) => moveRefund({ ...ctx, provider, logFailure }, a),
    tx: true,
    // A carry-over credits a bill: its QRs are closed, their provider trades after the commit.
    after: () => followUps.run(),
    msg: '操作成功',
  });
}
