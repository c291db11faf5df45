import { eq } from 'drizzle-orm';
import { FeeMsg, MUTATION_DECLS, type MutationArgs } from '@contract';
import { recordChanges } from '../../../replication/change-log';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { recordFinanceAudit } from '../kernel/audit-log';
import { FINANCE_TABLES, type FinanceTable, financeGate, financeRowOrFail, refuse } from '../kernel/finance-rows';

const VOIDS = { feeItems: 'feeItem.void', feeStructures: 'feeStructure.void', discounts: 'discount.void' } as const;

/** SPEC invalid (PUT): validity 2. A voided row stays (bills point at it) and is never edited again. */
export const voidFinanceRow =
  <T extends FinanceTable>(name: T) =>
  async (ctx: AuthedContext, args: MutationArgs<(typeof VOIDS)[T]>): Promise<null> => {
    await financeGate(ctx, args.schoolId);
    const before = await financeRowOrFail(ctx.db, args.schoolId, name, args.id);
    refuse(before.validity === 2 ? FeeMsg.alreadyVoided : null);
    const { table, toRow, entity } = FINANCE_TABLES[name];
    const [row] = await ctx.db.update(table).set({ validity: 2 }).where(eq(table.id, args.id)).returning();
    if (!row) throw new Error('void returned nothing');
    const after = (toRow as (r: unknown) => object)(row);
    await recordChanges(ctx.db, args.schoolId, [{ table: name, op: 'put', row: after as never }]);
    const mutation = VOIDS[name];
    await recordFinanceAudit(ctx, args.schoolId, { entity, entityId: args.id, action: MUTATION_DECLS[mutation].label, before, after });
    await recordMutation(
      ctx,
      args.schoolId,
      mutation,
      'name' in before ? String(before.name) : `${'schoolYear' in before ? before.schoolYear : ''}`,
    );
    return null;
  };
