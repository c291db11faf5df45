import { salaryDetailSchema as salaryExportQuery } from './salaries';
import { defineCall } from '../call';
import { MUTATION_DECLS } from '../areas';
import { MEMBER } from '../permissions';
import {
  payslipListSchema,
  SALARY_EDIT,
  SALARY_PAGE,
  salaryActionSchema,
  salaryDetailSchema,
  salaryImportSchema,
  salaryMonthMakeSchema,
  salaryMonthQuerySchema,
  salaryMonthRowSchema,
  salaryMyInfoSchema,
  salaryRefundRowSchema,
  salaryRefundSchema,
} from './salaries';
import { z } from '../zod-locale';

/** The HTTP calls of server/routes/finance/salaries.ts, as the client makes them (contract/call.ts). */
export const salariesCalls = {
  getSalaryTemplate: defineCall({ method: 'GET', path: '/park/salary/template', permission: SALARY_PAGE, input: salaryMonthQuerySchema }),
  salaryTemplate: defineCall({
    method: 'POST',
    path: '/park/salary/template',
    permission: MUTATION_DECLS['salaryTemplate.save'].permission,
  }),
  salarySlip: defineCall({ method: 'POST', path: '/park/salary/slip', permission: MUTATION_DECLS['salarySlip.save'].permission }),
  listSalaryMonths: defineCall({ method: 'GET', path: '/park/salary/month', permission: SALARY_PAGE, input: salaryMonthQuerySchema }),
  makeSalaryMonth: defineCall({
    method: 'POST',
    path: '/park/salary/month',
    permission: SALARY_EDIT,
    input: salaryMonthMakeSchema,
    output: salaryMonthRowSchema,
  }),
  importSalaries: defineCall({
    method: 'POST',
    path: '/park/salary/month/import',
    permission: SALARY_EDIT,
    input: salaryImportSchema,
    output: z.object({ count: z.number().int() }),
  }),
  moveSalaryMonth: defineCall({
    method: 'POST',
    path: '/park/salary/month/state',
    permission: SALARY_EDIT,
    input: salaryActionSchema,
    output: salaryMonthRowSchema,
  }),
  salaryDetail: defineCall({ method: 'GET', path: '/park/salary/detail', permission: SALARY_PAGE, input: salaryDetailSchema }),
  refundSalary: defineCall({
    method: 'POST',
    path: '/park/salary/refund',
    permission: SALARY_EDIT,
    input: salaryRefundSchema,
    output: salaryRefundRowSchema,
  }),
  myPayslips: defineCall({
    method: 'GET',
    path: '/park/salary/my/info',
    permission: MEMBER,
    input: salaryMyInfoSchema,
    output: payslipListSchema,
  }),
  /** The month's sheet as .xlsx. */
  exportSalaryMonth: defineCall({
    method: 'GET',
    path: '/park/salary/detail/export',
    permission: SALARY_PAGE,
    input: salaryExportQuery,
    download: true,
  }),
};
