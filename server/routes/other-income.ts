import { otherIncomeCalls } from '@contract/other-income-calls';
import type { FastifyInstance } from 'fastify';
import { INCOME_PAGE, incomeFilterSchema, incomeGetSchema } from '@contract';
import { formatDateTime } from '../lib/format';
import { parseQuery } from '../lib/parse';
import { XLSX_TYPE } from '../lib/xlsx-table';
import { runMutation } from '../services/mutations';
import { exportIncomes } from '../services/other-income/export-incomes';
import { incomeReceipt } from '../services/other-income/income-receipt';
import { listIncomeProjects } from '../services/other-income/list-income-projects';
import { listIncomes, oneIncome } from '../services/other-income/list-incomes';
import { recordIncome } from '../services/other-income/record-income';
import { voidIncome } from '../services/other-income/void-income';
import type { RouteDeps } from './deps';
import { serviceRoutes } from './service-route';

/**
 * Other income (SPEC §7 /park/comeIn project, detailed, oneDetailed; contract/other-income.ts). Every call needs its
 * right AND the finance pages unlocked (financeGate in each service: 403 请先验证财务密码 otherwise). Saving a project
 * is the sync mutation's service; recording and voiding an income are online (the server numbers the receipt and
 * writes the ledger).
 */
export function otherIncomeRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  route(otherIncomeCalls.comeInProject, {
    input: (req) => req.body,
    run: (ctx, args) => runMutation(ctx, 'incomeProject.save', args),
    tx: true,
    msg: '保存成功',
  });
  route(otherIncomeCalls.listIncomeProjects, { run: listIncomeProjects });
  route(otherIncomeCalls.recordIncome, { run: recordIncome, tx: true, msg: '登记成功' });
  route(otherIncomeCalls.listIncomes, { run: listIncomes });
  route(otherIncomeCalls.oneIncome, { run: oneIncome });
  route(otherIncomeCalls.voidIncome, { run: voidIncome, tx: true, msg: '作废成功' });
  const file = (reply: import('fastify').FastifyReply, type: string, disposition: 'inline' | 'attachment', name: string) =>
    reply
      .type(type)
      .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(name)}`)
      .header('cache-control', 'no-store');
  // The blobs: signed GETs like any other (the auth gate checks token, datasign and the page's right).
  app.get('/park/comeIn/detailed/export', { config: { permission: INCOME_PAGE } }, async (req, reply) => {
    const { title, bytes } = await exportIncomes(deps.authed(req), parseQuery(incomeFilterSchema, req.query));
    return file(reply, XLSX_TYPE, 'attachment', `${title}-${formatDateTime(deps.ctx.clock.now()).slice(0, 10)}.xlsx`).send(bytes);
  });
  app.get('/park/comeIn/detailed/receipt', { config: { permission: INCOME_PAGE } }, async (req, reply) => {
    const { title, bytes } = await incomeReceipt(deps.authed(req), parseQuery(incomeGetSchema, req.query));
    return file(reply, 'application/pdf', 'inline', `${title}.pdf`).send(Buffer.from(bytes));
  });
}
