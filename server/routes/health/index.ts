import type { DomainServer } from '../deps';
import { healthCheckRoutes } from './checks';
import { HEALTH_CHECKS_MUTATORS } from '../../services/health/checks/checks-mutators';
import { healthRecordRoutes } from './health-records';
import { HEALTH_RECORDS_MUTATORS } from '../../services/health/health-records/health-records-mutators';
import { MEDICATION_MUTATORS } from '../../services/health/medication/medication-mutators';
import { medicationRoutes } from './medication';
import { vaccinationRoutes } from './vaccinations';
import { VACCINATIONS_MUTATORS } from '../../services/health/vaccinations/vaccinations-mutators';

/**
 * The health domain on the server (保健管理, docs/health.md): each area's routes and mutation services (a contract
 * area or mutation left out is a type error).
 */
export const HEALTH_SERVER = {
  healthChecks: { routes: [healthCheckRoutes], services: HEALTH_CHECKS_MUTATORS },
  healthRecords: { routes: [healthRecordRoutes], services: HEALTH_RECORDS_MUTATORS },
  medication: { routes: [medicationRoutes], services: MEDICATION_MUTATORS },
  vaccinations: { routes: [vaccinationRoutes], services: VACCINATIONS_MUTATORS },
} as const satisfies DomainServer<'health'>;
