import { MUTATION_DECLS } from '@contract';
import type { FastifyInstance } from 'fastify';
import type { MutationName } from '@contract';
import { runMutation } from '../services/mutations';
import type { RouteDeps } from './deps';
import { serviceRoutes } from './service-route';

/** REST paths of the class and student operations; each runs the same service as its sync mutation. */
const ROUTES: ReadonlyArray<readonly [path: string, mutation: MutationName]> = [
  ['/park/class/add', 'class.create'],
  ['/park/class/update', 'class.update'],
  ['/park/class/delete', 'class.delete'],
  ['/park/baby/add', 'student.create'],
  ['/park/baby/update', 'student.update'],
  ['/park/baby/delete', 'student.delete'],
];

export function schoolRecordRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  for (const [path, mutation] of ROUTES) {
    route('POST', path, {
      permission: MUTATION_DECLS[mutation].permission,
      input: (req) => req.body,
      run: (ctx, args) => runMutation(ctx, mutation, args),
      tx: true,
    });
  }
}
