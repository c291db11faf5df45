import type { DomainServices } from '../area-services';
import { ENROLMENT_MUTATORS } from './enrolment/enrolment-mutators';
import { SCHOOL_RECORDS_MUTATORS } from './school-records/school-records-mutators';
import { STAFF_RECORDS_MUTATORS } from './staff/staff-records-mutators';

/** The people domain's mutation services, by area (server/services/mutations.ts joins the domains). */
export const PEOPLE_MUTATIONS = {
  schoolRecords: SCHOOL_RECORDS_MUTATORS,
  enrolment: ENROLMENT_MUTATORS,
  staff: STAFF_RECORDS_MUTATORS,
} as const satisfies DomainServices<'people'>;
