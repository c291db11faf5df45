import { SCHOOL_RECORD_WRITE_CALLS, schoolRecordsCalls } from '@contract/people/school-records-calls';
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../deps';
import { importStudents } from '../../services/people/students/import-students';
import { serviceRoutes } from '../service-route';

export function schoolRecordRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  for (const { call, mutation } of SCHOOL_RECORD_WRITE_CALLS) {
    route(call, {
      input: (req) => req.body,
      run: (ctx, args) => deps.parts.mutations.run(ctx, mutation, args),
      tx: true,
    });
  }
  // The xlsx import (docs/xlsx.md): every row or none, in one transaction; adding children, so the right to add.
  route(schoolRecordsCalls.importStudents, { run: importStudents, msg: (input) => `成功导入${input.rows.length}条`, tx: true });
}
