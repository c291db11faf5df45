import { defineCall } from '../call';
import { enrolmentStatsQuerySchema } from './enrolment';

/** The HTTP calls of server/routes/enrolment.ts, as the client makes them (contract/call.ts). */
export const enrolmentCalls = {
  enrollmentManagementList: defineCall({
    method: 'GET',
    path: '/park/EnrollmentManagement/list',
    permission: '/YWGL/ZSGL',
    input: enrolmentStatsQuerySchema,
  }),
  parkEnrollmentStatistics: defineCall({
    method: 'GET',
    path: '/park/enrollmentStatistics',
    permission: '/YWGL/ZSGL',
    input: enrolmentStatsQuerySchema,
  }),
};
