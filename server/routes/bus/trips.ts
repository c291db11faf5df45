import { busTripsCalls } from '@contract/bus/trips-calls';
import type { FastifyInstance } from 'fastify';
import { listTripMessages } from '../../services/bus/trips/list-trip-messages';
import type { RouteDeps } from '../deps';
import { serviceRoutes } from '../service-route';

/** The school bus trips' reads: the parents' messages of a trip (contract/bus/messages.ts). */
export function busTripRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  route(busTripsCalls.listTripMessages, { run: listTripMessages });
}
