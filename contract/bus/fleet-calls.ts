import { defineCall } from '../call';
import { MUTATION_DECLS } from '../areas';
import {
  busRowQuerySchema,
  busSchoolQuerySchema,
  disableLineInputSchema,
  disableStopInputSchema,
  isDriverQuerySchema,
  schoolBusQuerySchema,
} from './fleet';
import { mutationCall } from '../mutation-call';
import { MEMBER } from '../permissions';

/** 校车基础设置, the page its calls need. */
export const BUS_SETTINGS_PAGE = '/HQGL/ZHXC/XCJBSZ';
const PAGE = BUS_SETTINGS_PAGE;

/** The HTTP calls of server/routes/bus/fleet.ts, as the client makes them (contract/call.ts). */
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

/** SPEC §7 "School bus" writes (vehicle host, /api): each runs the same service as its sync mutation. */
export const BUS_WRITE_CALLS = [
  mutationCall('/api/doDriverInfo', 'busDriver.save'),
  mutationCall('/v2/driver', 'busDriver.save'),
  mutationCall('/api/deleteDriverInfo', 'busDriver.delete'),
  mutationCall('/api/editCarInfo', 'busCar.save'),
  mutationCall('/v2/bus/addOrEditSchoolBus', 'busCar.save'),
  mutationCall('/api/deleteCarInfo', 'busCar.delete'),
  mutationCall('/api/setCarSiteInfo', 'busStop.save'),
  mutationCall('/v2/site', 'busStop.save'),
  mutationCall('/api/doRouteInfo', 'busRoute.save'),
  // The two halves of the settings row: each names only its own fields.
  mutationCall('/api/updateAlarmConfig', 'busSettings.save'),
  mutationCall('/api/saveMessagePushTemplate', 'busSettings.save'),
  // 油卡: apply, then the moves of FUEL_CARD_TRANSITIONS.
  mutationCall('/api/applyOilCard', 'fuelCard.apply'),
  mutationCall('/api/adoptCardAudit', 'fuelCard.approve'),
  mutationCall('/api/rejectCardAudit', 'fuelCard.reject'),
  mutationCall('/api/distributionCard', 'fuelCard.allocate'),
  mutationCall('/api/cancellationCard', 'fuelCard.cancel'),
  // 线路 (and the V2 names of the same calls): create and update are the one upsert by the client's id.
  ...(['', 'V2'] as const).flatMap((v) => [
    mutationCall(`/api/createLineInfo${v}`, 'busLine.save'),
    mutationCall(`/api/updateLineInfo${v}`, 'busLine.save'),
    mutationCall(`/api/deleteLine${v}`, 'busLine.delete'),
  ]),
  mutationCall('/api/companyInfo', 'busCompany.save'),
];

/** 停用/启用 a line (and its V2 name). */
export const DISABLE_LINE_CALLS = ['/api/disableEnableLine', '/api/disableEnableLineV2'].map((path) =>
  defineCall({ method: 'POST', path, permission: MUTATION_DECLS['busLine.save'].permission, input: disableLineInputSchema }),
);

const listCall = (path: string) => defineCall({ method: 'GET', path, permission: PAGE, input: busSchoolQuerySchema });
/** The settings page's lists (a school's rows of one kind); server/routes/bus/fleet.ts gives each its reader. */
export const busListCalls = {
  drivers: listCall('/api/driverInfo'),
  cars: listCall('/api/carInfo'),
  stops: listCall('/api/carSiteInfo'),
  routes: listCall('/api/routeInfo'),
  fuelCards: listCall('/api/oilCardInfo'),
  fuelCardAudits: listCall('/api/auditList'),
  alarmConfig: listCall('/api/getAlarmConfig'),
  messagePushTemplate: listCall('/api/getMessagePushTemplate'),
  driversV2: listCall('/v2/driver'),
  stopsV2: listCall('/v2/site'),
  lines: listCall('/api/getLineInfo'),
  linesV2: listCall('/api/getLineInfoV2'),
  escortTeachers: listCall('/api/teacherInfo'),
  companies: listCall('/api/companyInfo'),
  company: listCall('/api/companyInfoOne'),
  companyType: listCall('/api/companyTypeInfo'),
  companyTypes: listCall('/api/getCompanyTypeInfoAll'),
};

const rowCall = (path: string) => defineCall({ method: 'GET', path, permission: PAGE, input: busRowQuerySchema });
/** One row by its id. */
export const busRowCalls = {
  driver: rowCall('/api/driverInfoOne'),
  car: rowCall('/api/getCarInfo'),
  route: rowCall('/api/getRouteInfoOne'),
};
