import type { AreaServices } from '../../area-services';
import { assignEnrolment } from './assign-enrolment';
import { createEnrolment } from './create-enrolment';
import { deleteEnrolment } from './delete-enrolment';
import { admitEnrolment, rejectEnrolment } from './review-enrolment';
import { updateEnrolment } from './update-enrolment';

/** Enrolment mutation name → its service (push and the REST routes run the same). */
export const ENROLMENT_MUTATORS = {
  'enrolment.create': createEnrolment,
  'enrolment.update': updateEnrolment,
  'enrolment.delete': deleteEnrolment,
  'enrolment.admit': admitEnrolment,
  'enrolment.reject': rejectEnrolment,
  'enrolment.assign': assignEnrolment,
} as const satisfies AreaServices<'enrolment'>;
