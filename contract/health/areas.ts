import type { AreaDecl } from '../area';
import { HEALTH_CHECKS } from './checks';

/** The health domain's areas (保健管理, docs/health.md), in menu order (contract/areas.ts joins the domains). */
export const HEALTH_AREAS = {
  healthChecks: HEALTH_CHECKS,
} as const satisfies Record<string, AreaDecl>;
