import type { FastifyInstance } from 'fastify';
import { schoolYearByDateQuerySchema, termQuerySchema, termSaveSchema, MEMBER } from '@contract';
import { getTermInfo } from '../services/term/get-term-info';
import { saveTerm } from '../services/term/save-term';
import { schoolYearByDate } from '../services/term/school-year-by-date';
import type { RouteDeps } from './deps';
import { body, query, serviceRoutes } from './service-route';

/** Term activation (/JCSZ/YLSZ): read and set the school year and term; the school year of a day. */
export function termRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  route('GET', '/park/bj/term/info', { permission: MEMBER, input: query(termQuerySchema), run: getTermInfo });
  route('POST', '/park/bj/term/save', { permission: '/JCSZ/YLSZ:edit', input: body(termSaveSchema), run: saveTerm });
  route('GET', '/park/bj/term/schoolYearByDate', { permission: MEMBER, input: query(schoolYearByDateQuerySchema), run: schoolYearByDate });
}
