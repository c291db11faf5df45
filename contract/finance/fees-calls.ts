import { defineCall } from '../call';
import { MUTATION_DECLS } from '../areas';
import { FEE_PAGE, financeAuditQuerySchema, financeAuditRowSchema, financeInvalidSchema, financeListQuerySchema } from './fees';
import { z } from '../zod-locale';

/** The HTTP calls of server/routes/finance.ts, as the client makes them (contract/call.ts). */
export const financeCalls = {
  financeInvalid: defineCall({
    method: 'PUT',
    path: '/park/finance/invalid',
    permission: MUTATION_DECLS['feeItem.void'].permission,
    input: financeInvalidSchema,
  }),
  listItemNames: defineCall({
    method: 'GET',
    path: '/park/finance/itemName',
    permission: FEE_PAGE,
    input: financeListQuerySchema.pick({ schoolId: true }),
  }),
  financeRecordInfo: defineCall({
    method: 'GET',
    path: '/park/finance/recordInfo',
    permission: '/YWGL/CWGL',
    input: financeAuditQuerySchema,
    output: z.array(financeAuditRowSchema),
  }),
};
