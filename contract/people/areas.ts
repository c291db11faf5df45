import type { AreaDecl } from '../area';
import { ENROLMENT } from './enrolment';
import { SCHOOL_RECORDS } from './school-records';
import { STAFF_RECORDS } from './staff';

/** The people domain's areas, in menu order (contract/areas.ts joins the domains). */
export const PEOPLE_AREAS = {
  schoolRecords: SCHOOL_RECORDS,
  enrolment: ENROLMENT,
  staff: STAFF_RECORDS,
} as const satisfies Record<string, AreaDecl>;
