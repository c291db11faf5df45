import { defineCall } from '../call';
import { mutationCall } from '../mutation-call';
import { enrolmentStatsQuerySchema } from './enrolment';

/** The HTTP calls of server/routes/people/enrolment.ts, as the client makes them (contract/call.ts). */
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

/** SPEC §7 /park/EnrollmentManagement and /park/enrollmentStatistics: each write runs its sync mutation's service. */
export const ENROLMENT_WRITE_CALLS = [
  mutationCall('/park/EnrollmentManagement/add', 'enrolment.create'),
  mutationCall('/park/EnrollmentManagement/update', 'enrolment.update'),
  mutationCall('/park/EnrollmentManagement/delete', 'enrolment.delete'),
  mutationCall('/park/EnrollmentManagement/admit', 'enrolment.admit'),
  mutationCall('/park/EnrollmentManagement/reject', 'enrolment.reject'),
  mutationCall('/park/EnrollmentManagement/assign', 'enrolment.assign'),
];
