import { defineCall } from '../call';
import { mutationCall } from '../mutation-call';
import { MUTATION_DECLS } from '../areas';
import {
  FEE_PAGE,
  financeAuditQuerySchema,
  financeAuditRowSchema,
  financeInvalidSchema,
  financeListQuerySchema,
  financeRowQuerySchema,
} from './fees';
import { z } from '../zod-locale';

/** The HTTP calls of server/routes/finance/fees.ts, as the client makes them (contract/call.ts). */
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

/** SPEC §7 /park/finance writes: each runs the same service as its sync mutation (contract/finance/fees.ts). */
export const FEE_WRITE_CALLS = [
  mutationCall('/park/finance/item', 'feeItem.save'),
  mutationCall('/park/finance/structure', 'feeStructure.save'),
  mutationCall('/park/finance/discount', 'discount.save'),
];

/** Each kind's list and one row (收费项目, 收费标准, 优惠); server/routes/finance/fees.ts gives each its reader. */
export const feeRowCalls = {
  items: defineCall({ method: 'GET', path: '/park/finance/item', permission: FEE_PAGE, input: financeListQuerySchema }),
  structures: defineCall({ method: 'GET', path: '/park/finance/structure', permission: FEE_PAGE, input: financeListQuerySchema }),
  discounts: defineCall({ method: 'GET', path: '/park/finance/discount', permission: FEE_PAGE, input: financeListQuerySchema }),
  item: defineCall({ method: 'GET', path: '/park/finance/oneItem', permission: FEE_PAGE, input: financeRowQuerySchema }),
  structure: defineCall({ method: 'GET', path: '/park/finance/oneStructure', permission: FEE_PAGE, input: financeRowQuerySchema }),
  discount: defineCall({ method: 'GET', path: '/park/finance/oneDiscount', permission: FEE_PAGE, input: financeRowQuerySchema }),
};
