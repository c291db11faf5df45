import type { AreaServices } from '../../area-services';
import { removeVaccineCheck } from './remove-vaccine-check';
import { removeVaccineDose } from './remove-vaccine-dose';
import { saveVaccineCheck } from './save-vaccine-check';
import { saveVaccineDose } from './save-vaccine-dose';

/** 疫苗接种's mutation name → the service its REST route and push run. */
export const VACCINATIONS_MUTATORS = {
  'vaccineDose.save': saveVaccineDose,
  'vaccineDose.remove': removeVaccineDose,
  'vaccineCheck.save': saveVaccineCheck,
  'vaccineCheck.remove': removeVaccineCheck,
} as const satisfies AreaServices<'vaccinations'>;
