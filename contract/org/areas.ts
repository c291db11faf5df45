import type { AreaDecl } from '../area';
import { APPROVALS } from './approvals';
import { SEALS } from './seals';

/** The organisation domain's areas, in menu order (contract/areas.ts joins the domains). */
export const ORG_AREAS = {
  approvals: APPROVALS,
  seals: SEALS,
} as const satisfies Record<string, AreaDecl>;
