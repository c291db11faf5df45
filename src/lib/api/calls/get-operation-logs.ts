import { operationLogCalls } from '@contract/operation-log-calls';
import { call } from '../call';
import type { OperationLog } from '@contract/operation-log';
import type { Paged } from '@contract/orders/school-orders';
import type { RequestOptions } from '../client';

export interface OperationLogFilter {
  schoolId: number;
  userName?: string;
  module?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  pageNum: number;
  pageSize: number;
}

/** GET /park/operationLog/list: the school's operation log, newest first. */
export const getOperationLogs = (
  filter: OperationLogFilter,
  options: Pick<RequestOptions, 'quiet' | 'signal'> = {},
): Promise<Paged<OperationLog>> => call(operationLogCalls.listOperationLogs, { ...filter }, options);
