import { defineCall } from '../call';
import { MUTATION_DECLS } from '../areas';
import { busSchoolQuerySchema, disableStopInputSchema, isDriverQuerySchema, schoolBusQuerySchema } from './fleet';
import { MEMBER } from '../permissions';

/** 校车基础设置, the page its calls need. */
export const BUS_SETTINGS_PAGE = '/HQGL/ZHXC/XCJBSZ';
const PAGE = BUS_SETTINGS_PAGE;

/** The HTTP calls of server/routes/bus.ts, as the client makes them (contract/call.ts). */
export const busCalls = {
  disableBusStop: defineCall({
    method: 'POST',
    path: '/api/disableSite',
    permission: MUTATION_DECLS['busStop.save'].permission,
    input: disableStopInputSchema,
  }),
  isBusDriver: defineCall({ method: 'GET', path: '/api/isDriver', permission: PAGE, input: isDriverQuerySchema }),
  busGetSchoolBusInfoBySchoolBusId: defineCall({
    method: 'GET',
    path: '/v2/bus/getSchoolBusInfoBySchoolBusId',
    permission: PAGE,
    input: schoolBusQuerySchema,
  }),
  getEscortTeacher: defineCall({ method: 'GET', path: '/api/getTeacherId', permission: MEMBER, input: busSchoolQuerySchema }),
};
