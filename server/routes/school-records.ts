import type { FastifyInstance } from 'fastify';
import { type MutationName, ok } from '@contract';
import { runMutation } from '../sync/mutators';
import type { RouteDeps } from './deps';

/** REST paths of the class and student operations; each runs the same service as its sync mutation. */
const ROUTES: ReadonlyArray<readonly [path: string, mutation: MutationName]> = [
  ['/park/class/add', 'class.create'],
  ['/park/class/update', 'class.update'],
  ['/park/class/delete', 'class.delete'],
  ['/park/baby/add', 'student.create'],
  ['/park/baby/update', 'student.update'],
  ['/park/baby/delete', 'student.delete'],
];

export function schoolRecordRoutes(app: FastifyInstance, { authed }: RouteDeps): void {
  for (const [path, mutation] of ROUTES) {
    app.post(path, async (req) => {
      const ctx = authed(req);
      return ok(await ctx.db.transaction((tx) => runMutation({ ...ctx, db: tx }, mutation, req.body)));
    });
  }
}
