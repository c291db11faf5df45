import type { DomainMutators } from '../types';
import { vaccinationMutators } from './vaccinations';

/** The health domain's client mutators, by area (sync/mutators/index.ts joins the domains). */
export const HEALTH_MUTATORS = {
  vaccinations: vaccinationMutators,
} satisfies DomainMutators<'health'>;
