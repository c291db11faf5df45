import type { FastifyInstance } from 'fastify';
import {
  busRowQuerySchema,
  busSchoolQuerySchema,
  disableLineInputSchema,
  disableStopInputSchema,
  isDriverQuerySchema,
  MEMBER,
  MUTATION_DECLS,
  type MutationName,
  schoolBusQuerySchema,
} from '@contract';
import { disableBusLine } from '../services/bus/disable-bus-line';
import { disableBusStop } from '../services/bus/disable-bus-stop';
import { getBusCompany, getBusCompanyType, listBusCompanies, listCompanyTypes } from '../services/bus/get-bus-company';
import { getEscortTeacher, listEscortTeachers } from '../services/bus/list-escort-teachers';
import { getBusSettings } from '../services/bus/get-bus-settings';
import { isBusDriver } from '../services/bus/is-bus-driver';
import { getBusRow, listBusRows, listFuelCardAudits } from '../services/bus/list-bus-rows';
import { runMutation } from '../services/mutations';
import type { RouteDeps } from './deps';
import { body, query, serviceRoutes } from './service-route';

/** The page that reads the settings; its `:edit` action writes them (contract/bus.ts). */
const PAGE = '/HQGL/ZHXC/XCJBSZ';

/** SPEC §7 "School bus" writes (vehicle host, /api): each runs the same service as its sync mutation. */
const WRITES: ReadonlyArray<readonly [path: string, mutation: MutationName]> = [
  ['/api/doDriverInfo', 'busDriver.save'],
  ['/v2/driver', 'busDriver.save'],
  ['/api/deleteDriverInfo', 'busDriver.delete'],
  ['/api/editCarInfo', 'busCar.save'],
  ['/v2/bus/addOrEditSchoolBus', 'busCar.save'],
  ['/api/deleteCarInfo', 'busCar.delete'],
  ['/api/setCarSiteInfo', 'busStop.save'],
  ['/v2/site', 'busStop.save'],
  ['/api/doRouteInfo', 'busRoute.save'],
  // The two halves of the settings row: each names only its own fields.
  ['/api/updateAlarmConfig', 'busSettings.save'],
  ['/api/saveMessagePushTemplate', 'busSettings.save'],
  // 油卡: apply, then the moves of FUEL_CARD_TRANSITIONS.
  ['/api/applyOilCard', 'fuelCard.apply'],
  ['/api/adoptCardAudit', 'fuelCard.approve'],
  ['/api/rejectCardAudit', 'fuelCard.reject'],
  ['/api/distributionCard', 'fuelCard.allocate'],
  ['/api/cancellationCard', 'fuelCard.cancel'],
  // 线路 (and the V2 names of the same calls): create and update are the one upsert by the client's id.
  ...(['', 'V2'] as const).flatMap((v) => [
    [`/api/createLineInfo${v}`, 'busLine.save'] as const,
    [`/api/updateLineInfo${v}`, 'busLine.save'] as const,
    [`/api/deleteLine${v}`, 'busLine.delete'] as const,
  ]),
  ['/api/companyInfo', 'busCompany.save'],
];

export function busRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  for (const [path, mutation] of WRITES) {
    route('POST', path, {
      permission: MUTATION_DECLS[mutation].permission,
      input: (req) => req.body,
      run: (ctx, args) => runMutation(ctx, mutation, args),
      tx: true,
    });
  }
  route('POST', '/api/disableSite', {
    permission: MUTATION_DECLS['busStop.save'].permission,
    input: body(disableStopInputSchema),
    run: disableBusStop,
    tx: true,
  });
  for (const path of ['/api/disableEnableLine', '/api/disableEnableLineV2']) {
    route('POST', path, {
      permission: MUTATION_DECLS['busLine.save'].permission,
      input: body(disableLineInputSchema),
      run: disableBusLine,
      tx: true,
    });
  }
  const lists = [
    ['/api/driverInfo', listBusRows('busDrivers')],
    ['/api/carInfo', listBusRows('busCars')],
    ['/api/carSiteInfo', listBusRows('busStops')],
    ['/api/routeInfo', listBusRows('busRoutes')],
    ['/api/oilCardInfo', listBusRows('busFuelCards')],
    ['/api/auditList', listFuelCardAudits],
    ['/api/getAlarmConfig', getBusSettings],
    ['/api/getMessagePushTemplate', getBusSettings],
    ['/v2/driver', listBusRows('busDrivers')],
    ['/v2/site', listBusRows('busStops')],
    ['/api/getLineInfo', listBusRows('busLines')],
    ['/api/getLineInfoV2', listBusRows('busLines')],
    ['/api/teacherInfo', listEscortTeachers],
    ['/api/companyInfo', listBusCompanies],
    ['/api/companyInfoOne', getBusCompany],
    ['/api/companyTypeInfo', getBusCompanyType],
    ['/api/getCompanyTypeInfoAll', listCompanyTypes],
  ] as const;
  for (const [path, run] of lists) route('GET', path, { permission: PAGE, input: query(busSchoolQuerySchema), run });
  const ones = [
    ['/api/driverInfoOne', getBusRow('busDrivers')],
    ['/api/getCarInfo', getBusRow('busCars')],
    ['/api/getRouteInfoOne', getBusRow('busRoutes')],
  ] as const;
  for (const [path, run] of ones) route('GET', path, { permission: PAGE, input: query(busRowQuerySchema), run });
  route('GET', '/api/isDriver', { permission: PAGE, input: query(isDriverQuerySchema), run: isBusDriver });
  route('GET', '/v2/bus/getSchoolBusInfoBySchoolBusId', {
    permission: PAGE,
    input: query(schoolBusQuerySchema),
    run: (ctx, { schoolId, schoolBusId }) => getBusRow('busCars')(ctx, { schoolId, id: schoolBusId }),
  });
  // The member themselves as a teacher on board: any member may ask (the boarding app opens with it).
  route('GET', '/api/getTeacherId', { permission: MEMBER, input: query(busSchoolQuerySchema), run: getEscortTeacher });
}
