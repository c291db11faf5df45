import type { DomainMutators } from '../types';
import { fleetMutators } from './fleet';
import { busRiderMutators, busTripMutators } from './trips';

/** The bus domain's client mutators, by area (sync/mutators/index.ts joins the domains). */
export const BUS_MUTATORS = {
  fleet: fleetMutators,
  busRiders: busRiderMutators,
  busTrips: busTripMutators,
} satisfies DomainMutators<'bus'>;
