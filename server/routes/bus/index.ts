import type { DomainRoutes } from '../deps';
import { busAlertRoutes } from './alerts';
import { busRoutes } from './fleet';
import { busMonitoringRoutes } from './monitoring';
import { busOpsRoutes } from './operations';
import { busPositionRoutes } from './positions';
import { busTripRoutes } from './trips';

/** The bus domain's routes: each area's (a contract area left out is a type error), then the domain's others. */
export const BUS_ROUTES = {
  bus: [busRoutes],
  busRiders: [],
  busTrips: [busTripRoutes],
  positions: [busPositionRoutes],
  operations: [busOpsRoutes],
  alerts: [busAlertRoutes],
  monitoring: [busMonitoringRoutes],
} as const satisfies DomainRoutes<'bus'>;
