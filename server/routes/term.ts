import type { FastifyInstance } from 'fastify';
import { MEMBER, schoolYearByDateQuerySchema, TERM_EDIT_PERMISSION, termQuerySchema, termSaveSchema } from '@contract';
import { getTermInfo } from '../services/term/get-term-info';
import { NO_TERM_PERMISSION_MSG, saveTerm } from '../services/term/save-term';
import { schoolYearByDate } from '../services/term/school-year-by-date';
import type { RouteDeps } from './deps';
import { body, query, serviceRoutes } from './service-route';

/** Term activation (/JCSZ/YLSZ): read and set the school year and term; the school year of a day. */
export function termRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  route('GET', '/park/bj/term/info', { permission: MEMBER, input: query(termQuerySchema), run: getTermInfo });
  route('POST', '/park/bj/term/save', {
    permission: TERM_EDIT_PERMISSION,
    deniedMsg: NO_TERM_PERMISSION_MSG,
    input: body(termSaveSchema),
    run: saveTerm,
  });
  route('GET', '/park/bj/term/schoolYearByDate', { permission: MEMBER, input: query(schoolYearByDateQuerySchema), run: schoolYearByDate });
}
