import type { AreaServices } from '../../area-services';
import { deleteCheckup } from './delete-checkup';
import { saveCheckup } from './save-checkup';
import { saveHealthProfile } from './save-health-profile';

/** 健康档案 mutation name → the service its REST route runs (server/routes/health/index.ts). */
export const HEALTH_RECORDS_MUTATORS = {
  'checkup.save': saveCheckup,
  'checkup.delete': deleteCheckup,
  'healthProfile.save': saveHealthProfile,
} as const satisfies AreaServices<'healthRecords'>;
