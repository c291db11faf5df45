import { defineCall } from '../call';
import { MUTATION_DECLS } from '../areas';
import {
  STAFF_IMPORT,
  STAFF_PAGE,
  staffImportInputSchema,
  staffListQuerySchema,
  staffOptionsSchema,
  staffSchoolQuerySchema,
} from './staff';
import { MUTATIONS } from '../sync/mutations';
import { z } from '../zod-locale';

/** The HTTP calls of server/routes/people/staff.ts, as the client makes them (contract/call.ts). */
export const staffRecordsCalls = {
  listStaff: defineCall({ method: 'GET', path: '/park/emp/list', permission: STAFF_PAGE, input: staffListQuerySchema }),
  staffOptions: defineCall({
    method: 'GET',
    path: '/park/emp/options',
    permission: STAFF_PAGE,
    input: staffSchoolQuerySchema,
    output: staffOptionsSchema,
  }),
  saveStaffProfile: defineCall({
    method: 'POST',
    path: '/park/emp/save',
    permission: MUTATION_DECLS['staffProfile.save'].permission,
    input: MUTATIONS['staffProfile.save'],
  }),
  setStaffStatus: defineCall({
    method: 'POST',
    path: '/park/emp/status',
    permission: MUTATION_DECLS['staffProfile.setStatus'].permission,
    input: MUTATIONS['staffProfile.setStatus'],
  }),
  saveStaffCredential: defineCall({
    method: 'POST',
    path: '/park/emp/credential/save',
    permission: MUTATION_DECLS['staffCredential.save'].permission,
    input: MUTATIONS['staffCredential.save'],
  }),
  deleteStaffCredential: defineCall({
    method: 'POST',
    path: '/park/emp/credential/delete',
    permission: MUTATION_DECLS['staffCredential.delete'].permission,
    input: MUTATIONS['staffCredential.delete'],
  }),
  importStaff: defineCall({
    method: 'POST',
    path: '/park/emp/import',
    permission: STAFF_IMPORT,
    input: staffImportInputSchema,
    output: z.object({
      count: z.number().int(),
      errors: z.array(z.object({ row: z.number().int(), column: z.string(), message: z.string() })),
    }),
  }),
};
