import type { IncrementalInfo, MapConfig, OperationInfo, ScrollItem } from '@contract/bus/monitoring';
import type { RequestOptions } from '../client';
import { request } from '../client';

type Quiet = Pick<RequestOptions, 'quiet' | 'signal'>;

/** 校车监控 (docs/bus-tracking.md "Monitoring"): the whole state, its changes since a cursor, the ticker, the tiles. */
export const getOperationInfo = (schoolId: number, options: Quiet = {}) =>
  request<OperationInfo>('/v2/monitoring/getOperationInfo', { ...options, params: { schoolId } });
export const getIncrementalInfo = (schoolId: number, since: number, options: Quiet = {}) =>
  request<IncrementalInfo>('/v2/monitoring/getIncrementalInfo', { ...options, params: { schoolId, since } });
export const getScrollInfo = (schoolId: number, limit = 30, options: Quiet = {}) =>
  request<ScrollItem[]>('/v2/monitoring/getScrollInfo', { ...options, params: { schoolId, limit } });
export const getMapConfig = (schoolId: number, options: Quiet = {}) =>
  request<MapConfig>('/v2/monitoring/getMapConfig', { ...options, params: { schoolId } });
