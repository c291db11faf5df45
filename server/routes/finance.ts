import { financeCalls } from '@contract/finance/fees-calls';
import type { FastifyInstance } from 'fastify';
import { FEE_PAGE, financeListQuerySchema, financeRowQuerySchema, MUTATION_DECLS, type MutationName } from '@contract';
import { financeRecordInfo, getFinanceRow, listFinanceRows, listItemNames } from '../services/finance/records/list-finance-rows';
import { runMutation } from '../services/mutations';
import type { RouteDeps } from './deps';
import { query, serviceRoutes } from './service-route';

/** SPEC §7 /park/finance writes: each runs the same service as its sync mutation (contract/finance/fees.ts). */
const WRITES: ReadonlyArray<readonly [path: string, mutation: MutationName]> = [
  ['/park/finance/item', 'feeItem.save'],
  ['/park/finance/structure', 'feeStructure.save'],
  ['/park/finance/discount', 'discount.save'],
];
const VOID_BY_TYPE = { item: 'feeItem.void', structure: 'feeStructure.void', discount: 'discount.void' } as const;

/**
 * Fee items, structures and discounts (SPEC §7 "Finance": item, oneItem, discount, oneDiscount, invalid, recordInfo,
 * itemName). Every call needs its permission AND the finance pages unlocked (the services' financeGate: 403
 * 请先验证财务密码 otherwise).
 */
export function financeRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  for (const [path, mutation] of WRITES) {
    route('POST', path, {
      permission: MUTATION_DECLS[mutation].permission,
      input: (req) => req.body,
      run: (ctx, args) => runMutation(ctx, mutation, args),
      tx: true,
      msg: '保存成功',
    });
  }
  route(financeCalls.financeInvalid, {
    run: (ctx, a: { type: keyof typeof VOID_BY_TYPE; schoolId: number; id: string }) =>
      runMutation(ctx, VOID_BY_TYPE[a.type], { schoolId: a.schoolId, id: a.id }),
    tx: true,
    msg: '作废成功',
  });
  const lists = [
    ['/park/finance/item', listFinanceRows('feeItems')],
    ['/park/finance/structure', listFinanceRows('feeStructures')],
    ['/park/finance/discount', listFinanceRows('discounts')],
  ] as const;
  for (const [path, run] of lists) route('GET', path, { permission: FEE_PAGE, input: query(financeListQuerySchema), run });
  const ones = [
    ['/park/finance/oneItem', getFinanceRow('feeItems')],
    ['/park/finance/oneStructure', getFinanceRow('feeStructures')],
    ['/park/finance/oneDiscount', getFinanceRow('discounts')],
  ] as const;
  for (const [path, run] of ones) route('GET', path, { permission: FEE_PAGE, input: query(financeRowQuerySchema), run });
  route(financeCalls.listItemNames, { run: listItemNames });
  // Every finance page's 变更记录 (收费项目, 账单管理): any page under 财务管理.
  route(financeCalls.financeRecordInfo, { run: financeRecordInfo });
}
