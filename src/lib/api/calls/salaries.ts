import {
  type Payslip,
  payslipListSchema,
  type SalaryAction,
  type SalaryMonthRow,
  salaryMonthRowSchema,
  type SalaryRefundRow,
  salaryRefundRowSchema,
} from '@contract/finance/salaries';
import type { SheetRecord } from '@contract/xlsx';
import { z } from 'zod';
import { request } from '../client';

/** POST /park/salary/month: 生成 — the month's sheet from the staff list (new members added to a draft). Online only. */
export const makeSalaryMonth = (schoolId: number, month: string): Promise<SalaryMonthRow> =>
  request('/park/salary/month', { json: { schoolId, month }, schema: salaryMonthRowSchema });

/** POST /park/salary/month/state: 确认, 退回草稿 or 发放 (the ledger lines are written). Online only. */
export const moveSalaryMonth = (schoolId: number, id: string, action: SalaryAction): Promise<SalaryMonthRow> =>
  request('/park/salary/month/state', { json: { schoolId, id, action }, schema: salaryMonthRowSchema });

/** POST /park/salary/month/import: the dry run's records, written all or none. Online only. */
export const importSalaries = (schoolId: number, monthId: string, rows: SheetRecord[]): Promise<{ count: number }> =>
  request('/park/salary/month/import', { json: { schoolId, monthId, rows }, schema: z.object({ count: z.number().int() }) });

/** POST /park/salary/refund: gives back part of a member's deductions after 发放. Online only. */
export const refundSalary = (input: {
  schoolId: number;
  id: string;
  slipId: string;
  amountFen: number;
  reason: string;
}): Promise<SalaryRefundRow> => request('/park/salary/refund', { json: input, schema: salaryRefundRowSchema });

/** GET /park/salary/my/info: the signed-in member's own payslips of the issued months. */
export const getMyPayslips = async (schoolId: number): Promise<Payslip[]> =>
  (await request('/park/salary/my/info', { params: { schoolId }, schema: payslipListSchema })).list;
