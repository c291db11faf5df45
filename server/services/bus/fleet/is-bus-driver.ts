import type { AuthedContext } from '../../context';
import { assertSchoolInScope } from '../../school-scope';
import { schoolBusRows } from './bus-rows';

/** isDriver: whether the phone number is one of the school's drivers (the driver app signs in with it). */
export async function isBusDriver(ctx: AuthedContext, input: { schoolId: number; phone: string }): Promise<{ isDriver: boolean }> {
  assertSchoolInScope(ctx, input.schoolId);
  const drivers = await schoolBusRows(ctx.db, input.schoolId, 'busDrivers');
  return { isDriver: drivers.some((d) => d.phone === input.phone && d.status === 1) };
}
