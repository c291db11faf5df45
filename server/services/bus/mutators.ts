import type { DomainServices } from '../area-services';
import { BUS_MUTATORS } from './fleet/bus-mutators';
import { BUS_RIDERS_MUTATORS, BUS_TRIPS_MUTATORS } from './trips/bus-trips-mutators';

/** The bus domain's mutation services, by area (server/services/mutations.ts joins the domains). */
export const BUS_MUTATIONS = {
  bus: BUS_MUTATORS,
  busRiders: BUS_RIDERS_MUTATORS,
  busTrips: BUS_TRIPS_MUTATORS,
} as const satisfies DomainServices<'bus'>;
