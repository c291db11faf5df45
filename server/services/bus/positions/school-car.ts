import { and, eq } from 'drizzle-orm';
import { BusPositionMsg } from '@contract';
import { busCars } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { assertSchoolInScope } from '../../school-scope';

/** The id of one of the school's cars; another school's car, or one of none of the user's schools, is refused. */
export async function schoolCarId(ctx: AuthedContext, input: { schoolId: number; carId: string }): Promise<string> {
  assertSchoolInScope(ctx, input.schoolId);
  const [car] = await ctx.db
    .select({ id: busCars.id })
    .from(busCars)
    .where(and(eq(busCars.id, input.carId), eq(busCars.schoolId, input.schoolId)));
  if (!car) throw AppError.notFound(BusPositionMsg.missingCar);
  return car.id;
}
