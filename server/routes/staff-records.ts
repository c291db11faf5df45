import { staffRecordsCalls } from '@contract/staff-records-calls';
import type { FastifyInstance } from 'fastify';
import { deleteStaffCredential, saveStaffCredential } from '../services/staff-records/save-staff-credential';
import { importStaff } from '../services/staff-records/import-staff';
import { listStaff } from '../services/staff-records/list-staff';
import { staffOptions } from '../services/staff-records/staff-options';
import { saveStaffProfile } from '../services/staff-records/save-staff-profile';
import { setStaffStatus } from '../services/staff-records/set-staff-status';
import type { RouteDeps } from './deps';
import { serviceRoutes } from './service-route';

/**
 * SPEC §7 "/park/emp" (教职工管理) for clients that do not sync (the app writes through the sync mutations, the same
 * services): the school's records, saving a profile, changing a status, credentials, and the import (dry run or
 * not). The export is made on the device from its replica (docs/xlsx.md).
 */
export function staffRecordsRoutes(app: FastifyInstance, deps: RouteDeps): void {
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
