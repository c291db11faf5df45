import type { UploadReport } from '@contract/uploads';
import { request } from '../client';

/** POST /park/upload/report (SPEC §4 step 3): status 1 stored, 2 failed. The server checks the file before 1. */
export const reportUpload = (input: UploadReport): Promise<{ filePath: string; size: number | null }> =>
  request('/park/upload/report', { json: input, quiet: true });
