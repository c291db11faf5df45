import { FEE_WRITE_CALLS, feeRowCalls, financeCalls } from '@contract/finance/fees-calls';
import type { FastifyInstance } from 'fastify';
import { financeRecordInfo, getFinanceRow, listFinanceRows, listItemNames } from '../../services/finance/records/list-finance-rows';
import type { RouteDeps } from '../deps';
import { serviceRoutes } from '../service-route';

const VOID_BY_TYPE = { item: 'feeItem.void', structure: 'feeStructure.void', discount: 'discount.void' } as const;

/**
 * Fee items, structures and discounts (SPEC §7 "Finance": item, oneItem, discount, oneDiscount, invalid, recordInfo,
 * itemName). Every call needs its permission AND the finance pages unlocked (the services' financeGate: 403
 * 请先验证财务密码 otherwise).
 */
export function feeRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  for (const { call, mutation } of FEE_WRITE_CALLS) {
    route(call, {
      input: (req) => req.body,
      run: (ctx, args) => deps.parts.mutations.run(ctx, mutation, args),
      tx: true,
      msg: '保存成功',
    });
  }
  route(financeCalls.financeInvalid, {
    run: (ctx, a: { type: keyof typeof VOID_BY_TYPE; schoolId: number; id: string }) =>
      deps.parts.mutations.run(ctx, VOID_BY_TYPE[a.type], { schoolId: a.schoolId, id: a.id }),
    tx: true,
    msg: '作废成功',
  });
  route(feeRowCalls.items, { run: listFinanceRows('feeItems') });
  route(feeRowCalls.structures, { run: listFinanceRows('feeStructures') });
  route(feeRowCalls.discounts, { run: listFinanceRows('discounts') });
  route(feeRowCalls.item, { run: getFinanceRow('feeItems') });
  route(feeRowCalls.structure, { run: getFinanceRow('feeStructures') });
  route(feeRowCalls.discount, { run: getFinanceRow('discounts') });
  route(financeCalls.listItemNames, { run: listItemNames });
  // Every finance page's 变更记录 (收费项目, 账单管理): any page under 财务管理.
  route(financeCalls.financeRecordInfo, { run: financeRecordInfo });
}
