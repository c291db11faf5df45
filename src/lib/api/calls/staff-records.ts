import { staffRecordsCalls } from '@contract/people/staff-calls';
import { call } from '../call';
import type { StaffOptions } from '@contract/people/staff';
import type { SheetRecord } from '@contract/xlsx';
import type { RequestOptions } from '../client';

/** GET /park/emp/options: the school's departments and positions, what the staff form offers. */
export const getStaffOptions = (schoolId: number, options: Pick<RequestOptions, 'quiet' | 'signal'> = {}): Promise<StaffOptions> =>
  call(staffRecordsCalls.staffOptions, { schoolId }, options);

/**
 * POST /park/emp/import: the dry run's records, checked again against the school (a phone that is no member, a
 * department or position not of the school) and written all in one transaction or none. Online only; the profiles
 * then arrive through sync.
 */
export const importStaff = (schoolId: number, rows: SheetRecord[], dryRun = false) =>
  call(staffRecordsCalls.importStaff, { schoolId, rows, dryRun });
