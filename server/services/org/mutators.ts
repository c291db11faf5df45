import type { DomainServices } from '../area-services';
import { APPROVALS_MUTATORS } from './approvals/approvals-mutators';
import { SEALS_MUTATORS } from './seals/seals-mutators';

/** The organisation domain's mutation services, by area (server/services/mutations.ts joins the domains). */
export const ORG_MUTATIONS = {
  approvals: APPROVALS_MUTATORS,
  seals: SEALS_MUTATORS,
} as const satisfies DomainServices<'org'>;
