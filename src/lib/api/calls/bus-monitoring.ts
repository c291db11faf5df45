import { busMonitoringCalls } from '@contract/bus/monitoring-calls';
import { call } from '../call';
import type { RequestOptions } from '../client';

type Quiet = Pick<RequestOptions, 'quiet' | 'signal'>;

/** 校车监控 (docs/bus-tracking.md "Monitoring"): the whole state, its changes since a cursor, the ticker, the tiles. */
export const getOperationInfo = (schoolId: number, options: Quiet = {}) => call(busMonitoringCalls.getOperationInfo, { schoolId }, options);
export const getIncrementalInfo = (schoolId: number, since: number, options: Quiet = {}) =>
  call(busMonitoringCalls.getIncrementalInfo, { schoolId, since }, options);
export const getScrollInfo = (schoolId: number, limit = 30, options: Quiet = {}) =>
  call(busMonitoringCalls.getScrollInfo, { schoolId, limit }, options);
export const getMapConfig = (schoolId: number, options: Quiet = {}) =>
  call(busMonitoringCalls.monitoringGetMapConfig, { schoolId }, options);
