import type { FastifyInstance } from 'fastify';
import { busTripMessagesQuerySchema } from '@contract';
import { listTripMessages } from '../services/bus/trips/list-trip-messages';
import type { RouteDeps } from './deps';
import { query, serviceRoutes } from './service-route';

/** The school bus trips' reads: the parents' messages of a trip (contract/bus/messages.ts). */
export function busTripRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  route('GET', '/api/busTripMessages', { permission: '/HQGL/ZHXC', input: query(busTripMessagesQuerySchema), run: listTripMessages });
}
