import { vaccinationCalls } from '@contract/health/vaccinations-calls';
import { download } from '../call';

/** GET /park/vaccine/notice (blob): a child's 补种通知 PDF for the doses missing on the day. */
export const vaccineNoticePdf = (schoolId: number, studentId: string, day: string): Promise<Blob> =>
  download(vaccinationCalls.vaccineNotice, { schoolId, studentId, day });
