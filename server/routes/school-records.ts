import { schoolRecordsCalls } from '@contract/people/school-records-calls';
import { MUTATION_DECLS } from '@contract';
import type { FastifyInstance } from 'fastify';
import type { MutationName } from '@contract';
import { runMutation } from '../services/mutations';
import type { RouteDeps } from './deps';
import { importStudents } from '../services/people/students/import-students';
import { serviceRoutes } from './service-route';

/** REST paths of the class and student operations; each runs the same service as its sync mutation. */
const ROUTES: ReadonlyArray<readonly [path: string, mutation: MutationName]> = [
  ['/park/class/add', 'class.create'],
  ['/park/class/update', 'class.update'],
  ['/park/class/delete', 'class.delete'],
  ['/park/baby/add', 'student.create'],
  ['/park/baby/update', 'student.update'],
  ['/park/baby/delete', 'student.delete'],
  ['/park/baby/changeClass', 'student.changeClass'],
  ['/park/baby/leave', 'student.leave'],
  ['/park/baby/graduate', 'student.graduate'],
  ['/park/baby/back', 'student.return'],
  ['/park/baby/guardian/add', 'guardian.create'],
  ['/park/baby/guardian/update', 'guardian.update'],
  ['/park/baby/guardian/delete', 'guardian.delete'],
  ['/park/baby/exception/add', 'studentException.create'],
  ['/park/baby/exception/delete', 'studentException.delete'],
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
  // The xlsx import (docs/xlsx.md): every row or none, in one transaction; adding children, so the right to add.
  route(schoolRecordsCalls.importStudents, { run: importStudents, msg: (input) => `成功导入${input.rows.length}条`, tx: true });
}
