import { termCalls } from '@contract/term-calls';
import type { FastifyInstance } from 'fastify';
import { getTermInfo } from '../services/term/get-term-info';
import { NO_TERM_PERMISSION_MSG, saveTerm } from '../services/term/save-term';
import { schoolYearByDate } from '../services/term/school-year-by-date';
import type { RouteDeps } from './deps';
import { serviceRoutes } from './service-route';

/** Term activation (/JCSZ/YLSZ): read and set the school year and term; the school year of a day. */
export function termRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  route(termCalls.getTermInfo, { run: getTermInfo });
  route(termCalls.saveTerm, { deniedMsg: NO_TERM_PERMISSION_MSG, run: saveTerm });
  route(termCalls.schoolYearByDate, { run: schoolYearByDate });
}
