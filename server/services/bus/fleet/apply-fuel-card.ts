import { type BusFuelCardRow, FuelCardMsg, type MutationArgs } from '@contract';
import { busFuelCards } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { recordChanges } from '../../../replication/change-log';
import { toBusFuelCardRow } from '../../../replication/bus/fleet-rows';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';
import { busRowOrFail } from './bus-rows';
import { fuelCardStep } from './fuel-card-step';

/** Applies for a fuel card for one of the school's cars: a new card, 待审核, with who applied and when. */
export async function applyFuelCard(ctx: AuthedContext, args: MutationArgs<'fuelCard.apply'>): Promise<BusFuelCardRow> {
  assertSchoolInScope(ctx, args.schoolId);
  const car = await busRowOrFail(ctx.db, args.schoolId, 'busCars', args.carId);
  const [row] = await ctx.db
    .insert(busFuelCards)
    .values({ ...args, state: 'applied', history: [await fuelCardStep(ctx, 'applied')] })
    .onConflictDoNothing()
    .returning();
  if (!row) throw AppError.badRequest(FuelCardMsg.exists);
  const out = toBusFuelCardRow(row);
  await recordChanges(ctx.db, args.schoolId, [{ table: 'busFuelCards', op: 'put', row: out }]);
  await recordMutation(ctx, args.schoolId, 'fuelCard.apply', car.plate);
  return out;
}
