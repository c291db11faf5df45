import { financeCalls } from '@contract/finance/fees-calls';
import { call } from '../call';
import type { FinanceAuditRow } from '@contract/finance/fees';

/** GET /park/finance/recordInfo: a fee item's, structure's or discount's audit log (变更记录), oldest first. */
export const getFinanceRecords = (schoolId: number, id: string): Promise<FinanceAuditRow[]> =>
  call(financeCalls.financeRecordInfo, { schoolId, id });
