import type { DomainMutators } from '../types';
import { healthRecordMutators } from './health-records';
import { medicationMutators } from './medication';

/** The health domain's client mutators, by area (sync/mutators/index.ts joins the domains). */
export const HEALTH_MUTATORS = {
  healthRecords: healthRecordMutators,
  medication: medicationMutators,
} satisfies DomainMutators<'health'>;
