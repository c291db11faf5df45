import { ENROLMENT_WRITE_CALLS, enrolmentCalls } from '@contract/people/enrolment-calls';
import type { FastifyInstance } from 'fastify';
import { getEnrolmentStatistics } from '../../services/people/enrolment/enrolment-statistics';
import { listEnrolments } from '../../services/people/enrolment/list-enrolments';
import type { RouteDeps } from '../deps';
import { serviceRoutes } from '../service-route';

export function enrolmentRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  for (const { call, mutation } of ENROLMENT_WRITE_CALLS) {
    route(call, {
      input: (req) => req.body,
      run: (ctx, args) => deps.parts.mutations.run(ctx, mutation, args),
      tx: true,
    });
  }
  route(enrolmentCalls.enrollmentManagementList, { run: (ctx, q: { schoolId: number }) => listEnrolments(ctx, q.schoolId) });
  route(enrolmentCalls.parkEnrollmentStatistics, { run: (ctx, q: { schoolId: number }) => getEnrolmentStatistics(ctx, q.schoolId) });
}
