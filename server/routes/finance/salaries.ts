import { salariesCalls } from '@contract/finance/salaries-calls';
import type { FastifyInstance } from 'fastify';
import { importSalaries } from '../../services/finance/salaries/import-salaries';
import { makeSalaryMonth } from '../../services/finance/salaries/make-salary-month';
import { moveSalaryMonth } from '../../services/finance/salaries/move-salary-month';
import {
  exportSalaryMonth,
  getSalaryTemplate,
  listSalaryMonths,
  myPayslips,
  salaryDetail,
} from '../../services/finance/salaries/read-salaries';
import { refundSalary } from '../../services/finance/salaries/refund-salary';
import type { RouteDeps } from '../deps';
import { xlsxFile } from '../file-reply';
import { fileRoute, serviceRoutes } from '../service-route';

/**
 * Salaries (SPEC §7 /park/salary template, month, detail, my/info, refund; contract/finance/salaries.ts). Every call but
 * my/info needs its right AND the finance pages unlocked (financeGate in each service); my/info is the member's own
 * payslips and needs membership only. template (POST) and slip are the sync mutations' services; the rest is online.
 */
export function salariesRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  route(salariesCalls.getSalaryTemplate, { run: getSalaryTemplate });
  route(salariesCalls.salaryTemplate, {
    input: (req) => req.body,
    run: (ctx, args) => deps.parts.mutations.run(ctx, 'salaryTemplate.save', args),
    tx: true,
    msg: '保存成功',
  });
  route(salariesCalls.salarySlip, {
    input: (req) => req.body,
    run: (ctx, args) => deps.parts.mutations.run(ctx, 'salarySlip.save', args),
    tx: true,
    msg: '保存成功',
  });
  route(salariesCalls.listSalaryMonths, { run: listSalaryMonths });
  route(salariesCalls.makeSalaryMonth, { run: makeSalaryMonth, tx: true, msg: '生成成功' });
  route(salariesCalls.importSalaries, { run: importSalaries, tx: true, msg: '导入成功' });
  route(salariesCalls.moveSalaryMonth, {
    run: moveSalaryMonth,
    tx: true,
    msg: (q) => ({ confirm: '已确认', reopen: '已退回草稿', issue: '发放成功' })[q.action],
  });
  route(salariesCalls.salaryDetail, { run: salaryDetail });
  route(salariesCalls.refundSalary, { run: refundSalary, tx: true, msg: '退还成功' });
  route(salariesCalls.myPayslips, { run: myPayslips });
  fileRoute(app, deps, salariesCalls.exportSalaryMonth, async (ctx, q) => {
    const { title, bytes } = await exportSalaryMonth(ctx, q);
    return xlsxFile(bytes, title);
  });
}
