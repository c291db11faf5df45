import { expensesCalls } from '@contract/finance/expenses-calls';
import type { FastifyInstance } from 'fastify';
import { confirmPayment } from '../../services/finance/expenses/confirm-payment';
import { reviewReimbursement, revokeReimbursement } from '../../services/finance/expenses/move-reimbursement';
import { exportExpenditure, queryExpenditure } from '../../services/finance/expenses/query-expenditure';
import { saveReimbursement } from '../../services/finance/expenses/save-reimbursement';
import {
  exportReimbursements,
  oneReimbursement,
  searchReimbursements,
  searchReimbursementsWithSums,
} from '../../services/finance/expenses/search-reimbursements';
import type { RouteDeps } from '../deps';
import { xlsxFile } from '../file-reply';
import { fileRoute, serviceRoutes } from '../service-route';

/**
 * 支出报销 (SPEC §7 /park/comeIn queryExpenditure, reimbursement, reimbursementWithSumAmount, reimbursement/export,
 * oneReimbursement, confirmPayment; contract/finance/expenses.ts). Every call needs its right AND the finance pages unlocked
 * (financeGate in each service). project/save is the sync mutation's service; the claims' moves are online.
 */
export function expensesRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  route(expensesCalls.projectSave, {
    input: (req) => req.body,
    run: (ctx, args) => deps.parts.mutations.run(ctx, 'expenseProject.save', args),
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
  fileRoute(app, deps, expensesCalls.exportReimbursements, async (ctx, q) => {
    const { title, bytes } = await exportReimbursements(ctx, q);
    return xlsxFile(bytes, title, ctx);
  });
  fileRoute(app, deps, expensesCalls.exportExpenditure, async (ctx, q) => {
    const { title, bytes } = await exportExpenditure(ctx, q);
    return xlsxFile(bytes, title, ctx);
  });
}
