import { busMonitoringCalls } from '@contract/bus/monitoring-calls';
import type { FastifyInstance } from 'fastify';
import type { MapConfig } from '@contract';
import { getIncrementalInfo } from '../../services/bus/monitoring/get-incremental-info';
import { getOperationInfo } from '../../services/bus/monitoring/get-operation-info';
import { getScrollInfo } from '../../services/bus/monitoring/get-scroll-info';
import type { RouteDeps } from '../deps';
import { serviceRoutes } from '../service-route';

/** The bus pages' section: playback draws the same map. */

/**
 * Live monitoring (校车监控, docs/bus-tracking.md "Monitoring"): the whole state, its changes since a cursor, the
 * ticker, and the map's tile layer. The pushes go over the bus socket (routes/bus-ops.ts).
 */
export function busMonitoringRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  route(busMonitoringCalls.getOperationInfo, { run: getOperationInfo });
  route(busMonitoringCalls.getIncrementalInfo, { run: getIncrementalInfo });
  route(busMonitoringCalls.getScrollInfo, { run: getScrollInfo });
  route(busMonitoringCalls.monitoringGetMapConfig, { run: async (ctx): Promise<MapConfig> => ({ tiles: ctx.config.mapTiles }) });
}
