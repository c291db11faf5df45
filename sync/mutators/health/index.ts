import type { DomainMutators } from '../types';
import { healthChecksMutators } from './checks';
import { healthRecordMutators } from './health-records';
import { medicationMutators } from './medication';
import { vaccinationMutators } from './vaccinations';

/** The health domain's client mutators, by area (sync/mutators/index.ts joins the domains). */
export const HEALTH_MUTATORS = {
  healthChecks: healthChecksMutators,
  healthRecords: healthRecordMutators,
  vaccinations: vaccinationMutators,
  medication: medicationMutators,
} satisfies DomainMutators<'health'>;
