import { uploadsCalls } from '@contract/uploads-calls';
import { call } from '../call';
import type { UploadReport } from '@contract/uploads';

/** POST /park/upload/report (SPEC §4 step 3): status 1 stored, 2 failed. The server checks the file before 1. */
export const reportUpload = (input: UploadReport): Promise<{ filePath: string; size: number | null }> =>
  call(uploadsCalls.uploadReport, input, { quiet: true });
