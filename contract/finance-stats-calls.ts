import { FINANCE_STATS_PAGE } from './finance-stats';
import { defineCall } from './call';
import { detailQuerySchema, detailStatsSchema, schoolStatsQuerySchema, schoolStatsSchema } from './finance-stats';

/** The HTTP calls of server/routes/finance-stats.ts, as the client makes them (contract/call.ts). */
export const financeStatsCalls = {
  schoolStats: defineCall({
    method: 'GET',
    path: '/park/static/school',
    permission: FINANCE_STATS_PAGE,
    input: schoolStatsQuerySchema,
    output: schoolStatsSchema,
  }),
  detailStats: defineCall({
    method: 'GET',
    path: '/park/detail',
    permission: FINANCE_STATS_PAGE,
    input: detailQuerySchema,
    output: detailStatsSchema,
  }),
};
