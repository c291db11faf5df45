import type { AreaServices } from '../../area-services';
import { entrustMedication } from './entrust-medication';
import { giveDose } from './give-dose';
import { stopMedication } from './stop-medication';

/** 喂药登记's mutation name → the service its REST route runs (listed with its routes in server/routes/health/index.ts). */
export const MEDICATION_MUTATORS = {
  'medication.entrust': entrustMedication,
  'medication.stop': stopMedication,
  'medication.give': giveDose,
} as const satisfies AreaServices<'medication'>;
