import type { DomainMutators } from '../types';

/** The health domain's client mutators, by area (sync/mutators/index.ts joins the domains). */
export const HEALTH_MUTATORS = {} satisfies DomainMutators<'health'>;
