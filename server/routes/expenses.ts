import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  reimbursePaySchema,
  EXPENSE_EDIT,
  EXPENSE_PAGE,
  EXPENSE_PAY,
  EXPENSE_REVIEW,
  expenditureFilterSchema,
  expenditureQuerySchema,
  MUTATION_DECLS,
  reimburseFilterSchema,
  reimburseGetSchema,
  reimburseReviewSchema,
  reimburseRevokeSchema,
  reimburseSaveSchema,
  reimburseSearchSchema,
} from '@contract';
import { formatDateTime } from '../lib/format';
import { parseQuery } from '../lib/parse';
import { XLSX_TYPE } from '../lib/xlsx-table';
import { confirmPayment } from '../services/finance/expenses/confirm-payment';
import { reviewReimbursement, revokeReimbursement } from '../services/finance/expenses/move-reimbursement';
import { exportExpenditure, queryExpenditure } from '../services/finance/expenses/query-expenditure';
import { saveReimbursement } from '../services/finance/expenses/save-reimbursement';
import {
  exportReimbursements,
  oneReimbursement,
  searchReimbursements,
  searchReimbursementsWithSums,
} from '../services/finance/expenses/search-reimbursements';
import { runMutation } from '../services/mutations';
import type { RouteDeps } from './deps';
import { body, query, serviceRoutes } from './service-route';

/**
 * 支出报销 (SPEC §7 /park/comeIn queryExpenditure, reimbursement, reimbursementWithSumAmount, reimbursement/export,
 * oneReimbursement, confirmPayment; contract/finance/expenses.ts). Every call needs its right AND the finance pages unlocked
 * (financeGate in each service). project/save is the sync mutation's service; the claims' moves are online.
 */
export function expensesRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  route('POST', '/park/comeIn/project/save', {
    permission: MUTATION_DECLS['expenseProject.save'].permission,
    input: (req) => req.body,
    run: (ctx, args) => runMutation(ctx, 'expenseProject.save', args),
    tx: true,
    msg: '保存成功',
  });
  route('GET', '/park/comeIn/reimbursement', { permission: EXPENSE_PAGE, input: query(reimburseSearchSchema), run: searchReimbursements });
  route('GET', '/park/comeIn/reimbursementWithSumAmount', {
    permission: EXPENSE_PAGE,
    input: query(reimburseSearchSchema),
    run: searchReimbursementsWithSums,
  });
  route('GET', '/park/comeIn/oneReimbursement', { permission: EXPENSE_PAGE, input: query(reimburseGetSchema), run: oneReimbursement });
  route('GET', '/park/comeIn/queryExpenditure', { permission: EXPENSE_PAGE, input: query(expenditureQuerySchema), run: queryExpenditure });
  route('POST', '/park/comeIn/reimbursement/save', {
    permission: EXPENSE_EDIT,
    input: body(reimburseSaveSchema),
    run: saveReimbursement,
    tx: true,
    msg: '登记成功',
  });
  route('POST', '/park/comeIn/reimbursement/review', {
    permission: EXPENSE_REVIEW,
    input: body(reimburseReviewSchema),
    run: reviewReimbursement,
    tx: true,
    msg: (q) => (q.result === 1 ? '审核通过' : '已驳回'),
  });
  route('POST', '/park/comeIn/reimbursement/revoke', {
    permission: EXPENSE_EDIT,
    input: body(reimburseRevokeSchema),
    run: revokeReimbursement,
    tx: true,
    msg: '已撤销',
  });
  route('POST', '/park/comeIn/reimbursement/confirmPayment', {
    permission: EXPENSE_PAY,
    input: body(reimbursePaySchema),
    run: confirmPayment,
    tx: true,
    msg: '付款成功',
  });
  const blob = (url: string, run: (req: FastifyRequest) => Promise<{ title: string; bytes: Buffer }>) =>
    app.get(url, { config: { permission: EXPENSE_PAGE } }, async (req, reply) => {
      const { title, bytes } = await run(req);
      const name = encodeURIComponent(`${title}-${formatDateTime(deps.ctx.clock.now()).slice(0, 10)}.xlsx`);
      return reply.type(XLSX_TYPE).header('content-disposition', `attachment; filename*=UTF-8''${name}`).send(bytes);
    });
  blob('/park/comeIn/reimbursement/export', (req) => exportReimbursements(deps.authed(req), parseQuery(reimburseFilterSchema, req.query)));
  blob('/park/comeIn/queryExpenditure/export', (req) =>
    exportExpenditure(deps.authed(req), parseQuery(expenditureFilterSchema, req.query)),
  );
}
