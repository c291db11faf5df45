import type { CallInput } from '@contract/call';
import { expensesCalls } from '@contract/finance/expenses-calls';
import { call, download } from '../call';
import type { ExpenditureRow, expenditurePageSchema, ReimburseDetail, ReimbursementRow } from '@contract/finance/expenses';
import type { z } from 'zod';

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
}): Promise<ReimbursementRow> => call(expensesCalls.saveReimbursement, input);

/** POST /park/comeIn/reimbursement/review: 1 通过, 2 驳回 with a reason. */
export const reviewReimbursement = (input: { schoolId: number; id: string; result: 1 | 2; reason: string }): Promise<ReimbursementRow> =>
  call(expensesCalls.reviewReimbursement, input);

/** POST /park/comeIn/reimbursement/revoke. */
export const revokeReimbursement = (schoolId: number, id: string): Promise<ReimbursementRow> =>
  call(expensesCalls.revokeReimbursement, { schoolId, id });

/** POST /park/comeIn/reimbursement/confirmPayment: the one ledger line. */
export const confirmReimbursePayment = (input: { schoolId: number; id: string; payType: number; day: string }): Promise<ReimbursementRow> =>
  call(expensesCalls.confirmPayment, input as CallInput<typeof expensesCalls.confirmPayment>);

/** GET /park/comeIn/oneReimbursement: the claim and its application's progress. */
export const getReimbursement = (schoolId: number, id: string): Promise<ReimburseDetail> =>
  call(expensesCalls.oneReimbursement, { schoolId, id });

/** GET /park/comeIn/queryExpenditure: the ledger's expense lines the filters pass, and their sum. */
export const queryExpenditure = (
  params: CallInput<typeof expensesCalls.queryExpenditure>,
): Promise<z.infer<typeof expenditurePageSchema>> => call(expensesCalls.queryExpenditure, params, { quiet: 'unreachable' });
export type { ExpenditureRow };

/** GET /park/comeIn/queryExpenditure/export (blob): the same lines as .xlsx, 合计 row last. */
export const exportExpenditure = (params: Params) =>
  download(expensesCalls.exportExpenditure, params as CallInput<typeof expensesCalls.exportExpenditure>);
