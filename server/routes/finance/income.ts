import { otherIncomeCalls } from '@contract/finance/income-calls';
import type { FastifyInstance } from 'fastify';
import { exportIncomes } from '../../services/finance/income/export-incomes';
import { incomeReceipt } from '../../services/finance/income/income-receipt';
import { listIncomeProjects } from '../../services/finance/income/list-income-projects';
import { listIncomes, oneIncome } from '../../services/finance/income/list-incomes';
import { recordIncome } from '../../services/finance/income/record-income';
import { voidIncome } from '../../services/finance/income/void-income';
import type { RouteDeps } from '../deps';
import { pdfFile, xlsxFile } from '../file-reply';
import { fileRoute, serviceRoutes } from '../service-route';

/**
 * Other income (SPEC §7 /park/comeIn project, detailed, oneDetailed; contract/finance/income.ts). Every call needs its
 * right AND the finance pages unlocked (financeGate in each service: 403 请先验证财务密码 otherwise). Saving a project
 * is the sync mutation's service; recording and voiding an income are online (the server numbers the receipt and
 * writes the ledger).
 */
export function incomeRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  route(otherIncomeCalls.comeInProject, {
    input: (req) => req.body,
    run: (ctx, args) => deps.parts.mutations.run(ctx, 'incomeProject.save', args),
    tx: true,
    msg: '保存成功',
  });
  route(otherIncomeCalls.listIncomeProjects, { run: listIncomeProjects });
  route(otherIncomeCalls.recordIncome, { run: recordIncome, tx: true, msg: '登记成功' });
  route(otherIncomeCalls.listIncomes, { run: listIncomes });
  route(otherIncomeCalls.oneIncome, { run: oneIncome });
  route(otherIncomeCalls.voidIncome, { run: voidIncome, tx: true, msg: '作废成功' });
  // The blobs: signed GETs like any other (the auth gate checks token, datasign and the page's right).
  fileRoute(app, deps, otherIncomeCalls.exportIncomes, async (ctx, q) => {
    const { title, bytes } = await exportIncomes(ctx, q);
    return xlsxFile(bytes, title, ctx);
  });
  fileRoute(app, deps, otherIncomeCalls.incomeReceipt, async (ctx, q) => {
    const { title, bytes } = await incomeReceipt(ctx, q);
    return pdfFile(bytes, title);
  });
}
