import type { FastifyInstance } from 'fastify';
import { ok, schoolYearByDateQuerySchema, termQuerySchema, termSaveSchema } from '@contract';
import { parseInput, parseQuery } from '../lib/parse';
import { getTermInfo } from '../services/term/get-term-info';
import { saveTerm } from '../services/term/save-term';
import { schoolYearByDate } from '../services/term/school-year-by-date';
import type { RouteDeps } from './deps';

/** Term activation (/JCSZ/YLSZ): read and set the school year and term; the school year of a day. */
export function termRoutes(app: FastifyInstance, { authed }: RouteDeps): void {
  app.get('/park/bj/term/info', async (req) => ok(await getTermInfo(authed(req), parseQuery(termQuerySchema, req.query))));
  app.post('/park/bj/term/save', async (req) => ok(await saveTerm(authed(req), parseInput(termSaveSchema, req.body))));
  app.get('/park/bj/term/schoolYearByDate', async (req) =>
    ok(await schoolYearByDate(authed(req), parseQuery(schoolYearByDateQuerySchema, req.query))),
  );
}
