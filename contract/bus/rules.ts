import type { BusCarRow, BusDriverRow, BusRouteRow, BusStopRow } from './fleet';
import { BusMsg } from './fleet';

/**
 * The rules of the bus settings that look at the school's other rows, as pure functions: the server's services
 * run them on the rows they read, the client mutators on the replica's, so both refuse with the same words.
 */

/** A driver's phone is unique among the school's drivers (it is what the driver signs in and is found with). */
export function driverIssue(drivers: readonly BusDriverRow[], args: { id: string; phone: string }): string | null {
  return drivers.some((d) => d.id !== args.id && d.phone === args.phone) ? BusMsg.driverPhoneTaken : null;
}

/** Plates and GPS device ids are unique in the school (positions arrive under the device id). */
export function carIssue(cars: readonly BusCarRow[], args: { id: string; plate: string; gpsDeviceId: string }): string | null {
  const others = cars.filter((c) => c.id !== args.id);
  if (others.some((c) => c.plate === args.plate)) return BusMsg.plateTaken;
  if (others.some((c) => c.gpsDeviceId.toUpperCase() === args.gpsDeviceId.toUpperCase())) return BusMsg.gpsTaken;
  return null;
}

/** A route names stops that are in use, and a car and driver of the school. */
export function routeIssue(
  args: { stops: readonly { stopId: string }[]; carId: string | null; driverId: string | null },
  have: { stops: readonly BusStopRow[]; cars: readonly BusCarRow[]; drivers: readonly BusDriverRow[] },
): string | null {
  const open = new Set(have.stops.filter((s) => !s.disabled).map((s) => s.id));
  if (args.stops.some((s) => !open.has(s.stopId))) return BusMsg.missingStop;
  if (args.carId && !have.cars.some((c) => c.id === args.carId)) return BusMsg.missingCar;
  if (args.driverId && !have.drivers.some((d) => d.id === args.driverId)) return BusMsg.missingDriver;
  return null;
}

/** The first route a car or driver is assigned to (it cannot be deleted while one is), or null. */
export function routeUsing(routes: readonly BusRouteRow[], field: 'carId' | 'driverId', id: string): string | null {
  return routes.find((r) => r[field] === id)?.name ?? null;
}
