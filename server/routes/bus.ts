import type { FastifyInstance } from 'fastify';
import {
  busRowQuerySchema,
  busSchoolQuerySchema,
  disableStopInputSchema,
  isDriverQuerySchema,
  MUTATION_DECLS,
  type MutationName,
} from '@contract';
import { disableBusStop } from '../services/bus/disable-bus-stop';
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
  ['/api/deleteDriverInfo', 'busDriver.delete'],
  ['/api/editCarInfo', 'busCar.save'],
  ['/api/deleteCarInfo', 'busCar.delete'],
  ['/api/setCarSiteInfo', 'busStop.save'],
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
  const lists = [
    ['/api/driverInfo', listBusRows('busDrivers')],
    ['/api/carInfo', listBusRows('busCars')],
    ['/api/carSiteInfo', listBusRows('busStops')],
    ['/api/routeInfo', listBusRows('busRoutes')],
    ['/api/oilCardInfo', listBusRows('busFuelCards')],
    ['/api/auditList', listFuelCardAudits],
    ['/api/getAlarmConfig', getBusSettings],
    ['/api/getMessagePushTemplate', getBusSettings],
  ] as const;
  for (const [path, run] of lists) route('GET', path, { permission: PAGE, input: query(busSchoolQuerySchema), run });
  const ones = [
    ['/api/driverInfoOne', getBusRow('busDrivers')],
    ['/api/getCarInfo', getBusRow('busCars')],
    ['/api/getRouteInfoOne', getBusRow('busRoutes')],
  ] as const;
  for (const [path, run] of ones) route('GET', path, { permission: PAGE, input: query(busRowQuerySchema), run });
  route('GET', '/api/isDriver', { permission: PAGE, input: query(isDriverQuerySchema), run: isBusDriver });
}
