import type { AreaServices } from '../../area-services';
import { allNormal } from './all-normal';
import { recordCheck } from './record-check';
import { saveFollowUp } from './save-follow-up';

/** 晨午检 mutation name → the service its REST route runs (listed with its routes in server/routes/health/index.ts). */
export const HEALTH_CHECKS_MUTATORS = {
  'healthCheck.record': recordCheck,
  'healthCheck.allNormal': allNormal,
  'illnessFollowUp.save': saveFollowUp,
} as const satisfies AreaServices<'healthChecks'>;
