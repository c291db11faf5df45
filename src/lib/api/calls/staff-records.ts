import { type StaffOptions, staffOptionsSchema } from '@contract/people/staff';
import type { SheetRecord } from '@contract/xlsx';
import { z } from 'zod';
import { request, type RequestOptions } from '../client';

/** GET /park/emp/options: the school's departments and positions, what the staff form offers. */
export const getStaffOptions = (schoolId: number, options: Pick<RequestOptions, 'quiet' | 'signal'> = {}): Promise<StaffOptions> =>
  request('/park/emp/options', { ...options, params: { schoolId }, schema: staffOptionsSchema });

const importResultSchema = z.object({
  count: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), column: z.string(), message: z.string() })),
});
/**
 * POST /park/emp/import: the dry run's records, checked again against the school (a phone that is no member, a
 * department or position not of the school) and written all in one transaction or none. Online only; the profiles
 * then arrive through sync.
 */
export const importStaff = (schoolId: number, rows: SheetRecord[], dryRun = false) =>
  request('/park/emp/import', { json: { schoolId, rows, dryRun }, schema: importResultSchema });
