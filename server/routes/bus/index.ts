import type { DomainServer } from '../deps';
import { busAlertRoutes } from './alerts';
import { fleetRoutes } from './fleet';
import { busMonitoringRoutes } from './monitoring';
import { busOpsRoutes } from './operations';
import { busPositionRoutes } from './positions';
import { busTripRoutes } from './trips';
import { FLEET_MUTATORS } from '../../services/bus/fleet/fleet-mutators';
import { BUS_RIDERS_MUTATORS, BUS_TRIPS_MUTATORS } from '../../services/bus/trips/bus-trips-mutators';

/**
 * The bus domain on the server: each area's routes and mutation services (a contract area or mutation left out is a
 * type error), then the domain's parts that replicate nothing.
 */
export const BUS_SERVER = {
  fleet: { routes: [fleetRoutes], services: FLEET_MUTATORS },
  busRiders: { routes: [], services: BUS_RIDERS_MUTATORS },
  busTrips: { routes: [busTripRoutes], services: BUS_TRIPS_MUTATORS },
  positions: { routes: [busPositionRoutes] },
  operations: { routes: [busOpsRoutes] },
  alerts: { routes: [busAlertRoutes] },
  monitoring: { routes: [busMonitoringRoutes] },
} as const satisfies DomainServer<'bus'>;
