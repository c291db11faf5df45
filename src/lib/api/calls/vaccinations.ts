import { vaccinationCalls } from '@contract/health/vaccinations-calls';
import type { SheetRecord } from '@contract/xlsx';
import { call, download } from '../call';

/** GET /park/vaccine/notice (blob): a child's 补种通知 PDF for the doses missing on the day. */
export const vaccineNoticePdf = (schoolId: number, studentId: string, day: string): Promise<Blob> =>
  download(vaccinationCalls.vaccineNotice, { schoolId, studentId, day });

/** POST /park/vaccine/import: the dry run's doses, written by the server all in one transaction or none. */
export const importVaccineDoses = (schoolId: number, rows: SheetRecord[]): Promise<{ count: number }> =>
  call(vaccinationCalls.importVaccineDoses, { schoolId, rows });
