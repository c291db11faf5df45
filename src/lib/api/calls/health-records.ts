import { healthRecordCalls } from '@contract/health/health-records-calls';
import type { SheetRecord } from '@contract/xlsx';
import { call } from '../call';

/** POST /park/health/checkup/import: the hospital sheet's checked rows, all written or none (online only). */
export const importCheckups = (schoolId: number, rows: SheetRecord[]): Promise<{ count: number }> =>
  call(healthRecordCalls.importCheckups, { schoolId, rows });
