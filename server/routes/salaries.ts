import type { FastifyInstance } from 'fastify';
import {
  MEMBER,
  MUTATION_DECLS,
  SALARY_EDIT,
  SALARY_PAGE,
  salaryActionSchema,
  salaryDetailSchema,
  salaryImportSchema,
  salaryMonthMakeSchema,
  salaryMonthQuerySchema,
  salaryMyInfoSchema,
  salaryRefundSchema,
} from '@contract';
import { parseQuery } from '../lib/parse';
import { XLSX_TYPE } from '../lib/xlsx-table';
import { runMutation } from '../services/mutations';
import { importSalaries } from '../services/finance/salaries/import-salaries';
import { makeSalaryMonth } from '../services/finance/salaries/make-salary-month';
import { moveSalaryMonth } from '../services/finance/salaries/move-salary-month';
import {
  exportSalaryMonth,
  getSalaryTemplate,
  listSalaryMonths,
  myPayslips,
  salaryDetail,
} from '../services/finance/salaries/read-salaries';
import { refundSalary } from '../services/finance/salaries/refund-salary';
import type { RouteDeps } from './deps';
import { body, query, serviceRoutes } from './service-route';

/**
 * Salaries (SPEC §7 /park/salary template, month, detail, my/info, refund; contract/finance/salaries.ts). Every call but
 * my/info needs its right AND the finance pages unlocked (financeGate in each service); my/info is the member's own
 * payslips and needs membership only. template (POST) and slip are the sync mutations' services; the rest is online.
 */
export function salariesRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  route('GET', '/park/salary/template', { permission: SALARY_PAGE, input: query(salaryMonthQuerySchema), run: getSalaryTemplate });
  route('POST', '/park/salary/template', {
    permission: MUTATION_DECLS['salaryTemplate.save'].permission,
    input: (req) => req.body,
    run: (ctx, args) => runMutation(ctx, 'salaryTemplate.save', args),
    tx: true,
    msg: '保存成功',
  });
  route('POST', '/park/salary/slip', {
    permission: MUTATION_DECLS['salarySlip.save'].permission,
    input: (req) => req.body,
    run: (ctx, args) => runMutation(ctx, 'salarySlip.save', args),
    tx: true,
    msg: '保存成功',
  });
  route('GET', '/park/salary/month', { permission: SALARY_PAGE, input: query(salaryMonthQuerySchema), run: listSalaryMonths });
  route('POST', '/park/salary/month', {
    permission: SALARY_EDIT,
    input: body(salaryMonthMakeSchema),
    run: makeSalaryMonth,
    tx: true,
    msg: '生成成功',
  });
  route('POST', '/park/salary/month/import', {
    permission: SALARY_EDIT,
    input: body(salaryImportSchema),
    run: importSalaries,
    tx: true,
    msg: '导入成功',
  });
  route('POST', '/park/salary/month/state', {
    permission: SALARY_EDIT,
    input: body(salaryActionSchema),
    run: moveSalaryMonth,
    tx: true,
    msg: (q) => ({ confirm: '已确认', reopen: '已退回草稿', issue: '发放成功' })[q.action],
  });
  route('GET', '/park/salary/detail', { permission: SALARY_PAGE, input: query(salaryDetailSchema), run: salaryDetail });
  route('POST', '/park/salary/refund', {
    permission: SALARY_EDIT,
    input: body(salaryRefundSchema),
    run: refundSalary,
    tx: true,
    msg: '退还成功',
  });
  route('GET', '/park/salary/my/info', { permission: MEMBER, input: query(salaryMyInfoSchema), run: myPayslips });
  app.get('/park/salary/detail/export', { config: { permission: SALARY_PAGE } }, async (req, reply) => {
    const { title, bytes } = await exportSalaryMonth(deps.authed(req), parseQuery(salaryDetailSchema, req.query));
    return reply
      .type(XLSX_TYPE)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(`${title}.xlsx`)}`)
      .send(bytes);
  });
}
