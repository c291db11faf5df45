import { uploadsCalls } from '@contract/uploads-calls';
import { call } from '../call';
import type { UploadSignature, UploadSignatureRequest } from '@contract/uploads';

/** POST /park/upload/signature (SPEC §4 step 1): a signed form for one file. The caller shows refusals. */
export const getUploadSignature = (input: UploadSignatureRequest, signal?: AbortSignal): Promise<UploadSignature> =>
  call(uploadsCalls.uploadSignature, input, { quiet: true, signal });
