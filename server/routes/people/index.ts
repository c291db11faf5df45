import type { DomainServer } from '../deps';
import { classRoutes } from './classes';
import { enrolmentRoutes } from './enrolment';
import { parentInviteRoutes } from './parent-invites';
import { schoolRecordRoutes } from './school-records';
import { staffRoutes } from './staff';
import { ENROLMENT_MUTATORS } from '../../services/people/enrolment/enrolment-mutators';
import { SCHOOL_RECORDS_MUTATORS } from '../../services/people/school-records/school-records-mutators';
import { STAFF_MUTATORS } from '../../services/people/staff/staff-mutators';

/**
 * The people domain on the server: each area's routes and mutation services (a contract area or mutation left out is a
 * type error), then the domain's parts that replicate nothing.
 */
export const PEOPLE_SERVER = {
  schoolRecords: { routes: [schoolRecordRoutes, classRoutes], services: SCHOOL_RECORDS_MUTATORS },
  enrolment: { routes: [enrolmentRoutes], services: ENROLMENT_MUTATORS },
  staff: { routes: [staffRoutes], services: STAFF_MUTATORS },
  parentInvites: { routes: [parentInviteRoutes] },
} as const satisfies DomainServer<'people'>;
