import type { SheetRecord } from '@contract/xlsx';
import { importStudentsResultSchema, type ImportStudentsResult } from '@contract/people/student-sheet';
import { request } from '../client';

/**
 * POST /park/importStudents: the dry run's records, written by the server all in one transaction or none (it checks
 * every row again and names the first bad one). Online only; the children then arrive through sync.
 */
export const importStudents = (schoolId: number, rows: SheetRecord[]): Promise<ImportStudentsResult> =>
  request('/park/importStudents', { json: { schoolId, rows }, schema: importStudentsResultSchema });
