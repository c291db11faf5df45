import type { DomainMutators } from '../types';
import { healthChecksMutators } from './checks';

/** The health domain's client mutators, by area (sync/mutators/index.ts joins the domains). */
export const HEALTH_MUTATORS = {
  healthChecks: healthChecksMutators,
} satisfies DomainMutators<'health'>;
