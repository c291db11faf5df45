import type { FastifyInstance } from 'fastify';
import {
  MUTATION_DECLS,
  MUTATIONS,
  STAFF_IMPORT,
  STAFF_PAGE,
  staffImportInputSchema,
  staffListQuerySchema,
  staffSchoolQuerySchema,
} from '@contract';
import { deleteStaffCredential, saveStaffCredential } from '../services/people/staff/save-staff-credential';
import { importStaff } from '../services/people/staff/import-staff';
import { listStaff } from '../services/people/staff/list-staff';
import { staffOptions } from '../services/people/staff/staff-options';
import { saveStaffProfile } from '../services/people/staff/save-staff-profile';
import { setStaffStatus } from '../services/people/staff/set-staff-status';
import type { RouteDeps } from './deps';
import { body, query, serviceRoutes } from './service-route';

/**
 * SPEC §7 "/park/emp" (教职工管理) for clients that do not sync (the app writes through the sync mutations, the same
 * services): the school's records, saving a profile, changing a status, credentials, and the import (dry run or
 * not). The export is made on the device from its replica (docs/xlsx.md).
 */
export function staffRecordsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  const base = '/park/emp';
  route('GET', `${base}/list`, { permission: STAFF_PAGE, input: query(staffListQuerySchema), run: listStaff });
  route('GET', `${base}/options`, { permission: STAFF_PAGE, input: query(staffSchoolQuerySchema), run: staffOptions });
  const tx = true;
  route('POST', `${base}/save`, {
    permission: MUTATION_DECLS['staffProfile.save'].permission,
    input: body(MUTATIONS['staffProfile.save']),
    run: saveStaffProfile,
    tx,
  });
  route('POST', `${base}/status`, {
    permission: MUTATION_DECLS['staffProfile.setStatus'].permission,
    input: body(MUTATIONS['staffProfile.setStatus']),
    run: setStaffStatus,
    tx,
  });
  route('POST', `${base}/credential/save`, {
    permission: MUTATION_DECLS['staffCredential.save'].permission,
    input: body(MUTATIONS['staffCredential.save']),
    run: saveStaffCredential,
    tx,
  });
  route('POST', `${base}/credential/delete`, {
    permission: MUTATION_DECLS['staffCredential.delete'].permission,
    input: body(MUTATIONS['staffCredential.delete']),
    run: deleteStaffCredential,
    tx,
  });
  route('POST', `${base}/import`, { permission: STAFF_IMPORT, input: body(staffImportInputSchema), run: importStaff, tx: true });
}
