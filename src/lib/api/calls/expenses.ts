import {
  type ExpenditureRow,
  expenditurePageSchema,
  type ReimburseDetail,
  reimburseDetailSchema,
  type ReimbursementRow,
  reimbursementRowSchema,
} from '@contract/finance/expenses';
import type { z } from 'zod';
import { request, requestBlob } from '../client';

type Params = Record<string, string | number | undefined>;

/** POST /park/comeIn/reimbursement/save: a claim registered on the page (online: its state is the server's to decide). */
export const saveReimbursement = (input: {
  schoolId: number;
  id: string;
  projectId: string;
  amountFen: number;
  day: string;
  reason: string;
  pictures: string[];
  payeeAccount: string;
}): Promise<ReimbursementRow> => request('/park/comeIn/reimbursement/save', { json: input, schema: reimbursementRowSchema });

/** POST /park/comeIn/reimbursement/review: 1 通过, 2 驳回 with a reason. */
export const reviewReimbursement = (input: { schoolId: number; id: string; result: 1 | 2; reason: string }): Promise<ReimbursementRow> =>
  request('/park/comeIn/reimbursement/review', { json: input, schema: reimbursementRowSchema });

/** POST /park/comeIn/reimbursement/revoke. */
export const revokeReimbursement = (schoolId: number, id: string): Promise<ReimbursementRow> =>
  request('/park/comeIn/reimbursement/revoke', { json: { schoolId, id }, schema: reimbursementRowSchema });

/** POST /park/comeIn/reimbursement/confirmPayment: the one ledger line. */
export const confirmReimbursePayment = (input: { schoolId: number; id: string; payType: number; day: string }): Promise<ReimbursementRow> =>
  request('/park/comeIn/reimbursement/confirmPayment', { json: input, schema: reimbursementRowSchema });

/** GET /park/comeIn/oneReimbursement: the claim and its application's progress. */
export const getReimbursement = (schoolId: number, id: string): Promise<ReimburseDetail> =>
  request('/park/comeIn/oneReimbursement', { params: { schoolId, id }, schema: reimburseDetailSchema });

/** GET /park/comeIn/queryExpenditure: the ledger's expense lines the filters pass, and their sum. */
export const queryExpenditure = (params: Params): Promise<z.infer<typeof expenditurePageSchema>> =>
  request('/park/comeIn/queryExpenditure', { params, schema: expenditurePageSchema, quiet: 'unreachable' });
export type { ExpenditureRow };

/** GET /park/comeIn/queryExpenditure/export (blob): the same lines as .xlsx, 合计 row last. */
export const exportExpenditure = (params: Params) => requestBlob('/park/comeIn/queryExpenditure/export', { params });
