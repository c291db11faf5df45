import { incomeFilterSchema as incomeExportQuery, incomeGetSchema as incomeReceiptQuery } from './income';
import { defineCall } from '../call';
import { MUTATION_DECLS } from '../areas';
import {
  INCOME_EDIT,
  INCOME_PAGE,
  incomeGetSchema,
  incomeListSchema,
  incomeProjectQuerySchema,
  incomeRecordSchema,
  incomeVoidSchema,
  otherIncomeRowSchema,
} from './income';

/** The HTTP calls of server/routes/finance/income.ts, as the client makes them (contract/call.ts). */
export const otherIncomeCalls = {
  comeInProject: defineCall({ method: 'POST', path: '/park/comeIn/project', permission: MUTATION_DECLS['incomeProject.save'].permission }),
  listIncomeProjects: defineCall({ method: 'GET', path: '/park/comeIn/project', permission: INCOME_PAGE, input: incomeProjectQuerySchema }),
  recordIncome: defineCall({
    method: 'POST',
    path: '/park/comeIn/detailed',
    permission: INCOME_EDIT,
    input: incomeRecordSchema,
    output: otherIncomeRowSchema,
  }),
  listIncomes: defineCall({ method: 'GET', path: '/park/comeIn/detailed', permission: INCOME_PAGE, input: incomeListSchema }),
  oneIncome: defineCall({ method: 'GET', path: '/park/comeIn/oneDetailed', permission: INCOME_PAGE, input: incomeGetSchema }),
  voidIncome: defineCall({
    method: 'PUT',
    path: '/park/comeIn/detailed/void',
    permission: INCOME_EDIT,
    input: incomeVoidSchema,
    output: otherIncomeRowSchema,
  }),
  /** The filtered incomes as .xlsx. */
  exportIncomes: defineCall({
    method: 'GET',
    path: '/park/comeIn/detailed/export',
    permission: INCOME_PAGE,
    input: incomeExportQuery,
    download: true,
  }),
  /** An income's receipt PDF. */
  incomeReceipt: defineCall({
    method: 'GET',
    path: '/park/comeIn/detailed/receipt',
    permission: INCOME_PAGE,
    input: incomeReceiptQuery,
    download: true,
  }),
};
