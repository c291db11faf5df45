import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from './deps';

/** Shell calls of SPEC §7; being built (issue 4). */
export function schoolOrderRoutes(_app: FastifyInstance, _deps: RouteDeps): void {}
