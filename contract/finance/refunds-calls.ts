import { defineCall } from '../call';
import { mutationCall } from '../mutation-call';
import { busSchoolQuerySchema } from '../bus/fleet';
import {
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
  refundProposalLineSchema,
  refundRecordRowSchema,
  refundRowQuerySchema,
} from './refunds';
import { z } from '../zod-locale';

/** The HTTP calls of server/routes/finance/refunds.ts, as the client makes them (contract/call.ts). */
export const refundsCalls = {
  listRefundItems: defineCall({ method: 'GET', path: '/park/finance/refundItem', permission: REFUND_PAGE, input: refundListQuerySchema }),
  refundItemList: defineCall({ method: 'GET', path: '/park/finance/refundItemList', permission: REFUND_PAGE, input: busSchoolQuerySchema }),
  oneRefundItem: defineCall({ method: 'GET', path: '/park/finance/oneRefundItem', permission: REFUND_PAGE, input: refundRowQuerySchema }),
  listRefundGroups: defineCall({ method: 'GET', path: '/park/finance/refundGroup', permission: REFUND_PAGE, input: refundListQuerySchema }),
  oneRefundGroup: defineCall({ method: 'GET', path: '/park/finance/oneRefundGroup', permission: REFUND_PAGE, input: refundRowQuerySchema }),
  listRefundRecords: defineCall({
    method: 'GET',
    path: '/park/finance/refundRecord',
    permission: REFUND_PAGE,
    input: refundListQuerySchema,
  }),
  oneRefundRecord: defineCall({
    method: 'GET',
    path: '/park/finance/oneRefundRecord',
    permission: REFUND_PAGE,
    input: refundRowQuerySchema,
  }),
  proposeRefund: defineCall({
    method: 'GET',
    path: '/park/charge/queryRefundByStu',
    permission: REFUND_EDIT,
    input: refundByStuQuerySchema,
    output: z.object({ lines: z.array(refundProposalLineSchema) }),
  }),
  refundOnBill: defineCall({
    method: 'POST',
    path: '/park/finance/refundRecord/createRefountRecordOnRevenueOrder',
    permission: REFUND_EDIT,
    input: refundOnBillSchema,
    output: refundRecordRowSchema,
  }),
  batchSaveRefunds: defineCall({
    method: 'POST',
    path: '/park/finance/refundRecord/batchSave',
    permission: REFUND_EDIT,
    input: refundBatchSaveSchema,
  }),
  submitRefunds: defineCall({
    method: 'POST',
    path: '/park/finance/refundRecord/sendToApprove',
    permission: REFUND_EDIT,
    input: refundIdsSchema,
    output: z.array(refundRecordRowSchema),
  }),
  checkRefunds: defineCall({
    method: 'POST',
    path: '/park/finance/refundRecord/batchCheck',
    permission: REFUND_REVIEW,
    input: refundCheckSchema,
    output: z.array(refundRecordRowSchema),
  }),
  refundRecordMove: defineCall({
    method: 'POST',
    path: '/park/finance/refundRecord/move',
    permission: REFUND_EDIT,
    input: refundMoveSchema,
    output: refundRecordRowSchema,
  }),
};

/** The sync mutations' REST twins. */
export const REFUND_WRITE_CALLS = [
  mutationCall('/park/finance/refundItem', 'refundItem.save'),
  mutationCall('/park/finance/refundItem/invalid', 'refundItem.void', 'PUT'),
  mutationCall('/park/finance/refundGroup', 'refundGroup.save'),
  mutationCall('/park/finance/refundGroup/invalid', 'refundGroup.void', 'PUT'),
  mutationCall('/park/finance/refundRecord/save', 'refundRecord.save'),
];
