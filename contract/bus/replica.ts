import type { DomainTableName } from '../areas';

/**
 * The bus domain's tables in a device's replica: each table's Dexie indexes beyond its key `id` and `schoolId`
 * ('' for none). sync/schema.ts joins the domains; a table the domain's areas declare and this list lacks, or one they
 * do not declare, is a type error. Kept apart from the areas' declarations (imported as types only), so the shell,
 * which opens the replica, carries no area's schemas.
 */
export const BUS_REPLICA = {
  busDrivers: '',
  busCars: '',
  busStops: '',
  busRoutes: '',
  busSettings: '',
  busFuelCards: '',
  busLines: '',
  busCompanies: '',
  busRiders: 'routeId, studentId',
  busTripEvents: '[routeId+day], [schoolId+day], day, studentId, hlc',
} as const satisfies Record<DomainTableName<'bus'>, string>;
