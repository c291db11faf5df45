import type { AreaDecl } from '../area';
import { VACCINATIONS } from './vaccinations';

/** The health domain's areas (保健管理, docs/health.md), in menu order (contract/areas.ts joins the domains). */
export const HEALTH_AREAS = {
  vaccinations: VACCINATIONS,
} as const satisfies Record<string, AreaDecl>;
