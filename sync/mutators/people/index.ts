import type { DomainMutators } from '../types';
import { classMutators } from './classes';
import { enrolmentMutators } from './enrolment';
import { guardianMutators } from './guardians';
import { staffMutators } from './staff';
import { studentMutators } from './students';

/** The people domain's client mutators, by area (sync/mutators/index.ts joins the domains). */
export const PEOPLE_MUTATORS = {
  schoolRecords: { ...classMutators, ...studentMutators, ...guardianMutators },
  enrolment: enrolmentMutators,
  staff: staffMutators,
} satisfies DomainMutators<'people'>;
