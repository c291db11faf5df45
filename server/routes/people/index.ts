import type { DomainRoutes } from '../deps';
import { classRoutes } from './classes';
import { enrolmentRoutes } from './enrolment';
import { parentInviteRoutes } from './parent-invites';
import { schoolRecordRoutes } from './school-records';
import { staffRecordsRoutes } from './staff';

/** The people domain's routes: each area's (a contract area left out is a type error), then the domain's others. */
export const PEOPLE_ROUTES = {
  schoolRecords: [schoolRecordRoutes, classRoutes],
  enrolment: [enrolmentRoutes],
  staff: [staffRecordsRoutes],
  parentInvites: [parentInviteRoutes],
} as const satisfies DomainRoutes<'people'>;
