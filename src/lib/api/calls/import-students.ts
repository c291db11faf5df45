import { schoolRecordsCalls } from '@contract/people/school-records-calls';
import { call } from '../call';
import type { SheetRecord } from '@contract/xlsx';
import type { ImportStudentsResult } from '@contract/people/student-sheet';

/**
 * POST /park/importStudents: the dry run's records, written by the server all in one transaction or none (it checks
 * every row again and names the first bad one). Online only; the children then arrive through sync.
 */
export const importStudents = (schoolId: number, rows: SheetRecord[]): Promise<ImportStudentsResult> =>
  call(schoolRecordsCalls.importStudents, { schoolId, rows });
