import { staffRecordsCalls } from '@contract/people/staff-calls';
import type { FastifyInstance } from 'fastify';
import { deleteStaffCredential, saveStaffCredential } from '../../services/people/staff/save-staff-credential';
import { importStaff } from '../../services/people/staff/import-staff';
import { listStaff } from '../../services/people/staff/list-staff';
import { staffOptions } from '../../services/people/staff/staff-options';
import { saveStaffProfile } from '../../services/people/staff/save-staff-profile';
import { setStaffStatus } from '../../services/people/staff/set-staff-status';
import type { RouteDeps } from '../deps';
import { serviceRoutes } from '../service-route';

/**
 * SPEC §7 "/park/emp" (教职工管理) for clients that do not sync (the app writes through the sync mutations, the same
 * services): the school's records, saving a profile, changing a status, credentials, and the import (dry run or
 * not). The export is made on the device from its replica (docs/xlsx.md).
 */
export function staffRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  route(staffRecordsCalls.listStaff, { run: listStaff });
  route(staffRecordsCalls.staffOptions, { run: staffOptions });
  const tx = true;
  route(staffRecordsCalls.saveStaffProfile, { run: saveStaffProfile, tx });
  route(staffRecordsCalls.setStaffStatus, { run: setStaffStatus, tx });
  route(staffRecordsCalls.saveStaffCredential, { run: saveStaffCredential, tx });
  route(staffRecordsCalls.deleteStaffCredential, { run: deleteStaffCredential, tx });
  route(staffRecordsCalls.importStaff, { run: importStaff, tx: true });
}
