import type { DomainServer } from '../deps';
import { healthCheckRoutes } from './checks';
import { HEALTH_CHECKS_MUTATORS } from '../../services/health/checks/checks-mutators';

/**
 * The health domain on the server (保健管理, docs/health.md): each area's routes and mutation services (a contract
 * area or mutation left out is a type error).
 */
export const HEALTH_SERVER = {
  healthChecks: { routes: [healthCheckRoutes], services: HEALTH_CHECKS_MUTATORS },
} as const satisfies DomainServer<'health'>;
