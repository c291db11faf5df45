import type { AreaDecl } from '../area';
import { FLEET } from './fleet';
import { BUS_RIDERS, BUS_TRIPS } from './trips';

/** The bus domain's areas, in menu order (contract/areas.ts joins the domains). */
export const BUS_AREAS = {
  fleet: FLEET,
  busRiders: BUS_RIDERS,
  busTrips: BUS_TRIPS,
} as const satisfies Record<string, AreaDecl>;
