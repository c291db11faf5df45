import { expenditureFilterSchema as expenditureExportQuery, reimburseFilterSchema as reimburseExportQuery } from './expenses';
import { defineCall } from '../call';
import { MUTATION_DECLS } from '../areas';
import {
  expenditurePageSchema,
  expenditureQuerySchema,
  EXPENSE_EDIT,
  EXPENSE_PAGE,
  EXPENSE_PAY,
  EXPENSE_REVIEW,
  reimburseDetailSchema,
  reimburseGetSchema,
  reimbursementRowSchema,
  reimbursePaySchema,
  reimburseReviewSchema,
  reimburseRevokeSchema,
  reimburseSaveSchema,
  reimburseSearchSchema,
} from './expenses';

/** The HTTP calls of server/routes/finance/expenses.ts, as the client makes them (contract/call.ts). */
export const expensesCalls = {
  projectSave: defineCall({
    method: 'POST',
    path: '/park/comeIn/project/save',
    permission: MUTATION_DECLS['expenseProject.save'].permission,
  }),
  searchReimbursements: defineCall({
    method: 'GET',
    path: '/park/comeIn/reimbursement',
    permission: EXPENSE_PAGE,
    input: reimburseSearchSchema,
  }),
  searchReimbursementsWithSums: defineCall({
    method: 'GET',
    path: '/park/comeIn/reimbursementWithSumAmount',
    permission: EXPENSE_PAGE,
    input: reimburseSearchSchema,
  }),
  oneReimbursement: defineCall({
    method: 'GET',
    path: '/park/comeIn/oneReimbursement',
    permission: EXPENSE_PAGE,
    input: reimburseGetSchema,
    output: reimburseDetailSchema,
  }),
  queryExpenditure: defineCall({
    method: 'GET',
    path: '/park/comeIn/queryExpenditure',
    permission: EXPENSE_PAGE,
    input: expenditureQuerySchema,
    output: expenditurePageSchema,
  }),
  saveReimbursement: defineCall({
    method: 'POST',
    path: '/park/comeIn/reimbursement/save',
    permission: EXPENSE_EDIT,
    input: reimburseSaveSchema,
    output: reimbursementRowSchema,
  }),
  reviewReimbursement: defineCall({
    method: 'POST',
    path: '/park/comeIn/reimbursement/review',
    permission: EXPENSE_REVIEW,
    input: reimburseReviewSchema,
    output: reimbursementRowSchema,
  }),
  revokeReimbursement: defineCall({
    method: 'POST',
    path: '/park/comeIn/reimbursement/revoke',
    permission: EXPENSE_EDIT,
    input: reimburseRevokeSchema,
    output: reimbursementRowSchema,
  }),
  confirmPayment: defineCall({
    method: 'POST',
    path: '/park/comeIn/reimbursement/confirmPayment',
    permission: EXPENSE_PAY,
    input: reimbursePaySchema,
    output: reimbursementRowSchema,
  }),
  /** The filtered claims as .xlsx. */
  exportReimbursements: defineCall({
    method: 'GET',
    path: '/park/comeIn/reimbursement/export',
    permission: EXPENSE_PAGE,
    input: reimburseExportQuery,
    download: true,
  }),
  /** The expense lines as .xlsx, 合计 row last. */
  exportExpenditure: defineCall({
    method: 'GET',
    path: '/park/comeIn/queryExpenditure/export',
    permission: EXPENSE_PAGE,
    input: expenditureExportQuery,
    download: true,
  }),
};
