import type { DomainServer } from '../deps';
import { busAlertRoutes } from './alerts';
import { busRoutes } from './fleet';
import { busMonitoringRoutes } from './monitoring';
import { busOpsRoutes } from './operations';
import { busPositionRoutes } from './positions';
import { busTripRoutes } from './trips';
import { BUS_MUTATORS } from '../../services/bus/fleet/bus-mutators';
import { BUS_RIDERS_MUTATORS, BUS_TRIPS_MUTATORS } from '../../services/bus/trips/bus-trips-mutators';

/**
 * The bus domain on the server: each area's routes and mutation services (a contract area or mutation left out is a
 * type error), then the domain's parts that replicate nothing.
 */
export const BUS_SERVER = {
  bus: { routes: [busRoutes], services: BUS_MUTATORS },
  busRiders: { routes: [], services: BUS_RIDERS_MUTATORS },
  busTrips: { routes: [busTripRoutes], services: BUS_TRIPS_MUTATORS },
  positions: { routes: [busPositionRoutes] },
  operations: { routes: [busOpsRoutes] },
  alerts: { routes: [busAlertRoutes] },
  monitoring: { routes: [busMonitoringRoutes] },
} as const satisfies DomainServer<'bus'>;
