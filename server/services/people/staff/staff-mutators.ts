import type { AreaServices } from '../../area-services';
import { deleteStaffCredential, saveStaffCredential } from './save-staff-credential';
import { saveStaffProfile } from './save-staff-profile';
import { setStaffStatus } from './set-staff-status';

/** Staff records mutation name → the service its REST route runs (listed with its routes in server/routes/<domain>/index.ts). */
export const STAFF_MUTATORS = {
  'staffProfile.save': saveStaffProfile,
  'staffProfile.setStatus': setStaffStatus,
  'staffCredential.save': saveStaffCredential,
  'staffCredential.delete': deleteStaffCredential,
} as const satisfies AreaServices<'staff'>;
