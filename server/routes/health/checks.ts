import { healthCheckCalls } from '@contract/health/checks-calls';
import type { FastifyInstance } from 'fastify';
import { allNormal } from '../../services/health/checks/all-normal';
import { checkClassSchool, listCheckClassDay } from '../../services/health/checks/list-class-day';
import { recordCheck } from '../../services/health/checks/record-check';
import { saveFollowUp } from '../../services/health/checks/save-follow-up';
import type { RouteDeps } from '../deps';
import { serviceRoutes } from '../service-route';

/** 晨午检 (SPEC §7 /park/health) for clients that do not sync: a class's checks of a day, and the three writes. */
export function healthCheckRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  route(healthCheckCalls.listClassDay, { schoolOf: (ctx, input) => checkClassSchool(ctx, input.classId), run: listCheckClassDay });
  route(healthCheckCalls.recordCheck, { run: recordCheck, tx: true });
  route(healthCheckCalls.allNormal, { run: allNormal, tx: true });
  route(healthCheckCalls.saveFollowUp, { run: saveFollowUp, tx: true });
}
