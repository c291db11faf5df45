import type { AuthedContext } from '../../context';
import { assertSchoolInScope } from '../../school-scope';
import { type BusTable, busRowOrFail, schoolBusRows } from './bus-rows';

/** driverInfo, carInfo, carSiteInfo, routeInfo: the school's rows of one bus table (tens: no paging). */
export const listBusRows =
  <T extends BusTable>(table: T) =>
  async (ctx: AuthedContext, input: { schoolId: number }) => {
    assertSchoolInScope(ctx, input.schoolId);
    return schoolBusRows(ctx.db, input.schoolId, table);
  };

/** driverInfoOne, getCarInfo, getRouteInfoOne: one row of the school (another school's id is a 404). */
export const getBusRow =
  <T extends BusTable>(table: T) =>
  async (ctx: AuthedContext, input: { schoolId: number; id: string }) => {
    assertSchoolInScope(ctx, input.schoolId);
    return busRowOrFail(ctx.db, input.schoolId, table, input.id);
  };

/** auditList: the school's fuel card applications waiting for 审核. */
export async function listFuelCardAudits(ctx: AuthedContext, input: { schoolId: number }) {
  return (await listBusRows('busFuelCards')(ctx, input)).filter((c) => c.state === 'applied');
}
