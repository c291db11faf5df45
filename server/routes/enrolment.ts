import { enrolmentCalls } from '@contract/people/enrolment-calls';
import type { FastifyInstance } from 'fastify';
import { MUTATION_DECLS, type MutationName } from '@contract';
import { runMutation } from '../services/mutations';
import { getEnrolmentStatistics } from '../services/people/enrolment/enrolment-statistics';
import { listEnrolments } from '../services/people/enrolment/list-enrolments';
import type { RouteDeps } from './deps';
import { serviceRoutes } from './service-route';

/** SPEC §7 /park/EnrollmentManagement and /park/enrollmentStatistics: each write runs its sync mutation's service. */
const WRITES: ReadonlyArray<readonly [path: string, mutation: MutationName]> = [
  ['/park/EnrollmentManagement/add', 'enrolment.create'],
  ['/park/EnrollmentManagement/update', 'enrolment.update'],
  ['/park/EnrollmentManagement/delete', 'enrolment.delete'],
  ['/park/EnrollmentManagement/admit', 'enrolment.admit'],
  ['/park/EnrollmentManagement/reject', 'enrolment.reject'],
  ['/park/EnrollmentManagement/assign', 'enrolment.assign'],
];

export function enrolmentRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  for (const [path, mutation] of WRITES) {
    route('POST', path, {
      permission: MUTATION_DECLS[mutation].permission,
      input: (req) => req.body,
      run: (ctx, args) => runMutation(ctx, mutation, args),
      tx: true,
    });
  }
  route(enrolmentCalls.enrollmentManagementList, { run: (ctx, q: { schoolId: number }) => listEnrolments(ctx, q.schoolId) });
  route(enrolmentCalls.parkEnrollmentStatistics, { run: (ctx, q: { schoolId: number }) => getEnrolmentStatistics(ctx, q.schoolId) });
}
