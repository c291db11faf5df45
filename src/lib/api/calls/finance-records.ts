import { type FinanceAuditRow, financeAuditRowSchema } from '@contract/finance/fees';
import { z } from 'zod';
import { request } from '../client';

/** GET /park/finance/recordInfo: a fee item's, structure's or discount's audit log (变更记录), oldest first. */
export const getFinanceRecords = (schoolId: number, id: string): Promise<FinanceAuditRow[]> =>
  request('/park/finance/recordInfo', { params: { schoolId, id }, schema: z.array(financeAuditRowSchema) });
