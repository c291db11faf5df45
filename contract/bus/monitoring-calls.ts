import { defineCall, unchecked } from '../call';
const BUS = '/HQGL/ZHXC';
import {
  type IncrementalInfo,
  incrementalInfoQuerySchema,
  type MapConfig,
  MONITOR_PAGE,
  type OperationInfo,
  operationInfoQuerySchema,
  scrollInfoQuerySchema,
  type ScrollItem,
} from './monitoring';

/** The HTTP calls of server/routes/bus/monitoring.ts, as the client makes them (contract/call.ts). */
export const busMonitoringCalls = {
  getOperationInfo: defineCall({
    method: 'GET',
    path: '/v2/monitoring/getOperationInfo',
    permission: MONITOR_PAGE,
    input: operationInfoQuerySchema,
    output: unchecked<OperationInfo>(),
  }),
  getIncrementalInfo: defineCall({
    method: 'GET',
    path: '/v2/monitoring/getIncrementalInfo',
    permission: MONITOR_PAGE,
    input: incrementalInfoQuerySchema,
    output: unchecked<IncrementalInfo>(),
  }),
  getScrollInfo: defineCall({
    method: 'GET',
    path: '/v2/monitoring/getScrollInfo',
    permission: MONITOR_PAGE,
    input: scrollInfoQuerySchema,
    output: unchecked<ScrollItem[]>(),
  }),
  monitoringGetMapConfig: defineCall({
    method: 'GET',
    path: '/v2/monitoring/getMapConfig',
    permission: BUS,
    input: operationInfoQuerySchema,
    output: unchecked<MapConfig>(),
  }),
};
