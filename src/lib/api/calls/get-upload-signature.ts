import { type UploadSignature, type UploadSignatureRequest, uploadSignatureSchema } from '@contract/uploads';
import { request } from '../client';

/** POST /park/upload/signature (SPEC §4 step 1): a signed form for one file. The caller shows refusals. */
export const getUploadSignature = (input: UploadSignatureRequest, signal?: AbortSignal): Promise<UploadSignature> =>
  request('/park/upload/signature', { json: input, schema: uploadSignatureSchema, quiet: true, signal });
