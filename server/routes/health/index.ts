import type { DomainServer } from '../deps';
import { vaccinationRoutes } from './vaccinations';
import { VACCINATIONS_MUTATORS } from '../../services/health/vaccinations/vaccinations-mutators';

/**
 * The health domain on the server (保健管理, docs/health.md): each area's routes and mutation services (a contract
 * area or mutation left out is a type error).
 */
export const HEALTH_SERVER = {
  vaccinations: { routes: [vaccinationRoutes], services: VACCINATIONS_MUTATORS },
} as const satisfies DomainServer<'health'>;
