import type { AreaDecl } from '../area';
import { HEALTH_CHECKS } from './checks';
import { HEALTH_RECORDS } from './health-records';
import { MEDICATION } from './medication';
import { VACCINATIONS } from './vaccinations';

/** The health domain's areas (保健管理, docs/health.md), in menu order (contract/areas.ts joins the domains). */
export const HEALTH_AREAS = {
  healthChecks: HEALTH_CHECKS,
  healthRecords: HEALTH_RECORDS,
  vaccinations: VACCINATIONS,
  medication: MEDICATION,
} as const satisfies Record<string, AreaDecl>;
