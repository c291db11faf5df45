import { salariesCalls } from '@contract/finance/salaries-calls';
import { call } from '../call';
import type { Payslip, SalaryAction, SalaryMonthRow, SalaryRefundRow } from '@contract/finance/salaries';
import type { SheetRecord } from '@contract/xlsx';

/** POST /park/salary/month: 生成 — the month's sheet from the staff list (new members added to a draft). Online only. */
export const makeSalaryMonth = (schoolId: number, month: string): Promise<SalaryMonthRow> =>
  call(salariesCalls.makeSalaryMonth, { schoolId, month });

/** POST /park/salary/month/state: 确认, 退回草稿 or 发放 (the ledger lines are written). Online only. */
export const moveSalaryMonth = (schoolId: number, id: string, action: SalaryAction): Promise<SalaryMonthRow> =>
  call(salariesCalls.moveSalaryMonth, { schoolId, id, action });

/** POST /park/salary/month/import: the dry run's records, written all or none. Online only. */
export const importSalaries = (schoolId: number, monthId: string, rows: SheetRecord[]): Promise<{ count: number }> =>
  call(salariesCalls.importSalaries, { schoolId, monthId, rows });

/** POST /park/salary/refund: gives back part of a member's deductions after 发放. Online only. */
export const refundSalary = (input: {
  schoolId: number;
  id: string;
  slipId: string;
  amountFen: number;
  reason: string;
}): Promise<SalaryRefundRow> => call(salariesCalls.refundSalary, input);

/** GET /park/salary/my/info: the signed-in member's own payslips of the issued months. */
export const getMyPayslips = async (schoolId: number): Promise<Payslip[]> => (await call(salariesCalls.myPayslips, { schoolId })).list;
