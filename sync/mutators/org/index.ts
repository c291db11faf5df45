import type { DomainMutators } from '../types';
import { approvalMutators } from './approvals';
import { sealMutators } from './seals';

/** The organisation domain's client mutators, by area (sync/mutators/index.ts joins the domains). */
export const ORG_MUTATORS = {
  approvals: approvalMutators,
  seals: sealMutators,
} satisfies DomainMutators<'org'>;
