import type { FastifyInstance } from 'fastify';
import { incrementalInfoQuerySchema, type MapConfig, MONITOR_PAGE, operationInfoQuerySchema, scrollInfoQuerySchema } from '@contract';
import { getIncrementalInfo } from '../services/bus/monitoring/get-incremental-info';
import { getOperationInfo } from '../services/bus/monitoring/get-operation-info';
import { getScrollInfo } from '../services/bus/monitoring/get-scroll-info';
import type { RouteDeps } from './deps';
import { query, serviceRoutes } from './service-route';

/** The bus pages' section: playback draws the same map. */
const BUS = '/HQGL/ZHXC';

/**
 * Live monitoring (校车监控, docs/bus-tracking.md "Monitoring"): the whole state, its changes since a cursor, the
 * ticker, and the map's tile layer. The pushes go over the bus socket (routes/bus-ops.ts).
 */
export function busMonitoringRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  route('GET', '/v2/monitoring/getOperationInfo', {
    permission: MONITOR_PAGE,
    input: query(operationInfoQuerySchema),
    run: getOperationInfo,
  });
  route('GET', '/v2/monitoring/getIncrementalInfo', {
    permission: MONITOR_PAGE,
    input: query(incrementalInfoQuerySchema),
    run: getIncrementalInfo,
  });
  route('GET', '/v2/monitoring/getScrollInfo', { permission: MONITOR_PAGE, input: query(scrollInfoQuerySchema), run: getScrollInfo });
  route('GET', '/v2/monitoring/getMapConfig', {
    permission: BUS,
    input: query(operationInfoQuerySchema),
    run: async (ctx): Promise<MapConfig> => ({ tiles: ctx.config.mapTiles }),
  });
}
