import type { DomainMutators } from '../types';
import { healthRecordMutators } from './health-records';

/** The health domain's client mutators, by area (sync/mutators/index.ts joins the domains). */
export const HEALTH_MUTATORS = {
  healthRecords: healthRecordMutators,
} satisfies DomainMutators<'health'>;
