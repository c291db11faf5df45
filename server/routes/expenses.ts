import { expensesCalls } from '@contract/expenses-calls';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EXPENSE_PAGE, expenditureFilterSchema, reimburseFilterSchema } from '@contract';
import { formatDateTime } from '../lib/format';
import { parseQuery } from '../lib/parse';
import { XLSX_TYPE } from '../lib/xlsx-table';
import { confirmPayment } from '../services/expenses/confirm-payment';
import { reviewReimbursement, revokeReimbursement } from '../services/expenses/move-reimbursement';
import { exportExpenditure, queryExpenditure } from '../services/expenses/query-expenditure';
import { saveReimbursement } from '../services/expenses/save-reimbursement';
import {
  exportReimbursements,
  oneReimbursement,
  searchReimbursements,
  searchReimbursementsWithSums,
} from '../services/expenses/search-reimbursements';
import { runMutation } from '../services/mutations';
import type { RouteDeps } from './deps';
import { serviceRoutes } from './service-route';

/**
 * 支出报销 (SPEC §7 /park/comeIn queryExpenditure, reimbursement, reimbursementWithSumAmount, reimbursement/export,
 * oneReimbursement, confirmPayment; contract/expenses.ts). Every call needs its right AND the finance pages unlocked
 * (financeGate in each service). project/save is the sync mutation's service; the claims' moves are online.
 */
export function expensesRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  route(expensesCalls.projectSave, {
    input: (req) => req.body,
    run: (ctx, args) => runMutation(ctx, 'expenseProject.save', args),
    tx: true,
    msg: '保存成功',
  });
  route(expensesCalls.searchReimbursements, { run: searchReimbursements });
  route(expensesCalls.searchReimbursementsWithSums, { run: searchReimbursementsWithSums });
  route(expensesCalls.oneReimbursement, { run: oneReimbursement });
  route(expensesCalls.queryExpenditure, { run: queryExpenditure });
  route(expensesCalls.saveReimbursement, { run: saveReimbursement, tx: true, msg: '登记成功' });
  route(expensesCalls.reviewReimbursement, { run: reviewReimbursement, tx: true, msg: (q) => (q.result === 1 ? '审核通过' : '已驳回') });
  route(expensesCalls.revokeReimbursement, { run: revokeReimbursement, tx: true, msg: '已撤销' });
  route(expensesCalls.confirmPayment, { run: confirmPayment, tx: true, msg: '付款成功' });
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
