import { defineCall } from '../call';
import { MUTATION_DECLS } from '../areas';
import { healthCheckAllNormalSchema, healthCheckClassDayQuerySchema, healthCheckRecordSchema, illnessFollowUpSaveSchema } from './checks';

/** The HTTP calls of server/routes/health/checks.ts (SPEC §7 /park/health), as the client makes them (contract/call.ts). */
export const healthCheckCalls = {
  listClassDay: defineCall({
    method: 'GET',
    path: '/park/health/check/classDay',
    permission: '/WSBJ/CWJ',
    input: healthCheckClassDayQuerySchema,
  }),
  recordCheck: defineCall({
    method: 'POST',
    path: '/park/health/check/record',
    permission: MUTATION_DECLS['healthCheck.record'].permission,
    input: healthCheckRecordSchema,
  }),
  allNormal: defineCall({
    method: 'POST',
    path: '/park/health/check/allNormal',
    permission: MUTATION_DECLS['healthCheck.allNormal'].permission,
    input: healthCheckAllNormalSchema,
  }),
  saveFollowUp: defineCall({
    method: 'POST',
    path: '/park/health/illness/save',
    permission: MUTATION_DECLS['illnessFollowUp.save'].permission,
    input: illnessFollowUpSaveSchema,
  }),
};
